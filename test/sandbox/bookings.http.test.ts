import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_FILE_BYTES } from '@sandbox/api/bookings.handlers';
import { API_BODY_LIMIT_BYTES, createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';

// create-request over real HTTP, as dev and preview serve it: the largest request the portal can
// send (the four people of the cabin, three files of 2 MB each, and the refund's two buyer
// documents) must reach the handler whole, and the sandbox's body limit must sit above it.

const overHttp = sandboxOverHttp();
const { call } = overHttp;
const path = '/api/v1/create-request/create-request';

/** One PDF of the largest size allowed, as base64: reused for every file, so building the body is cheap. */
const largestPdf = (() => {
  const bytes = Buffer.alloc(MAX_BOOKING_FILE_BYTES, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes.toString('base64');
})();

function largestRefund(): string {
  const file = (name: string) => ({ name, type: 'application/pdf', binary: largestPdf });
  const people = ['1020304101', '43876512', '1020987654', '1021456789'].map((documentNumber) => ({
    documentType: 'PT',
    documentNumber,
    process: 3,
    status: 14,
    motive: 1,
    reasonType: 'calamidadDomestica',
    files: [file('incapacidad'), file('historia-clinica'), file('soporte')],
  }));
  return JSON.stringify({
    buyer: { documentType: 'CC', documentNumber: '1020304101', identityDocument: file('cedula'), bankCertification: file('certificado-bancario') },
    reservations: [{ reservationCode: 'RVA-2026-031401', observation: 'Calamidad doméstica de toda la familia.', people }],
  });
}

const post = (base: string, body: string) =>
  call(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }, body });

describe('sandbox bookings over HTTP: large bodies', () => {
  it('takes the largest request for the largest reservation (about 37 MB) and files all four people', { timeout: 30_000 }, async () => {
    const base = await overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [] }));
    const body = largestRefund();
    expect(Buffer.byteLength(body)).toBeGreaterThan(30_000_000);
    expect(Buffer.byteLength(body)).toBeLessThan(API_BODY_LIMIT_BYTES);
    const answer = await post(base, body);
    expect(answer.status).toBe(200);
    const { data } = JSON.parse(answer.body) as { data: { uploadedDocuments: { documentNumber: string }[] } };
    expect(data.uploadedDocuments.map((entry) => entry.documentNumber)).toEqual(['1020304101', '43876512', '1020987654', '1021456789']);
  });

  it('has a limit of 64 MiB, above what the portal can send', () => {
    expect(API_BODY_LIMIT_BYTES).toBe(64 * 1024 * 1024);
  });

  it('answers 413 (no business code) for a body declared larger than the limit', async () => {
    const body = JSON.stringify({ buyer: { documentType: 'CC', documentNumber: '1020304101' }, reservations: [], padding: 'x'.repeat(1000) });
    const limit = Buffer.byteLength(body);
    const base = await overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [], apiBodyLimitBytes: limit - 1 }));
    const refused = await post(base, body);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({ error: 'payload-too-large', message: expect.stringContaining(String(limit - 1)) as unknown as string });
  });

  it('lets a body of exactly the limit reach the handler', async () => {
    const body = JSON.stringify({ buyer: { documentType: 'CC', documentNumber: '1020304101' }, reservations: [] });
    const base = await overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [], apiBodyLimitBytes: Buffer.byteLength(body) }));
    const answer = await post(base, body);
    // The handler's own 400 (no reservations), not the limit's 413.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ responseCode: 400 });
  });
});
