// @vitest-environment node
// `npm run sandbox:token` against the sandbox app and its identity provider over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fetchSandboxToken } from '../../scripts/sandbox-token.mjs';
import { maria, sandboxAppOverHttp } from '@test/support/sandbox/identity-provider-flow';

const run = promisify(execFile);
const script = path.resolve('scripts/sandbox-token.mjs');
const start = sandboxAppOverHttp();
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sandbox-token-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const userUrl = (origin: string) => `${origin}/api/v1/manage/people/users/user?idType=${maria.documentType}&idNumber=${maria.documentNumber}`;

describe('sandbox:token', () => {
  it("gives María's access token, which the sandbox's API accepts as hers", async () => {
    const origin = await start();
    const token = await fetchSandboxToken({ origin, document: `${maria.documentType}:${maria.documentNumber}`, password: maria.password });
    const answer = await fetch(userUrl(origin), { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain(maria.email);
  });

  it('refuses a wrong password, naming the step', async () => {
    const origin = await start();
    await expect(fetchSandboxToken({ origin, document: `${maria.documentType}:${maria.documentNumber}`, password: 'otra' })).rejects.toThrow(
      /El ingreso \(¿documento o contraseña incorrectos\?\)/,
    );
  });

  it('the command writes the token to --out (mode 600) and prints none of it', async () => {
    const origin = await start();
    const out = path.join(folder, 'token.txt');
    const { stdout, stderr } = await run(process.execPath, [script, '--origin', origin, '--out', out]);
    const token = (await readFile(out, 'utf8')).trim();
    expect(token.length).toBeGreaterThan(20);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect(stdout).toBe('');
    expect(stderr).not.toContain(token);
  });
});
