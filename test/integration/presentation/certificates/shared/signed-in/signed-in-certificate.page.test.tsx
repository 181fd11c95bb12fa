import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { Identity } from '@/application/shared/session/identity.port';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { failureResponse, type FailureKind } from '@sandbox/api/failure-responses';
import { outboxMessages } from '@sandbox/mail/outbox';
import { server } from '@test/support/msw-server';
import { renderRoute } from '@test/support/render-route';
import { FakeIdentity, findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const api = 'http://localhost/api/v1/certifications';
const incomeTax = { path: '/certificados/certificado-declaracion-renta', title: 'Certificado para declaración de renta' };
const withBeneficiaries = {
  path: '/certificados/certificado-afiliacion-con-beneficiarios',
  title: 'Certificado de afiliación con beneficiarios',
};

type Page = typeof incomeTax;

function fakes() {
  const saveBase64File = vi.fn(() => true);
  const goTo = vi.fn();
  const arrange = (container: Container) => {
    container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
    container.rebind<PageReloader>(PageReloader).toConstantValue({ goTo, reload: vi.fn() });
  };
  return { saveBase64File, goTo, arrange };
}

async function open(page: Page, username: string = personas.maria) {
  const user = userEvent.setup();
  const spies = fakes();
  const view = renderSignedIn(page.path, username, spies.arrange);
  await findPageTitle(page.title);
  return { user, ...spies, ...view };
}

async function openReady(page: Page = incomeTax, username: string = personas.maria) {
  const opened = await open(page, username);
  await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
  return opened;
}

const breadcrumb = () => screen.getByRole('navigation', { name: /migas|breadcrumb|ruta/i });

async function expectSystemErrorGoingHome(goTo: ReturnType<typeof vi.fn>) {
  expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
}

describe('Signed-in certificate pages (c04 income tax, c06 with beneficiaries)', pageTestOptions, () => {
  it.each([incomeTax, withBeneficiaries])('$title: step 1 names the certificate and offers download or e-mail', async (page) => {
    await openReady(page);
    expect(within(main()).getByText(`Generamos tu ${page.title}. Puedes descargarlo o enviarlo a tu correo electrónico registrado.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar certificado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar al correo' })).toBeTruthy();
  });

  it('requests the certificate once, for the holder alone (C04, optionalPersons null)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${api}/certificates/downloadable`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ responseCode: 0, data: { name: 'Certificado para declaración de renta', binary: 'JVBERi0xLjQK' } });
      }),
    );
    await openReady();
    expect(bodies).toEqual([{ certificateCode: 'C04', optionalPersons: null }]);
  });

  it('download -> step 2 with the file named per the rule; Nuevo certificado returns to /certificados', async () => {
    const { user, saveBase64File, router } = await openReady(withBeneficiaries);
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeTruthy();
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith(
      'certificado-de-afiliación-con-beneficiarios.pdf',
      expect.any(String),
      'application/pdf',
    );
    expect(screen.getByText('Lo encuentras en tus descargas con el nombre certificado-de-afiliación-con-beneficiarios.pdf.')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Nuevo certificado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificados'));
  });

  it('a PDF that cannot be saved -> Error del sistema, then home', async () => {
    const { user, saveBase64File, goTo } = await openReady();
    saveBase64File.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    await expectSystemErrorGoingHome(goTo);
  });

  it('send (María) -> step 3: certificate name, her e-mail, the password note; the message is in the outbox', async () => {
    const { user } = await openReady();
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' });
    expect(document.activeElement).toBe(heading);
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(within(main()).getAllByText('Certificado para declaración de renta').length).toBeGreaterThan(1);
    expect(screen.getByText(/protegido con contraseña/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo certificado' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);
  });

  it('send (José, no e-mail: HTTP 200 with code 422) -> step 5, from which the PDF can still be downloaded', async () => {
    const { user, saveBase64File } = await openReady(incomeTax, personas.jose);
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar el certificado' })).toBeTruthy();
    expect(outboxMessages()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeTruthy();
    expect(saveBase64File).toHaveBeenCalledOnce();
  });

  it('send answered HTTP 422 with code 422 in the body -> step 5 as well', async () => {
    server.use(
      http.post(`${api}/sendCertificateByEmail`, () => HttpResponse.json({ code: 422, detail: null, description: 'Sin correo' }, { status: 422 })),
    );
    const { user } = await openReady();
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar el certificado' })).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'malformed-body', 'unexpected-code'] as FailureKind[])(
    'send %s -> Error del sistema, then home',
    async (kind) => {
      server.use(http.post(`${api}/sendCertificateByEmail`, () => failureResponse(kind)));
      const { user, goTo } = await openReady();
      await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
      await expectSystemErrorGoingHome(goTo);
    },
  );

  it.each([
    ['Luz (responseCode 101)', incomeTax, personas.luz],
    ['Carlos with c06 (responseCode 1)', withBeneficiaries, personas.carlos],
  ])('%s -> step 4, conditions not met with the service-channels link', async (_, page, username) => {
    await open(page, username);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No cumples con las condiciones para generar este certificado.')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: /canales de atención/ })).toBeTruthy();
  });

  it('Carlos gets his income-tax certificate (no beneficiaries needed)', async () => {
    await openReady(incomeTax, personas.carlos);
    expect(within(main()).getByRole('button', { name: 'Descargar certificado' })).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'gateway-error', 'malformed-body'] as FailureKind[])(
    'the request %s -> Error del sistema, then home',
    async (kind) => {
      server.use(http.post(`${api}/certificates/downloadable`, () => failureResponse(kind)));
      const { goTo } = await open(incomeTax);
      await expectSystemErrorGoingHome(goTo);
    },
  );

  it('responseCode 0 without a PDF -> Error del sistema', async () => {
    server.use(http.post(`${api}/certificates/downloadable`, () => HttpResponse.json({ responseCode: 0, data: null })));
    const { goTo } = await open(withBeneficiaries);
    await expectSystemErrorGoingHome(goTo);
  });

  it('the breadcrumb leads back to Certificados', async () => {
    await openReady();
    expect(within(breadcrumb()).getByRole('link', { name: 'Certificados' }).getAttribute('href')).toBe('/certificados');
  });

  it.each([incomeTax.path, withBeneficiaries.path, '/certificados/tarjeta-afiliacion'])(
    '%s requires sign-in: an anonymous visitor is sent to login and nothing is requested',
    async (path) => {
      const identity = new FakeIdentity();
      const requested = vi.fn();
      server.use(
        http.post(`${api}/certificates/downloadable`, () => {
          requested();
          return HttpResponse.json({ responseCode: 0 });
        }),
      );
      renderRoute(path, { arrange: (container) => container.rebind<Identity>(Identity).toConstantValue(identity) });
      await waitFor(() => expect(identity.loginCalls).toBe(1), { timeout: 5000 });
      expect(requested).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeNull();
    },
  );
});
