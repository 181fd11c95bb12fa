import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { AccessTokenSource, Identity } from '@/application/shared/session/identity.port';
import type { Session } from '@/domain/shared/session/session.entity';
import { App } from '@/presentation/app/app';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { failureResponse } from '@sandbox/api/failure-responses';
import { fovisFailure, fovisPaths } from '@sandbox/api/fovis.handlers';
import { outboxMessages } from '@sandbox/mail/outbox';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { server } from '@test/support/msw-server';
import { cardTitled, FakeIdentity, findPageTitle, main, named, pageTestOptions } from '@test/support/page-test-support';
import { createTestContainer } from '@test/support/test-container';

const path = '/subsidios/subsidio-vivienda/certificados-vivienda';
const title = 'Certificados de vivienda FOVIS';
const token = 'token-de-prueba-fovis';

/** Sandbox personas (sandbox/data/personas.ts, docs/sandbox-answers.md 'FOVIS, per persona'): the session carries their own document. */
const personas = {
  maria: { username: 'maria.restrepo', documentType: 'CC', documentNumber: '1037600123', userFullName: 'María Restrepo' },
  carlos: { username: 'carlos.zapata', documentType: 'CC', documentNumber: '71650432', userFullName: 'Carlos Zapata' },
  luz: { username: 'luz.ospina', documentType: 'CC', documentNumber: '43218765', userFullName: 'Luz Ospina' },
  jose: { username: 'jose.hernandez', documentType: 'CE', documentNumber: '4567123', userFullName: 'José Hernández' },
  diana: { username: 'diana.cardenas', documentType: 'CC', documentNumber: '52500500', userFullName: 'Diana Cárdenas' },
} as const;
type Persona = (typeof personas)[keyof typeof personas];

const sessionOf = ({ username, ...persona }: Persona): Session => ({ isLogged: true, roles: ['role_personas'], userName: username, ...persona });

function renderAt(at: string, persona: Persona | null = personas.maria) {
  const identity = new FakeIdentity(persona === null ? undefined : sessionOf(persona));
  const saveBase64File = vi.fn(() => true);
  const goTo = vi.fn();
  const container: Container = createTestContainer();
  if (persona !== null) {
    setAccessTokenVerifier(async (accessToken) => (accessToken === token ? persona.username : null));
    container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  }
  container.rebind<Identity>(Identity).toConstantValue(identity);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  container.rebind<PageReloader>(PageReloader).toConstantValue({ goTo, reload: vi.fn() });
  const router = createMemoryRouter(createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader)), { initialEntries: [at] });
  render(<App container={container} router={router} />);
  return { user: userEvent.setup(), identity, saveBase64File, goTo, router };
}

async function open(persona: Persona | null = personas.maria) {
  const view = renderAt(path, persona);
  await findPageTitle(title);
  await screen.findByRole('heading', { level: 2, name: 'Selecciona el certificado' }, { timeout: 5000 });
  return view;
}

const summary = () => within(main()).getByRole('region', { name: 'Resumen de tu postulación' });
const cards = () => within(main()).getByRole('list', { name: 'Certificados FOVIS disponibles' });
const card = (name: string) => within(cards()).getByRole('button', { name });

/** The value beside a label of the summary's description list. */
function summaryValue(label: string): string | null {
  const term = within(summary())
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? null;
}

async function openGenerated(persona: Persona = personas.maria, cardName = 'Certificado de no postulación') {
  const view = await open(persona);
  await view.user.click(card(cardName));
  await screen.findByRole('heading', { level: 2, name: 'Certificado generado' }, { timeout: 5000 });
  return view;
}

async function expectSystemErrorGoingHome(goTo: ReturnType<typeof vi.fn>) {
  expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
}

describe('FOVIS certificates page (/subsidios/subsidio-vivienda/certificados-vivienda)', pageTestOptions, () => {
  it('María: the summary (name, household, status, project, saving in pesos, modality) and the members table', async () => {
    await open();
    expect(summaryValue('Nombre completo')).toBe('María Fernanda Restrepo Gómez');
    expect(summaryValue('Hogar')).toBe('HOG-2026-004512');
    expect(summaryValue('Estado de la postulación')).toBe('Postulado');
    expect(summaryValue('Proyecto')).toBe('Urbanización Altos de San Juan');
    expect(summaryValue('Ahorro total')).toBe('$ 12.500.000');
    expect(summaryValue('Modalidad')).toBe('Adquisición de vivienda nueva');
    const members = within(summary()).getByRole('table', { name: 'Integrantes de la postulación' });
    // The header row is display:none at phone width (each cell names its column there), as happy-dom renders.
    const rows = within(members).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Juan Camilo Arango Mesa');
    expect(rows[2]!.textContent).toContain('TI');
    expect(rows[2]!.textContent).toContain('1034567890');
    expect(within(members).getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent)).toEqual([
      'Nombre',
      'Tipo de documento',
      'Número de documento',
    ]);
  });

  it('María: step 1 lists her 14 cards and the unknown one, as buttons; the breadcrumb names the page', async () => {
    await open();
    expect(within(cards()).getAllByRole('button')).toHaveLength(15);
    expect(card('Certificado Mi Casa Ya')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: /migas|breadcrumb|ruta/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Subsidio de vivienda' }).getAttribute('href')).toBe('/subsidios/subsidio-vivienda');
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/subsidios/subsidio-vivienda');
    expect(document.title).toContain(title);
  });

  it('while the summary loads: the global loader, a skeleton hidden from screen readers, no region nor cards yet', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(fovisPaths.postulationInfo, async () => {
        await held;
        return HttpResponse.json({ responseCode: 500, data: null });
      }),
    );
    const { goTo } = renderAt(path);
    await findPageTitle(title);
    await waitFor(() => expect(main().getAttribute('aria-busy')).toBe('true'));
    expect(main().querySelector('section[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Resumen de tu postulación' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Certificados FOVIS disponibles' })).toBeNull();
    release();
    await expectSystemErrorGoingHome(goTo);
    expect(main().querySelector('section[aria-hidden="true"]')).toBeNull();
  });

  it("Carlos, not postulated: 'No postulado', 'Ninguno', no saving, no members, one card", async () => {
    await open(personas.carlos);
    expect(summaryValue('Estado de la postulación')).toBe('No postulado');
    expect(summaryValue('Proyecto')).toBe('Ninguno');
    expect(summaryValue('Ahorro total')).toBe('Sin información');
    expect(summaryValue('Hogar')).toBe('Sin información');
    expect(summaryValue('Modalidad')).toBe('Sin información');
    expect(within(summary()).getByText('No hay integrantes registrados en la postulación.')).toBeTruthy();
    expect(within(summary()).queryByRole('table')).toBeNull();
    expect(within(cards()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Certificado de no postulación']);
  });

  it("Diana, postulation-info HTTP 500: 'Error del sistema', no summary; Aceptar goes home", async () => {
    const { goTo } = renderAt(path, personas.diana);
    await findPageTitle(title);
    await expectSystemErrorGoingHome(goTo);
    expect(screen.queryByRole('region', { name: 'Resumen de tu postulación', hidden: true })).toBeNull();
  });

  it.each(['network-error', 'malformed-body', 'unexpected-code'] as const)("postulation-info %s -> 'Error del sistema'", async (kind) => {
    server.use(fovisFailure('postulationInfo', kind));
    const { goTo } = renderAt(path);
    await findPageTitle(title);
    await expectSystemErrorGoingHome(goTo);
  });

  it("an id outside 1-14 -> 'Certificado no disponible', 'Lo sentimos…'; Aceptar closes it, focus back on the card", async () => {
    const { user } = await open();
    const unknown = card('Certificado de subsidio en estudio');
    await user.click(unknown);
    const dialog = await screen.findByRole('dialog', { name: 'Certificado no disponible' });
    expect(within(dialog).getByText('Lo sentimos, este certificado no está disponible en este momento.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Certificado no disponible' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(unknown));
    expect(screen.getByRole('heading', { level: 2, name: 'Selecciona el certificado' })).toBeTruthy();
  });

  it("Luz, the fund answers '500' -> 'Certificado no disponible', 'Actualmente no cumples…'; Escape closes it", async () => {
    const { user } = await open(personas.luz);
    await user.click(card('Certificado de subsidio pagado'));
    const dialog = await screen.findByRole('dialog', { name: 'Certificado no disponible' }, { timeout: 5000 });
    expect(within(dialog).getByText('Actualmente no cumples con las condiciones para generar el certificado.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Certificado no disponible' })).toBeNull());
  });

  it.each(['network-error', 'server-error', 'malformed-body'] as const)("a card's request %s -> 'Error del sistema', going home", async (kind) => {
    // Only the kind asked: the sandbox's ':kind' pattern would match postulation-info too.
    server.use(http.get('*/api/v1/subsidies/postulation', () => failureResponse(kind)));
    const { user, goTo } = await open();
    await user.click(card('Certificado de postulación'));
    await expectSystemErrorGoingHome(goTo);
  });

  it("step 2 'Certificado generado' takes focus, names the certificate; Regresar returns to step 1, focused", async () => {
    const { user } = await openGenerated();
    const heading = screen.getByRole('heading', { level: 2, name: 'Certificado generado' });
    expect(document.activeElement).toBe(heading);
    expect(within(main()).getByText(/Generamos tu Certificado de no postulación\./)).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Enviar al correo' })).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Descargar certificado' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Certificados FOVIS disponibles' })).toBeNull();
    // The summary stays on top through the steps.
    expect(summary()).toBeTruthy();
    await user.click(within(main()).getByRole('button', { name: 'Regresar' }));
    const step1 = await screen.findByRole('heading', { level: 2, name: 'Selecciona el certificado' });
    await waitFor(() => expect(document.activeElement).toBe(step1));
  });

  it('download -> step 3: registered with the fund, saved under the rule; Nuevo certificado returns to step 1', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/v1/subsidies/send-document')) sent.push(request.url);
    });
    const { user, saveBase64File } = await openGenerated(personas.maria, 'Certificado de renuncia al subsidio con ahorro');
    await user.click(within(main()).getByRole('button', { name: 'Descargar certificado' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' }, { timeout: 5000 });
    expect(document.activeElement).toBe(heading);
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-de-renuncia-al-subsidio-con-ahorro.pdf', expect.any(String), 'application/pdf');
    expect(screen.getByText('Lo encuentras en tus descargas con el nombre certificado-de-renuncia-al-subsidio-con-ahorro.pdf.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(outboxMessages()).toEqual([]);
    expect(within(main()).getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    await user.click(within(main()).getByRole('button', { name: 'Nuevo certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Selecciona el certificado' })).toBeTruthy();
    server.events.removeAllListeners();
  });

  it('send (María) -> step 4 with the e-mail the fund returned; the message is in the outbox; no password note', async () => {
    const { user } = await openGenerated();
    await user.click(within(main()).getByRole('button', { name: 'Enviar al correo' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' }, { timeout: 5000 });
    expect(document.activeElement).toBe(heading);
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(within(main()).getAllByText('Certificado de no postulación').length).toBeGreaterThan(0);
    expect(screen.queryByText(/protegido con contraseña/)).toBeNull();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);
    expect(within(main()).getByRole('button', { name: 'Nuevo certificado' })).toBeTruthy();
  });

  it("send (José, data.mail null) -> step 4 saying 'Tu correo electrónico registrado'", async () => {
    const { user } = await openGenerated(personas.jose, 'Certificado de postulación');
    await user.click(within(main()).getByRole('button', { name: 'Enviar al correo' }));
    await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' }, { timeout: 5000 });
    expect(within(main()).getByText('Tu correo electrónico registrado')).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'unexpected-code'] as const)("send %s -> 'Error del sistema' over step 2, then home", async (kind) => {
    server.use(fovisFailure('sendDocument', kind));
    const { user, goTo } = await openGenerated();
    await user.click(within(main()).getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Certificado generado', hidden: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
  });

  it('a double click on Enviar al correo registers once; meanwhile it is busy with the focus and the others ignore clicks', async () => {
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(fovisPaths.sendDocument, async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ responseCode: 200, data: { mail: 'maria.restrepo@correo.example' } });
      }),
    );
    const { user } = await openGenerated();
    const send = within(main()).getByRole('button', { name: 'Enviar al correo' });
    await user.dblClick(send);
    await waitFor(() => expect(calls).toBe(1));
    // aria-disabled, never disabled: a disabled button drops the focus to the page's body.
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(send);
    const download = within(main()).getByRole('button', { name: 'Descargar certificado' });
    expect(download.hasAttribute('disabled')).toBe(false);
    expect(download.getAttribute('aria-disabled')).toBe('true');
    await user.click(download);
    release();
    await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' }, { timeout: 5000 });
    expect(calls).toBe(1);
  });

  it('an anonymous visitor is sent to sign in, and nothing is asked of the fund', async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/v1/subsidies/')) asked(request.url);
    });
    const { identity } = renderAt(path, null);
    expect(await screen.findByText('Redirigiendo al inicio de sesión…', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(identity.login).toHaveBeenCalledOnce());
    // The guard's view: the page's title above the status, none of the page itself.
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Selecciona el certificado' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Certificados FOVIS disponibles' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it.each([
    ['/subsidios/subsidio-vivienda', 'Subsidio de vivienda'],
    ['/certificados', 'Certificados'],
  ])('signed in, the FOVIS card on %s leads here', async (from, fromTitle) => {
    const { user, router } = renderAt(from);
    await findPageTitle(fromTitle);
    const link = await within(cardTitled('Certificados de vivienda FOVIS')).findByRole('link', {
      name: named('Ver certificados: Certificados de vivienda FOVIS'),
    });
    await user.click(link);
    await findPageTitle(title);
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('region', { name: 'Resumen de tu postulación' }, { timeout: 5000 })).toBeTruthy();
  });
});
