import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../scripts/api-contract/contract.mjs';
import type { Contract } from '../../../scripts/api-contract/contract.d.mts';
import { parseCommand } from '../../../scripts/check-api/options.mjs';
import { runCheckApi } from '@test/support/check-api';
import { startDivergentApi, type DivergentApi } from '@test/support/divergent-api';

// `npm run check:api` against a backend that is wrong on purpose (test/support/divergent-api.ts):
// each mismatch reported on its call's line with its pointer and what the contract expected, the
// time-out and the refused token said plainly, exit 1; no write without --writes; and neither the
// token nor the document ever printed in full.

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.token-secreto-de-prueba.firma';
const DOCUMENT = 'CC:52987654321';

let contract: Contract;
let folder = '';
let api: DivergentApi | null = null;

beforeAll(async () => {
  contract = await loadContract();
  folder = await mkdtemp(path.join(tmpdir(), 'check-api-divergent-'));
}, 60_000);

afterEach(async () => {
  await api?.close();
  api = null;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const check = (args: readonly string[]) => runCheckApi(contract, args);

/** The line of the call to this path (with its query or none). */
const lineOf = (out: string, path: string) => out.split('\n').find((line) => line.includes(` ${path}?`) || line.includes(` ${path}  `)) ?? '';

async function checkDivergent(extra: readonly string[] = []) {
  api = await startDivergentApi();
  const tokenFile = path.join(folder, 'token');
  await writeFile(tokenFile, TOKEN);
  return check(['--api', api.origin, '--document', DOCUMENT, '--token-file', tokenFile, '--timeout', '300', ...extra]);
}

describe('check:api against a divergent backend', () => {
  it('reports each mismatch precisely on its line, and exits 1', async () => {
    const { exitCode, out } = await checkDivergent();
    expect(lineOf(out, '/api/v1/certifications/listarCertificados')).toMatch(/^✗ GET {2}\S+ {2}200 {2}\/data\/0: se esperaba la propiedad obligatoria "role" {2}\(\d+ ms\)$/);
    expect(lineOf(out, '/api/pagos/consulta')).toMatch(/ {2}200 {2}\/pagos\/0\/valor\/total: se esperaba number {2}\(\d+ ms\)$/);
    expect(lineOf(out, '/api/pagos/consultarPreguntasFrecuentes')).toMatch(/ {2}200 {2}\(cuerpo\): no es JSON \(text\/html\): se esperaba un objeto JSON/);
    expect(lineOf(out, '/api/pagos/information')).toMatch(
      / {2}207 {2}\(cuerpo\): se esperaba un estado HTTP de los que lista el contrato \(200, 401, 4XX, 5XX\)/,
    );
    expect(lineOf(out, '/api/v1/certifications/cuota-monetaria')).toMatch(
      / {2}200 {2}\/code: se esperaba uno de los códigos que nombra el contrato \(0, 1, 101\) {2}\(\d+ ms\)$/,
    );
    expect(lineOf(out, '/api/v1/show-booking/customer-purchases')).toMatch(/ {2}--- {2}sin respuesta en 300 ms \(tiempo máximo agotado\)/);
    expect(lineOf(out, '/api/v1/manage/people/users/user')).toMatch(
      / {2}401 {2}401: el servidor rechazó el token de --token-file \(vencido, revocado o de otro emisor\); pide uno nuevo/,
    );
    expect(out).toContain('Resumen: 0 cumplen, 14 no cumplen, 11 omitidas (de 25 operaciones)');
    expect(out).toContain('Resultado: 14 respuestas no cumplen el contrato.');
    expect(out).toContain('Lectura: códigos sin determinar (ninguna respuesta trajo un código de error); listas sin determinar');
    expect(exitCode).toBe(1);
  });

  it('the JSON report names each outcome with stable keys', async () => {
    const { exitCode, out } = await checkDivergent(['--json']);
    expect(exitCode).toBe(1);
    const report = JSON.parse(out) as { ok: boolean; calls: { operationId: string; outcome: string; pointer?: string; expected?: string }[] };
    const call = (operationId: string) => report.calls.find((entry) => entry.operationId === operationId);
    expect(report.ok).toBe(false);
    expect(call('listCertificates')).toMatchObject({ outcome: 'invalid', pointer: '/data/0', expected: 'required property "role"' });
    expect(call('findPendingPayments')).toMatchObject({ outcome: 'invalid', pointer: '/pagos/0/valor/total', expected: 'number' });
    expect(call('getFrequentQuestions')).toMatchObject({ outcome: 'not-json', pointer: '' });
    expect(call('getMonetaryQuota')).toMatchObject({ outcome: 'invalid', pointer: '/code', expected: 'one of the codes the contract names: 0, 1, 101' });
    expect(call('findCustomerPurchases')).toMatchObject({ outcome: 'timeout' });
    expect(call('getUser')).toMatchObject({ outcome: 'token-refused' });
    expect(call('requestPayment')).toMatchObject({ outcome: 'skipped' });
  });

  it('without --writes no call that changes something reaches the backend', async () => {
    await checkDivergent();
    const reached = api?.received.map((request) => request.url.split('?', 1)[0]) ?? [];
    expect(reached).toHaveLength(14);
    for (const write of ['/afiliado/sin-beneficiarios', '/beneficiario', '/fosfec', '/sendCertificateByEmail', '/certificateSchool', '/defunction', '/send-document', '/getUrlPlaceToPay', '/create-request']) {
      expect(reached.filter((url) => url?.includes(write))).toEqual([]);
    }
    expect(api?.received.filter((request) => request.method !== 'GET').map((request) => request.url)).toEqual([
      '/api/v1/certifications/certificates/downloadable',
    ]);
  });

  it('never prints the token or the whole document number, in either output', async () => {
    for (const extra of [[], ['--json'], ['--writes'], ['--writes', '--json']]) {
      const { out, err } = await checkDivergent(extra);
      for (const text of [out, err]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain('token-secreto');
        expect(text).not.toContain('52987654321');
      }
      expect(out).toContain('•••••••••21');
      // The token did reach the backend, as a bearer, and the document in the queries.
      expect(api?.received.some((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
      expect(api?.received.some((request) => request.url.includes('numeroIdentificacion=52987654321'))).toBe(true);
      await api?.close();
      api = null;
    }
  });

  it('a connection refused is reported per call; a bad command exits 2', async () => {
    const closed = await startDivergentApi();
    await closed.close();
    const { exitCode, out } = await check(['--api', closed.origin]);
    expect(lineOf(out, '/api/v1/certifications/listarCertificados')).toMatch(/ {2}--- {2}falló la conexión \(ECONNREFUSED\)/);
    expect(exitCode).toBe(1);
    expect(await check(['--document', 'CC-123', '--api', closed.origin])).toMatchObject({ exitCode: 2, err: expect.stringContaining('--document se escribe TIPO:NÚMERO') as unknown });
    expect(parseCommand(['--api', 'https://staging.example.org/fondo/', '--timeout=500'])).toEqual({
      kind: 'run',
      options: { api: 'https://staging.example.org/fondo', tokenFile: null, document: { type: 'CC', number: '1037600123' }, writes: false, json: false, timeoutMs: 500 },
    });
    expect(parseCommand([]).kind).toBe('error');
    expect(parseCommand(['--api', 'ftp://x']).kind).toBe('error');
  });
});
