import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@sandbox/mail/outbox';
import { consult, consultButton, documentNumberField, findStep, openAnonymousCertificate } from '@test/support/certificates/anonymous-certificate-page';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { testConfig } from '@test/support/test-config';

const path = '/certificados/certificado-fosfec';
const title = 'Certificado FOSFEC';
const open = () => openAnonymousCertificate(path, title);

describe('FOSFEC certificate page (c07), without sign-in, over the sandbox', pageTestOptions, () => {
  it('step 1: the form for the person themself, Consultar disabled until the number is valid', async () => {
    const { user } = await open();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Ingresa tus datos' })).toBeTruthy();
    expect(consultButton().disabled).toBe(true);
    await user.type(documentNumberField(), '43218765');
    expect(consultButton().disabled).toBe(false);
  });

  it('code 0 (Luz): step 2 names her e-mail, where the certificate went', async () => {
    const { user } = await open();
    await consult(user, 'CC', '43218765');
    expect(await findStep('Certificado generado')).toBeTruthy();
    expect(within(main()).getByText('luz.ospina@correo.example')).toBeTruthy();
    expect(outboxMessages()).toEqual([expect.objectContaining({ recipient: 'luz.ospina@correo.example', attachmentName: 'certificado-fosfec.pdf' })]);
  });

  it('code 422 (José, no e-mail): step 3, the FOSFEC not-generated text', async () => {
    const { user } = await open();
    await consult(user, 'CE', '4567123');
    expect(await findStep('Certificado no generado')).toBeTruthy();
    expect(
      within(main()).getByText(
        'No pudimos generar tu certificado FOSFEC. Es posible que no tengas un correo electrónico registrado; actualiza tus datos de contacto o comunícate con nuestros canales de atención.',
      ),
    ).toBeTruthy();
  });

  it('code 2 (María, no FOSFEC record): the configured not-found toast; the form keeps what was typed', async () => {
    const { user } = await open();
    await consult(user, 'CC', '1037600123');
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast.textContent).toContain(testConfig().texts.fosfecNotFoundToast);
    expect(documentNumberField().value).toBe('1037600123');
  });

  it("an unexpected code (CC 999000500 answers 500): 'Error del sistema'", async () => {
    const { user } = await open();
    await consult(user, 'CC', '999000500');
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
  });
});
