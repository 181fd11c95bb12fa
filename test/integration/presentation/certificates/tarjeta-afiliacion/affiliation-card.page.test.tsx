import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { failureResponse, type FailureKind } from '@sandbox/api/failure-responses';
import { outboxMessages } from '@sandbox/mail/outbox';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const path = '/certificados/tarjeta-afiliacion';
const api = 'http://localhost/api/v1/certifications';

async function open(username: string = personas.maria) {
  const user = userEvent.setup();
  const saveBase64File = vi.fn(() => true);
  const goTo = vi.fn();
  const arrange = (container: Container) => {
    container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
    container.rebind<PageReloader>(PageReloader).toConstantValue({ goTo, reload: vi.fn() });
  };
  const view = renderSignedIn(path, username, arrange);
  await findPageTitle('Tarjeta de afiliación');
  return { user, saveBase64File, goTo, ...view };
}

async function openSelection(username: string = personas.maria) {
  const opened = await open(username);
  await screen.findByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' }, { timeout: 5000 });
  return opened;
}

const group = () => screen.getByRole('group', { name: /¿Qué beneficiarios incluimos en la tarjeta\?/ });
const selectAll = () => screen.getByRole('checkbox', { name: 'Seleccionar todos (máximo 5)' }) as HTMLInputElement;
const rows = () =>
  within(group())
    .getAllByRole('checkbox')
    .filter((box) => box !== selectAll()) as HTMLInputElement[];
const row = (name: RegExp) => within(group()).getByRole('checkbox', { name }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;

function captureCard(respond: () => Response = () => HttpResponse.json({ responseCode: 0, data: { name: 'Tarjeta de afiliación', binary: 'JVBERi0xLjQK' } })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${api}/affiliationCard`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('Affiliation card page (c08)', pageTestOptions, () => {
  it('María (code 0): six beneficiaries, title-cased with their documents, nothing chosen, Continuar disabled', async () => {
    await openSelection();
    expect(rows()).toHaveLength(6);
    expect(row(/Sofía Arango Restrepo/)).toBeTruthy();
    expect(within(group()).getByText('TI 1034567890')).toBeTruthy();
    expect(rows().every((box) => !box.checked && !box.disabled)).toBe(true);
    expect(selectAll().checked).toBe(false);
    expect(selectAll().indeterminate).toBe(false);
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Selecciona al menos un beneficiario para continuar.')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/certificados');
  });

  it('one chosen: select-all indeterminate, Continuar enabled; at five the sixth is disabled; unchecking re-enables it', async () => {
    const { user } = await openSelection();
    await user.click(row(/Sofía/));
    expect(selectAll().indeterminate).toBe(true);
    expect(selectAll().checked).toBe(false);
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText('Has seleccionado 1 de 5 beneficiarios.')).toBeTruthy();

    for (const name of [/Juan Camilo/, /Mateo/, /Valentina/, /Rosa Elena/]) await user.click(row(name));
    expect(screen.getByText('Has seleccionado 5 de 5 beneficiarios.')).toBeTruthy();
    expect(row(/Luis Alberto/).disabled).toBe(true);
    expect(selectAll().checked).toBe(true);
    expect(selectAll().indeterminate).toBe(false);
    expect(screen.getByText(/Llegaste al máximo de 5 beneficiarios/)).toBeTruthy();
    await user.click(row(/Luis Alberto/));
    expect(row(/Luis Alberto/).checked).toBe(false);

    await user.click(row(/Mateo/));
    expect(row(/Luis Alberto/).disabled).toBe(false);
    expect(selectAll().indeterminate).toBe(true);
  });

  it('select-all chooses the first five, and again clears', async () => {
    const { user } = await openSelection();
    await user.click(selectAll());
    expect(rows().filter((box) => box.checked)).toHaveLength(5);
    expect(row(/Luis Alberto/).disabled).toBe(true);
    await user.click(selectAll());
    expect(rows().filter((box) => box.checked)).toHaveLength(0);
    expect(continueButton().disabled).toBe(true);
  });

  it('Continuar posts C08 with the chosen beneficiaries; the card is delivered; download names it tarjeta-de-afiliación.pdf', async () => {
    const bodies = captureCard();
    const { user, saveBase64File } = await openSelection();
    await user.click(row(/Valentina/));
    await user.click(row(/Sofía/));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeTruthy();
    expect(within(main()).getByText(/Generamos tu Tarjeta de afiliación/)).toBeTruthy();
    expect(bodies).toEqual([
      {
        certificateCode: 'C08',
        beneficiaries: [
          { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' },
          { namePerson: 'VALENTINA ARANGO RESTREPO', documentType: 'RC', documentNumber: '1034567892' },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeTruthy();
    expect(saveBase64File).toHaveBeenCalledWith('tarjeta-de-afiliación.pdf', 'JVBERi0xLjQK', 'application/pdf');

    await user.click(screen.getByRole('button', { name: 'Nuevo certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' })).toBeTruthy();
    expect(rows().filter((box) => box.checked)).toHaveLength(0);
  });

  it('against the sandbox: the card is generated and sent by e-mail (step 3)', async () => {
    const { user } = await openSelection();
    await user.click(row(/Mateo/));
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeTruthy();
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);
  });

  it('José: one beneficiary; his card cannot be sent (no e-mail) -> step 5', async () => {
    const { user } = await openSelection(personas.jose);
    expect(rows()).toHaveLength(1);
    await user.click(selectAll());
    expect(selectAll().checked).toBe(true);
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar el certificado' })).toBeTruthy();
  });

  it.each([
    [personas.carlos, 'No se encontraron beneficiarios asociados a tu usuario.'],
    [personas.luz, 'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.'],
  ])('%s -> step 4 with the matching text', async (username, text) => {
    await open(username);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'malformed-body', 'unexpected-code'] as FailureKind[])(
    'beneficiary query %s -> step 4 with the query-error text',
    async (kind) => {
      server.use(http.get(`${api}/certificates/getDataBeneficiary`, () => failureResponse(kind)));
      await open();
      expect(
        await screen.findByText('Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.', undefined, {
          timeout: 5000,
        }),
      ).toBeTruthy();
    },
  );

  it.each([
    ['HTTP 200 responseCode 422', () => HttpResponse.json({ responseCode: 422, description: 'No' })],
    ['HTTP 422 responseCode 422', () => HttpResponse.json({ responseCode: 422, description: 'No' }, { status: 422 })],
  ])('card refused (%s) -> step 4, conditions not met', async (_, respond) => {
    captureCard(respond);
    const { user } = await openSelection();
    await user.click(row(/Mateo/));
    await user.click(continueButton());
    expect(await screen.findByText('No cumples con las condiciones para generar este certificado.')).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'malformed-body'] as FailureKind[])(
    'card request %s -> Error del sistema (the selection stays behind it), then home',
    async (kind) => {
      captureCard(() => failureResponse(kind));
      const { user, goTo } = await openSelection();
      await user.click(row(/Mateo/));
      await user.click(continueButton());
      expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: /Mateo/, hidden: true })).toHaveProperty('checked', true);
      await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    },
  );
});
