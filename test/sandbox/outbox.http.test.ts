import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { recordSentMail } from '@sandbox/mail/outbox';
import { OUTBOX_EMPTY, OUTBOX_TITLE } from '@sandbox/mail/outbox-page';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';

// /sandbox/correo and /sandbox/correo.json over real HTTP, as dev and preview serve them.

const overHttp = sandboxOverHttp();
const listen = () => overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [] }));



/** node:http, not fetch: happy-dom's fetch applies CORS to another origin's answers. */
function get(url: string): Promise<{ status: number; contentType: string; text: () => Promise<string>; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { timeout: 5000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
          text: async () => body,
          json: async () => JSON.parse(body) as unknown,
        }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out: ${url}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('sandbox e-mail outbox over HTTP', () => {
  it('starts empty: the page says so in Spanish and the JSON has no messages', async () => {
    const base = await listen();
    const page = await get(`${base}/sandbox/correo`);
    expect(page.status).toBe(200);
    expect(page.contentType).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="es-CO">');
    expect(html).toContain(`<h1>${OUTBOX_TITLE}</h1>`);
    expect(html).toContain(OUTBOX_EMPTY);
    expect(html).not.toContain('<ol');
    expect(await (await get(`${base}/sandbox/correo.json`)).json()).toEqual({ messages: [] });
  });

  it('shows what an API call sent: a certificate requested over /api lands in the outbox', async () => {
    const base = await listen();
    const answer = await get(`${base}/api/v1/certifications/afiliado/sin-beneficiarios?tipoDoc=CC&numDoc=71650432`);
    expect(((await answer.json()) as { code: number }).code).toBe(200);

    const json = (await (await get(`${base}/sandbox/correo.json`)).json()) as { messages: Record<string, unknown>[] };
    expect(json.messages).toEqual([
      {
        id: 1,
        recipient: 'carlos.zapata@correo.example',
        subject: 'Tu Certificado de afiliación trabajador',
        attachmentName: 'certificado-de-afiliación-trabajador.pdf',
        sentAt: expect.any(String) as unknown as string,
      },
    ]);
    const html = await (await get(`${base}/sandbox/correo`)).text();
    expect(html).toContain('1 correo enviado.');
    expect(html).toContain('<h2 id="correo-1">Tu Certificado de afiliación trabajador</h2>');
    expect(html).toContain('<dd>carlos.zapata@correo.example</dd>');
    expect(html).toContain('<dd>certificado-de-afiliación-trabajador.pdf</dd>');
  });

  it('lists newest first with the time in Bogotá, and escapes what it shows', async () => {
    recordSentMail({ recipient: 'a@correo.example', subject: 'Primero', attachmentName: 'uno.pdf' }, new Date('2026-11-20T15:04:05Z'));
    recordSentMail({ recipient: 'b@correo.example', subject: '<script>x</script>', attachmentName: 'dos.pdf' });
    const base = await listen();
    const html = await (await get(`${base}/sandbox/correo`)).text();
    expect(html).toContain('2 correos enviados.');
    expect(html.indexOf('correo-2')).toBeLessThan(html.indexOf('correo-1'));
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&#60;script&#62;x');
    expect(html).toContain('datetime="2026-11-20T15:04:05.000Z"');
    expect(html).toMatch(/20 de noviembre de 2026(,| a las) 10:04:05/);
  });
});
