import assert from 'node:assert/strict';
import { sandboxJson, type Flow } from '../flow';
import { signInAs } from './identity-steps';
import { button, expectMainToContain, expectUrl, h2, inMain } from './steps';

interface Message {
  readonly id: number;
  readonly recipient: string;
  readonly attachmentName: string;
}

const incomeTaxPath = '/certificados/certificado-declaracion-renta';

/** A certificate that needs a session (income tax, c04): sign-in on the way, then sent by e-mail. */
export const signedInCertificate: Flow = {
  name: 'certificado-con-sesion-por-correo',
  title: 'certificado para declaración de renta con sesión: inicio de sesión en el camino y envío al correo',
  async run({ driver, baseUrl }) {
    const outbox = async () => (await sandboxJson<{ messages: Message[] }>(baseUrl, '/sandbox/correo.json')).messages;
    const before = (await outbox())[0]?.id ?? 0;

    await driver.open(incomeTaxPath);
    await signInAs(driver, 'maria', { fromHeader: false });
    await expectUrl(driver, new RegExp(`${incomeTaxPath}$`));
    await driver.waitFor(inMain(h2('Tu certificado está listo')), { timeoutMs: 20_000 });
    await driver.click(inMain(button('Enviar al correo')));
    await driver.waitFor(inMain(h2('Certificado enviado')), { timeoutMs: 15_000 });
    assert.equal(await driver.evaluate(() => document.activeElement?.textContent?.trim()), 'Certificado enviado');
    await expectMainToContain(driver, 'maria.restrepo@correo.example');
    await expectMainToContain(driver, 'protegido con contraseña');
    await driver.waitFor(inMain(button('Nuevo certificado')));
    await driver.waitFor(inMain({ role: 'link', name: 'Ir al inicio' }));

    const sent = (await outbox()).filter((message) => message.id > before);
    assert.ok(
      sent.some((message) => message.recipient === 'maria.restrepo@correo.example' && message.attachmentName === 'certificado-para-declaración-de-renta.pdf'),
      `el PDF no llegó al buzón: ${JSON.stringify(sent)}`,
    );
  },
};
