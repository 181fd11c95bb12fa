import { describe, expect, it } from 'vitest';
import { businessCode, mirroredStatus } from '@sandbox/api/answer-reading';
import { resetSandboxState, sandboxState } from '@sandbox/api/sandbox-state';
import { parseSandboxReading, sandboxReading, SANDBOX_READINGS, setSandboxReading } from '@sandbox/api/sandbox-reading';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { renderSandboxHomePage } from '@sandbox/server/sandbox-home-page';
import { readSandboxReading } from '@sandbox/vite-plugin';
import { callsAsPersona } from '@test/support/sandbox/persona-calls';

// The sandbox's second reading (docs/sandbox.md, 'SANDBOX_READING'): the same handlers, each
// business code that is an HTTP status mirrored in the status, each list and document nested.

const call = callsAsPersona<'GET' | 'POST'>('http://localhost/api');

/** The same call in both readings. */
async function inBothReadings(run: () => ReturnType<typeof call>) {
  setSandboxReading('body');
  const body = await run();
  setSandboxReading('mirrored');
  const mirrored = await run();
  return { body, mirrored };
}

describe('SANDBOX_READING: the switch', () => {
  it('is body unless mirrored is named; anything else is refused, by the sandbox and by the plugin alike', () => {
    for (const [value, reading] of [[undefined, 'body'], ['', 'body'], [' body ', 'body'], ['mirrored', 'mirrored']] as const) {
      expect(parseSandboxReading(value)).toBe(reading);
      expect(readSandboxReading({ SANDBOX_READING: value })).toBe(reading);
    }
    for (const value of ['Mirrored', 'reflejada', 'status', '1']) {
      expect(() => parseSandboxReading(value)).toThrow(`SANDBOX_READING=${value} no es una lectura del sandbox`);
      expect(() => readSandboxReading({ SANDBOX_READING: value })).toThrow(`SANDBOX_READING=${value} no es una lectura del sandbox`);
    }
    expect(SANDBOX_READINGS).toEqual(['body', 'mirrored']);
  });

  it('is set by createSandboxApp({ reading }), goes back to body with the state reset, and the sandbox page names it', () => {
    createSandboxApp({ origin: () => 'http://localhost:5173' });
    expect(sandboxReading()).toBe('body');
    createSandboxApp({ origin: () => 'http://localhost:5173', reading: 'mirrored' });
    expect(sandboxReading()).toBe('mirrored');
    expect(renderSandboxHomePage(sandboxReading())).toContain('<code data-lectura="mirrored">mirrored</code>');
    resetSandboxState();
    expect(sandboxReading()).toBe('body');
    expect(renderSandboxHomePage(sandboxReading())).toContain('códigos de negocio en el cuerpo');
  });

  it('mirrors final HTTP statuses only: never 1xx, 204, 3xx, 401', () => {
    expect([0, 200, 1, 18, 101, 103, 204, 301, 401, 700].map((code) => mirroredStatus(code, 200))).toEqual(Array(10).fill(200));
    expect([202, 400, 403, 404, 409, 422, 500].map((code) => mirroredStatus(code, 200))).toEqual([202, 400, 403, 404, 409, 422, 500]);
    expect(mirroredStatus(null, 500)).toBe(500);
    expect(businessCode({ data: { code: ' 404 ' } })).toBe(404);
    expect(businessCode({ code: 'OK', responseCode: 500 })).toBeNull();
  });
});

describe('SANDBOX_READING=mirrored: business codes in the HTTP status', () => {
  it.each([
    ['an unknown worker (404)', 'v1/certifications/afiliado/sin-beneficiarios?tipoDoc=CC&numDoc=1', 404],
    ['José without e-mail (422)', 'v1/certifications/afiliado/sin-beneficiarios?tipoDoc=CE&numDoc=4567123', 422],
    ['the unexpected code (500)', 'v1/certifications/afiliado/sin-beneficiarios?tipoDoc=CC&numDoc=999000500', 500],
    ['no purchases (202)', 'v1/show-booking/customer-purchases?documentType=CC&documentNumber=1', 202],
    ['an unknown payment session (data.code 404)', 'pagos/information?requestId=83412', 404],
  ])('%s', async (_name, path, status) => {
    const { body, mirrored } = await inBothReadings(() => call(null, 'GET', path));
    expect(mirrored.status).toBe(status);
    expect(businessCode(mirrored.body)).toBe(status);
    expect(mirrored.body).toEqual(body.body);
  });

  it('keeps HTTP 200 for codes that are no HTTP status (18) and for successes', async () => {
    const { mirrored } = await inBothReadings(() => call(null, 'GET', 'v1/certifications/beneficiario?tipoDoc=CC&numDoc=1'));
    expect(mirrored).toMatchObject({ status: 200, body: { data: { code: 18 } } });
    expect((await call('maria', 'GET', 'v1/certifications/cuota-monetaria')).status).toBe(200);
  });

  it('leaves the 401 of a missing token alone', async () => {
    setSandboxReading('mirrored');
    expect(await call(null, 'GET', 'v1/manage/people/users/user?idType=CC&idNumber=1037600123')).toMatchObject({
      status: 401,
      body: { error: 'unauthorized' },
    });
  });
});

describe('SANDBOX_READING=mirrored: lists, records and documents in their nested shape', () => {
  it('nests the beneficiaries, the record and the monetary quota', async () => {
    const beneficiaries = await inBothReadings(() => call('maria', 'GET', 'v1/certifications/certificates/getDataBeneficiary'));
    expect(beneficiaries.mirrored.body.data).toEqual({ beneficiaries: beneficiaries.body.body.data });

    const user = await inBothReadings(() => call('maria', 'GET', 'v1/manage/people/users/user?idType=CC&idNumber=1037600123'));
    expect(user.mirrored.body.data).toEqual([user.body.body.data]);

    const quota = await inBothReadings(() => call('maria', 'GET', 'v1/certifications/cuota-monetaria'));
    expect(quota.mirrored.body).toEqual({ code: 0, description: null, data: quota.body.body.detail });
  });

  it('nests the pending payments and the purchases', async () => {
    const pending = await inBothReadings(() => call(null, 'GET', 'pagos/consulta?tipoIdenteficacion=CC&numeroIdentificacion=1017234567'));
    expect(pending.body.body.pagos).toHaveLength(3);
    expect(pending.mirrored.body).toEqual({ message: pending.body.body.message, data: { message: pending.body.body.message, pagos: pending.body.body.pagos } });

    const purchases = await inBothReadings(() => call(null, 'GET', 'v1/show-booking/customer-purchases?documentType=CC&documentNumber=1020304101'));
    expect(purchases.mirrored.body.data).toEqual({ purchases: purchases.body.body.data });
  });

  it("moves the payment's detail to the top level and names the frequent-questions PDF", async () => {
    setSandboxReading('mirrored');
    const faq = await call(null, 'GET', 'pagos/consultarPreguntasFrecuentes');
    expect(faq.body.data).toMatchObject({ name: 'Preguntas frecuentes sobre pagos en línea', binary: expect.stringMatching(/^JVBERi0/) as unknown });
    const information = await call(null, 'GET', 'pagos/information?requestId=100000');
    expect(information.status).toBe(200);
    expect(information.body).toMatchObject({ error: false, data: { code: 0 }, detail: { requestId: 100000 } });
    expect(information.body.data).not.toHaveProperty('detail');
  });

  it('shapes a recorded answer once, and records the status sent (José has no e-mail: 404)', async () => {
    setSandboxReading('mirrored');
    const pending = await call(null, 'GET', 'pagos/consulta?tipoIdenteficacion=CE&numeroIdentificacion=4567123');
    const rows = (pending.body.data as { pagos: { referenciaPago: string; descripcion: string; valor: unknown }[] }).pagos;
    const pagos = rows.map((row) => ({ referencia: row.referenciaPago, valor: row.valor, descripcion: row.descripcion }));
    const body = { tipoDocumento: 'CE', numeroDocumento: '4567123', pagos, userAgent: 'Prueba', ipClient: '', paymentMethod: '' };
    const answer = await call(null, 'POST', 'pagos/getUrlPlaceToPay', body);
    expect(answer).toMatchObject({ status: 404, body: { status: 'FAILED', code: '404' } });
    expect(answer.body).not.toHaveProperty('data');
    expect(sandboxState.lastPaymentRequest()).toMatchObject({ status: 404, outcome: 'no-email' });
  });
});
