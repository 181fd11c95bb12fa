import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureResponse, type FailureKind } from '@sandbox/api/failure-responses';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { files } from '@test/support/picked-files';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const path = '/certificados/certificado-defuncion-beneficiario';
const api = 'http://localhost/api/v1/certifications';
const texts = testConfig().texts;
const title = 'Certificado de defunción de beneficiario';
const fileInput = (name: string) =>
  within(main()).getByLabelText(`Certificado de defunción de ${name}`, { selector: 'input' }) as HTMLInputElement;

async function openAs(username: string = personas.maria) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderSignedIn(path, username);
  // Every address the router went through, so a redirect after it cannot hide where it went.
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  await findPageTitle(title);
  return { user, visited, ...view };
}

async function openTable() {
  const opened = await openAs();
  await screen.findByRole('heading', { level: 2, name: 'Tus beneficiarios' }, { timeout: 5000 });
  return opened;
}

describe('Death certificate page (c09)', pageTestOptions, () => {
  it("lists María's six beneficiaries (title-cased, with document) each with its own file input; Enviar waits for a file", async () => {
    await openTable();
    const table = within(main()).getByRole('table');
    const names = within(table).getAllByRole('rowheader');
    expect(names.map((name) => name.textContent)).toEqual([
      'Juan Camilo Arango Mesa',
      'Sofía Arango Restrepo',
      'Mateo Arango Restrepo',
      'Valentina Arango Restrepo',
      'Rosa Elena Gómez De Restrepo',
      'Luis Alberto Restrepo Pérez',
    ]);
    expect(within(names[4]?.closest('tr') as HTMLElement).getByText('CC 21456789')).toBeTruthy();
    expect(fileInput('Luis Alberto Restrepo Pérez').accept).toContain('.tiff');
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Carga al menos un certificado para poder enviar.',
    );
  });

  it('a loaded file enables Enviar; Quitar clears that row only', async () => {
    const { user } = await openTable();
    await user.upload(fileInput('Luis Alberto Restrepo Pérez'), files.pdf('acta-luis.pdf'));
    await user.upload(fileInput('Rosa Elena Gómez De Restrepo'), files.jpeg('acta-rosa.jpg'));
    await screen.findByRole('button', { name: 'Quitar acta-rosa.jpg' });
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('2 certificados cargados.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Quitar acta-luis.pdf' }));
    expect(screen.queryByText('acta-luis.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitar acta-rosa.jpg' })).toBeTruthy();
    expect(fileInput('Luis Alberto Restrepo Pérez').value).toBe('');
  });

  it.each([
    ['a renamed text file', files.renamedText, 'errorFormato'],
    ['a 2,000,001-byte PDF', files.oversizePdf, 'errorPeso'],
    ['an empty file', files.empty, 'errorFormato'],
    ['a PNG', files.png, 'errorFormato'],
  ] as const)('%s in one row: its configured error beside that field, the other rows untouched', async (_name, build, key) => {
    const { user } = await openTable();
    await user.upload(fileInput('Sofía Arango Restrepo'), files.pdf('acta-sofia.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-sofia.pdf' });

    await user.upload(fileInput('Mateo Arango Restrepo'), build());

    const alert = await within(main()).findByRole('alert');
    expect(alert.textContent).toBe(texts[key]);
    expect(fileInput('Mateo Arango Restrepo').getAttribute('aria-describedby')).toContain(alert.id);
    expect(fileInput('Mateo Arango Restrepo').value).toBe('');
    expect(screen.getByRole('button', { name: 'Quitar acta-sofia.pdf' })).toBeTruthy();
    expect(screen.getByText('1 certificado cargado.')).toBeTruthy();
  });

  it('sends C09 with one item per loaded row (MIME type, base64, the beneficiary) and shows the success step', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${api}/certificates/defunction`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, data: { filingNumber: 'RAD-1' }, message: 'Recibido' });
      }),
    );
    const { user } = await openTable();
    await user.upload(fileInput('Luis Alberto Restrepo Pérez'), files.pdf('acta-luis.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-luis.pdf' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(body).toEqual({
      code: 'C09',
      certificates: [
        {
          fileType: 'application/pdf',
          binaryFile: btoa('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
          beneficiary: { namePerson: 'LUIS ALBERTO RESTREPO PÉREZ', documentType: 'CC', documentNumber: '8345678' },
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });

  it('against the sandbox: a PDF and a JPEG for two of her beneficiaries are accepted (code 200)', async () => {
    const { user } = await openTable();
    await user.upload(fileInput('Luis Alberto Restrepo Pérez'), files.pdf());
    await user.upload(fileInput('Rosa Elena Gómez De Restrepo'), files.jpeg());
    await screen.findByRole('button', { name: 'Quitar acta.jpg' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeTruthy();
  });

  it.each([
    ['a 422 rejection', () => HttpResponse.json({ code: 422, message: 'Archivo inválido' }, { status: 422 })],
    ['a network failure', () => failureResponse('network-error')],
    ['an HTTP 500', () => failureResponse('server-error')],
    ['a malformed body', () => failureResponse('malformed-body')],
  ])('%s -> the error step; Volver a intentar returns to the table with the files kept', async (_name, respond) => {
    server.use(http.post(`${api}/certificates/defunction`, respond));
    const { user } = await openTable();
    await user.upload(fileInput('Juan Camilo Arango Mesa'), files.pdf('acta-juan.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-juan.pdf' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'No pudimos enviar los certificados' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tus beneficiarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar acta-juan.pdf' })).toBeTruthy();
  });

  it('Regresar without files goes straight back to /certificados', async () => {
    const { user, visited } = await openTable();
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(visited).toContain('/certificados'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Regresar with a loaded file asks first: Cancelar stays with the file, Aceptar leaves for /certificados', async () => {
    const { user, router, visited } = await openTable();
    await user.upload(fileInput('Valentina Arango Restrepo'), files.pdf('acta-vale.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-vale.pdf' });

    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Deseas salir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(path);
    expect(visited).not.toContain('/certificados');
    expect(screen.getByRole('button', { name: 'Quitar acta-vale.pdf' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Deseas salir?' });
    expect(within(dialog).getByText('Los certificados que cargaste no se han enviado y se perderán si sales.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(visited).toContain('/certificados'));
  });

  it('the breadcrumb is guarded too while files are loaded', async () => {
    const { user, router } = await openTable();
    await user.upload(fileInput('Valentina Arango Restrepo'), files.pdf('acta-vale.pdf'));
    await screen.findByRole('button', { name: 'Quitar acta-vale.pdf' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Certificados' }));
    expect(await screen.findByRole('dialog', { name: '¿Deseas salir?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    [personas.carlos, 'No se encontraron beneficiarios asociados a tu usuario.'],
    [personas.luz, 'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.'],
  ])('%s: Certificado no disponible with the matching text', async (username, text) => {
    await openAs(username);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each(['network-error', 'server-error', 'malformed-body', 'unexpected-code'] as FailureKind[])(
    'beneficiary query %s -> the query-error text',
    async (kind) => {
      server.use(http.get(`${api}/certificates/getDataBeneficiary`, () => failureResponse(kind)));
      await openAs();
      expect(
        await screen.findByText('Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.', undefined, {
          timeout: 5000,
        }),
      ).toBeTruthy();
    },
  );
});
