// @vitest-environment node
// The sandbox app and its identity provider over real HTTP, signed in with Node's own fetch.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/api-contract/contract.mjs';
import type { Contract } from '../../scripts/api-contract/contract.d.mts';
import { runCheckApi } from '@test/support/check-api';
import { setSandboxReading, type SandboxReading } from '@sandbox/api/sandbox-reading';
import { maria, sandboxAppOverHttp, signIn } from '@test/support/sandbox/identity-provider-flow';

// `npm run check:api` against the sandbox (docs/api/README.md, 'Checking a backend'), in both of
// its readings (docs/sandbox.md, 'SANDBOX_READING'): every call fits, and the reading is named.

const start = sandboxAppOverHttp();
let contract: Contract;
let folder = '';

beforeAll(async () => {
  contract = await loadContract();
  folder = await mkdtemp(path.join(tmpdir(), 'check-api-'));
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const check = (args: readonly string[]) => runCheckApi(contract, args);

/** The sandbox in one reading, María signed in through its provider, her token in a file. */
async function sandboxSignedIn(reading: SandboxReading) {
  const origin = await start();
  setSandboxReading(reading);
  const { tokens } = await signIn(origin, maria);
  const tokenFile = path.join(folder, `token-${reading}`);
  await writeFile(tokenFile, `${tokens.access_token}\n`);
  return { origin, token: tokens.access_token, tokenFile };
}

const secretsOf = (token: string) => [token, maria.documentNumber, ...maria.beneficiaries.map((b) => b.documentNumber)];

describe('check:api against the sandbox', () => {
  it.each([
    ['body', 'Lectura: códigos en el cuerpo; listas sueltas'],
    ['mirrored', 'Lectura: códigos reflejados en el estado HTTP; listas anidadas en data'],
  ] as const)('SANDBOX_READING=%s: every read-only call fits, exit 0, and the reading is named', async (reading, line) => {
    const { origin, token, tokenFile } = await sandboxSignedIn(reading);
    const { exitCode, out, err } = await check(['--api', `${origin}/`, '--token-file', tokenFile]);
    expect(err).toBe('');
    expect(out).toContain('Resumen: 15 cumplen, 0 no cumplen, 10 omitidas (de 25 operaciones)');
    expect(out).toContain(line);
    expect(out).toContain('Resultado: todas las respuestas cumplen el contrato.');
    expect(out).not.toMatch(/^✗/m);
    expect(exitCode).toBe(0);
    for (const secret of secretsOf(token)) expect(out).not.toContain(secret);
    expect(out).toContain('idNumber=••••••••23');
    // The sandbox's page says the same.
    expect(await (await fetch(`${origin}/sandbox`)).text()).toContain(`<code data-lectura="${reading}">${reading}</code>`);
  });

  it('the JSON report: stable keys, each call with its readings, no token nor document in full', async () => {
    const { origin, token, tokenFile } = await sandboxSignedIn('mirrored');
    const { exitCode, out } = await check(['--api', origin, '--token-file', tokenFile, '--json']);
    expect(exitCode).toBe(0);
    const report = JSON.parse(out) as {
      ok: boolean;
      document: string;
      reading: unknown;
      summary: unknown;
      calls: { operationId: string; outcome: string; status: number | null; readings: string[] }[];
    };
    expect(report).toMatchObject({ ok: true, document: 'CC:••••••••23', reading: { code: 'mirrored', lists: 'nested' } });
    expect(report.summary).toEqual({ valid: 15, invalid: 0, skipped: 10, total: 25 });
    expect(report.calls.find((call) => call.operationId === 'getPaymentInformation')).toMatchObject({ status: 404, outcome: 'valid' });
    expect(report.calls.find((call) => call.operationId === 'getBeneficiaries')?.readings).toContain('list-nested');
    for (const secret of secretsOf(token)) expect(out).not.toContain(secret);
  });

  it('without a token: the calls that need a session are skipped, saying why', async () => {
    const origin = await start();
    const { exitCode, out } = await check(['--api', origin]);
    expect(exitCode).toBe(0);
    expect(out).toContain('Resumen: 5 cumplen, 0 no cumplen, 20 omitidas (de 25 operaciones)');
    expect(out).toMatch(/^– GET {2}\/api\/v1\/manage\/people\/users\/user {2}--- {2}omitida: exige una sesión: pasa --token-file/m);
  });

  it.each([
    ['body', 'Lectura: códigos en el cuerpo; listas sueltas'],
    ['mirrored', 'Lectura: códigos reflejados en el estado HTTP; listas anidadas en data'],
  ] as const)('SANDBOX_READING=%s, --writes: the calls that change something too, with the test person, and they fit', async (reading, line) => {
    const { origin, tokenFile } = await sandboxSignedIn(reading);
    const { exitCode, out } = await check(['--api', origin, '--token-file', tokenFile, '--writes']);
    expect(out).toMatch(/^✓ PUT {2}\/api\/v1\/manage\/people\/users\/\S+ {2}200 {2}válida/m);
    expect(out).toMatch(/^✓ GET {2}\/api\/v1\/certifications\/afiliado\/sin-beneficiarios\?tipoDoc=CC&numDoc=••••••••23 {2}200 {2}válida/m);
    expect(out).toContain('omitida: la persona de prueba no tiene pagos pendientes que pagar (findPendingPayments)');
    // create-request's 400 (the reservation is not hers) is a refusal, not a reading.
    expect(out).toMatch(/^✓ POST \/api\/v1\/create-request\/create-request {2}400 {2}válida/m);
    expect(out).toContain(line);
    expect(exitCode).toBe(0);
  });

  it('--writes with a payer: the payment session it opens is the one whose status it then asks', async () => {
    const origin = await start();
    setSandboxReading('mirrored');
    const { exitCode, out } = await check(['--api', origin, '--document', 'CC:1017234567', '--writes']);
    expect(out).toMatch(/^✓ POST \/api\/pagos\/getUrlPlaceToPay {2}200 {2}válida/m);
    expect(out).toMatch(/^✓ GET {2}\/api\/pagos\/information\?requestId=100001 {2}200 {2}válida/m);
    expect(out).toContain('Lectura: códigos reflejados en el estado HTTP; listas anidadas en data');
    expect(out).not.toContain('1017234567');
    expect(exitCode).toBe(0);
  });
});
