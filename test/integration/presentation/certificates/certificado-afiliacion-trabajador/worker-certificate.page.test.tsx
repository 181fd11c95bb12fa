import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@sandbox/mail/outbox';
import {
  consult,
  consultButton,
  documentNumberField,
  findStep,
  openAnonymousCertificate,
} from '@test/support/certificates/anonymous-certificate-page';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { testConfig } from '@test/support/test-config';

const path = '/certificados/certificado-afiliacion-trabajador';
const title = 'Certificado de afiliación trabajador';
const open = () => openAnonymousCertificate(path, title);

describe('Worker certificate page (c01), without sign-in, over the sandbox', pageTestOptions, () => {
  it('step 1: the form for the worker; Consultar stays disabled until the number is valid; Regresar goes to the certificates', async () => {
    const { user } = await open();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Ingresa los datos del trabajador' })).toBeTruthy();
    expect(consultButton().disabled).toBe(true);
    await user.type(documentNumberField(), '12');
    expect(consultButton().disabled).toBe(true);
    await user.type(documentNumberField(), '345');
    expect(consultButton().disabled).toBe(false);
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/certificados');
  });

  it("code 200 (María): step 2 names the e-mail it went to; 'Nuevo certificado' brings back an empty form", async () => {
    const { user } = await open();
    await consult(user, 'CC', '1037600123');
    expect(await findStep('Certificado generado')).toBeTruthy();
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(within(main()).getByText(/Enviamos el certificado al correo electrónico/)).toBeTruthy();
    expect(within(main()).getByText('Si no lo ves en tu bandeja de entrada, revisa la carpeta de correo no deseado.')).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);

    await user.click(within(main()).getByRole('button', { name: 'Nuevo certificado' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ingresa los datos del trabajador' })).toBeTruthy();
    expect(documentNumberField().value).toBe('');
  });

  it('code 422 (José, no e-mail): step 4, not generated, with the way to the service channels', async () => {
    const { user } = await open();
    await consult(user, 'CE', '4567123');
    expect(await findStep('Certificado no generado')).toBeTruthy();
    expect(
      within(main()).getByText(
        'No pudimos generar el certificado porque el afiliado no tiene un correo electrónico registrado. Actualiza los datos de contacto o comunícate con nuestros canales de atención.',
      ),
    ).toBeTruthy();
    const channels = testConfig().footer.serviceChannels[0];
    expect(within(main()).getByRole('link', { name: /canales de atención/ }).getAttribute('href')).toBe(channels?.href);
  });

  it("code 404 (an unknown document): the configured not-found toast; the form keeps what was typed", async () => {
    const { user } = await open();
    await consult(user, 'CC', '123456');
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast.textContent).toContain(testConfig().texts.workerNotFoundToast);
    expect(documentNumberField().value).toBe('123456');
    expect(within(main()).queryByRole('heading', { level: 2, name: 'Certificado generado' })).toBeNull();
  });

  it("an unexpected code (CC 999000500 answers 500): 'Error del sistema'", async () => {
    const { user } = await open();
    await consult(user, 'CC', '999000500');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 });
    expect(within(dialog).getByText('Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.')).toBeTruthy();
  });
});
