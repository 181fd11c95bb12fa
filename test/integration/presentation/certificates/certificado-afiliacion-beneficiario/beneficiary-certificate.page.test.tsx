import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificatesTexts } from '@sandbox/api/certificates.handlers';
import { outboxMessages } from '@sandbox/mail/outbox';
import { consult, consultButton, documentNumberField, findStep, openAnonymousCertificate } from '@test/support/certificates/anonymous-certificate-page';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { testConfig } from '@test/support/test-config';

const path = '/certificados/certificado-afiliacion-beneficiario';
const title = 'Certificado de afiliación beneficiario';
const open = () => openAnonymousCertificate(path, title);

describe('Beneficiary certificate page (c02), without sign-in, over the sandbox', pageTestOptions, () => {
  it('step 1: the form for the beneficiary, Consultar disabled until the number is valid', async () => {
    const { user } = await open();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Ingresa los datos del beneficiario' })).toBeTruthy();
    expect(consultButton().disabled).toBe(true);
    await user.selectOptions(within(main()).getByRole('combobox', { name: 'Tipo de documento' }), 'TI');
    await user.type(documentNumberField(), '1034567890');
    expect(consultButton().disabled).toBe(false);
  });

  it("code 0 (María's beneficiary): step 2 names the holder's e-mail, where the certificate went", async () => {
    const { user } = await open();
    await consult(user, 'TI', '1034567890');
    expect(await findStep('Certificado generado')).toBeTruthy();
    expect(within(main()).getByText('maria.restrepo@correo.example')).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'maria.restrepo@correo.example' })]);
  });

  it("code 422 (José's beneficiary, the holder has no e-mail): step 4 says why in the answer's own words", async () => {
    const { user } = await open();
    await consult(user, 'PT', '6543210');
    expect(await findStep('Certificado no generado')).toBeTruthy();
    expect(within(main()).getByText(certificatesTexts.beneficiaryHolderNoEmail)).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Nuevo certificado' })).toBeTruthy();
  });

  it.each([
    ['code 18 (an unknown document)', 'CC', '123456'],
    ['code 103 (the holder is retired)', 'CC', '1152445566'],
  ])('%s: the configured not-found toast; the form keeps what was typed', async (_case, type, number) => {
    const { user } = await open();
    await consult(user, type, number);
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast.textContent).toContain(testConfig().texts.beneficiaryNotFoundToast);
    expect(documentNumberField().value).toBe(number);
  });

  it("an unexpected code (CC 999000500 answers 500): 'Error del sistema'", async () => {
    const { user } = await open();
    await consult(user, 'CC', '999000500');
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
  });
});
