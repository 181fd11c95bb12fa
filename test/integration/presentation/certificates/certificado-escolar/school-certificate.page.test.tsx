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
import { testConfig } from '@test/support/test-config';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { files } from '@test/support/picked-files';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const path = '/certificados/certificado-escolar';
const api = 'http://localhost/api/v1/certifications';
const texts = testConfig().texts;
const sofia = { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' };

async function openAs(username: string = personas.maria, arrange?: (container: Container) => void) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderSignedIn(path, username, arrange);
  await findPageTitle('Certificado escolar');
  return { user, ...view };
}

async function openChoice(arrange?: (container: Container) => void) {
  const opened = await openAs(personas.maria, arrange);
  await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' }, { timeout: 5000 });
  return opened;
}

async function openUpload(kind: 'own' | 'external', arrange?: (container: Container) => void) {
  const opened = await openChoice(arrange);
  await opened.user.click(screen.getByRole('button', { name: 'Cargar certificado' }));
  await screen.findByRole('heading', { level: 2, name: '¿Qué certificado vas a cargar?' });
  await opened.user.click(
    screen.getByRole('button', { name: kind === 'own' ? 'Cargar certificado de la caja' : 'Cargar certificado externo' }),
  );
  await screen.findByRole('heading', {
    level: 2,
    name: kind === 'own' ? 'Carga el certificado emitido por la caja' : 'Carga el certificado externo',
  });
  return opened;
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar certificado' }) as HTMLButtonElement;
const sequentialNumber = () => screen.getByRole('textbox', { name: 'Número consecutivo' }) as HTMLInputElement;
const fileInput = () => within(main()).getByLabelText('Certificado escolar', { selector: 'input' }) as HTMLInputElement;

function captureUpload(respond: () => Response = () => HttpResponse.json({ code: 200, data: { filingNumber: 'R-1' }, message: 'ok' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${api}/upload/certificateSchool`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('School certificate page (c05)', pageTestOptions, () => {
  it('María (code 0): the choice between downloading and uploading', async () => {
    await openChoice();
    expect(screen.getByRole('button', { name: 'Descargar certificado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cargar certificado' })).toBeTruthy();
  });

  it.each([
    [personas.carlos, 'No se encontraron beneficiarios asociados a tu usuario.'],
    [personas.luz, 'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.'],
  ])('%s: step 4, Certificado no disponible with the matching text', async (username, text) => {
    await openAs(username);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado no disponible' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(['network-error', 'server-error', 'malformed-body', 'unexpected-code'] as FailureKind[])(
    'beneficiary query %s -> step 4 with the query-error text',
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

  it('download: Obtener waits for a beneficiary, asks for C05 naming only that one, and offers the PDF', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(`${api}/certificates/downloadable`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ responseCode: 0, data: { name: 'Certificado escolar', binary: 'JVBERi0xLjQK' } });
      }),
    );
    const saveBase64File = vi.fn(() => true);
    const { user } = await openChoice((container) => container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File }));
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    await screen.findByRole('heading', { level: 2, name: 'Selecciona el beneficiario' });
    const obtain = screen.getByRole('button', { name: 'Obtener' }) as HTMLButtonElement;
    expect(obtain.disabled).toBe(true);
    expect(screen.getByText('Selecciona un beneficiario para obtener su certificado.')).toBeTruthy();

    const group = screen.getByRole('group', { name: '¿Para qué beneficiario necesitas el certificado?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(group).getByRole('radio', { name: /Sofía Arango Restrepo/ }));
    expect(obtain.disabled).toBe(false);
    await user.click(obtain);

    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' });
    expect(requests).toEqual([{ certificateCode: 'C05', optionalPersons: [{ documentType: 'TI', documentNumber: '1034567890' }] }]);
    // The shared delivery screens, naming the student.
    expect(within(main()).getByText('Sofía Arango Restrepo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar al correo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(saveBase64File).toHaveBeenCalledWith('certificado-escolar.pdf', 'JVBERi0xLjQK', 'application/pdf');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeTruthy();
    expect(within(main()).getByText('Lo encuentras en tus descargas con el nombre certificado-escolar.pdf.')).toBeTruthy();

    // 'Nuevo certificado' starts over at the choice, with nobody chosen.
    await user.click(screen.getByRole('button', { name: 'Nuevo certificado' }));
    await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' });
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect((screen.getByRole('button', { name: 'Obtener' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('download then send by e-mail (the sandbox answers) -> Certificado enviado with her e-mail; the message is in the outbox', async () => {
    const { user } = await openChoice();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    await user.click(await screen.findByRole('radio', { name: /Mateo Arango Restrepo/ }));
    await user.click(screen.getByRole('button', { name: 'Obtener' }));
    await screen.findByRole('heading', { level: 2, name: 'Tu certificado está listo' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Enviar al correo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeTruthy();
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(within(main()).getByText('Mateo Arango Restrepo')).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);
  });

  it('download refused (responseCode 101) -> step 4, conditions not met', async () => {
    server.use(http.post(`${api}/certificates/downloadable`, () => HttpResponse.json({ responseCode: 101, description: 'No' })));
    const { user } = await openChoice();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    await user.click(await screen.findByRole('radio', { name: /Mateo Arango Restrepo/ }));
    await user.click(screen.getByRole('button', { name: 'Obtener' }));
    expect(await screen.findByText('No cumples con las condiciones para generar este certificado.')).toBeTruthy();
  });

  it('own scheme: the sequential number keeps digits only, says what is wrong, and gates the submit with the file and beneficiary', async () => {
    const bodies = captureUpload();
    const { user } = await openUpload('own');
    expect(sendButton().disabled).toBe(true);
    expect(
      screen.getByText('Ingresa un número consecutivo válido, selecciona el beneficiario y carga el certificado para poder enviar.'),
    ).toBeTruthy();

    await user.type(sequentialNumber(), '12ab-3');
    expect(sequentialNumber().value).toBe('123');
    await user.clear(sequentialNumber());
    expect(screen.getByText('Debes ingresar un número')).toBeTruthy();
    expect(sequentialNumber().getAttribute('aria-invalid')).toBe('true');
    await user.type(sequentialNumber(), '123456789');
    expect(screen.getByText('Ingresa un número válido')).toBeTruthy();
    await user.clear(sequentialNumber());
    await user.type(sequentialNumber(), '00012345');
    expect(screen.queryByText('Ingresa un número válido')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Sofía Arango Restrepo/ }));
    expect(sendButton().disabled).toBe(true);
    await user.upload(fileInput(), files.png());
    await screen.findByRole('button', { name: 'Quitar boletin.png' });
    expect(sendButton().disabled).toBe(false);

    await user.click(sendButton());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Certificado cargado' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(bodies).toEqual([
      {
        code: 'C05',
        consecutivo: 12345,
        typeFile: 'image/png',
        binaryFile: expect.stringMatching(/^iVBORw0KGgo/),
        optionalsPersons: [sofia],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Nuevo certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' })).toBeTruthy();
  });

  it('the help next to the number opens with the picture of where it is printed', async () => {
    const { user } = await openUpload('own');
    await user.click(screen.getByRole('button', { name: '¿Dónde encuentro el número consecutivo?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Número consecutivo' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toMatch(/certificado-escolar-consecutivo\.svg$/);
  });

  it('external: consecutivo null, a file and the beneficiary; a wrong file is refused beside the field', async () => {
    const bodies = captureUpload();
    const { user } = await openUpload('external');
    expect(screen.queryByRole('textbox', { name: 'Número consecutivo' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Mateo Arango Restrepo/ }));
    await user.upload(fileInput(), files.renamedText());
    expect((await within(main()).findByRole('alert')).textContent).toBe(texts.errorFormato);
    expect(sendButton().disabled).toBe(true);
    await user.upload(fileInput(), files.oversizePdf());
    expect((await within(main()).findByRole('alert')).textContent).toBe(texts.errorPeso);
    await user.upload(fileInput(), files.pdf('boletin.pdf'));
    await screen.findByRole('button', { name: 'Quitar boletin.pdf' });
    expect(screen.getByRole('radio', { name: /Mateo Arango Restrepo/ })).toHaveProperty('checked', true);

    await user.click(sendButton());
    await screen.findByRole('heading', { level: 2, name: 'Certificado cargado' });
    expect(bodies).toMatchObject([{ code: 'C05', consecutivo: null, typeFile: 'application/pdf' }]);
  });

  it.each([
    ['a 422 rejection', () => HttpResponse.json({ code: 422, message: 'No' }, { status: 422 })],
    ['a network failure', () => failureResponse('network-error')],
    ['an HTTP 500', () => failureResponse('server-error')],
  ])('%s -> Error del sistema, with what was typed still there', async (_name, respond) => {
    captureUpload(respond);
    const goTo = vi.fn();
    const { user } = await openUpload('own', (container) =>
      container.rebind<PageReloader>(PageReloader).toConstantValue({ goTo, reload: vi.fn() }),
    );
    await user.type(sequentialNumber(), '777');
    await user.click(screen.getByRole('radio', { name: /Juan Camilo Arango Mesa/ }));
    await user.upload(fileInput(), files.jpeg('boletin.jpg'));
    await screen.findByRole('button', { name: 'Quitar boletin.jpg' });
    await user.click(sendButton());

    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' })).toBeTruthy();
    // The modal hides the page from assistive technology; what was typed is still behind it.
    const hidden = { hidden: true } as const;
    expect(screen.getByRole('textbox', { name: 'Número consecutivo', ...hidden })).toHaveProperty('value', '777');
    expect(screen.getByRole('radio', { name: /Juan Camilo Arango Mesa/, ...hidden })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Quitar boletin.jpg', ...hidden })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
  });

  it('Regresar walks back inside the page: form -> upload type -> choice, keeping the number typed', async () => {
    const { user } = await openUpload('own');
    await user.type(sequentialNumber(), '42');
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await screen.findByRole('heading', { level: 2, name: '¿Qué certificado vas a cargar?' });
    await user.click(screen.getByRole('button', { name: 'Cargar certificado de la caja' }));
    expect((await screen.findByRole('textbox', { name: 'Número consecutivo' })) as HTMLInputElement).toHaveProperty('value', '42');
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await user.click(await screen.findByRole('button', { name: 'Regresar' }));
    expect(await screen.findByRole('heading', { level: 2, name: '¿Qué deseas hacer?' })).toBeTruthy();
  });
});
