import assert from 'node:assert/strict';
import { sandboxJson, type Flow } from '../flow';
import { button, expectMainToContain, fillDocument, h2, inMain } from './steps';

interface Message {
  readonly id: number;
  readonly recipient: string;
  readonly attachmentName: string;
}

/** The worker's affiliation certificate (c01) requested by document, sent as a PDF to the affiliate's e-mail. */
export const workerCertificate: Flow = {
  name: 'certificado-trabajador',
  title: 'certificado de afiliación del trabajador sin sesión: consulta por documento y el PDF al correo',
  async run({ driver, baseUrl }) {
    const outbox = async () => (await sandboxJson<{ messages: Message[] }>(baseUrl, '/sandbox/correo.json')).messages;
    const before = (await outbox())[0]?.id ?? 0;

    await driver.open('/certificados/certificado-afiliacion-trabajador');
    await driver.waitFor(inMain(h2('Ingresa los datos del trabajador')));
    assert.equal(await driver.evaluate(() => (document.querySelector('main button[type="submit"]') as HTMLButtonElement | null)?.disabled), true);
    await fillDocument(driver, 'CC', '71650432');
    await driver.click(inMain(button('Consultar')));
    await driver.waitFor(inMain(h2('Certificado generado')), { timeoutMs: 15_000 });
    // The step's heading takes focus, so a screen reader reads the outcome.
    assert.equal(await driver.evaluate(() => document.activeElement?.textContent?.trim()), 'Certificado generado');
    await expectMainToContain(driver, 'Enviamos el certificado al correo electrónico carlos.zapata@correo.example.');

    const sent = (await outbox()).filter((message) => message.id > before);
    assert.ok(
      sent.some((message) => message.recipient === 'carlos.zapata@correo.example' && message.attachmentName === 'certificado-de-afiliación-trabajador.pdf'),
      `el PDF no llegó al buzón: ${JSON.stringify(sent)}`,
    );

    await driver.click(inMain(button('Nuevo certificado')));
    await driver.waitFor(inMain(h2('Ingresa los datos del trabajador')));
    assert.equal(await driver.evaluate(() => (document.querySelector('main input[inputmode], main input[type="text"]') as HTMLInputElement | null)?.value), '');
  },
};
