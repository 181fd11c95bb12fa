// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/generate-api-types.mjs: the wire types in src/infrastructure/api/shared/wire are what the
// contract (docs/api) gives, and `--check` (run first by `npm run typecheck`) fails, naming the file,
// as soon as a schema changes without them being generated again.

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const script = join(repoRoot, 'scripts/generate-api-types.mjs');

interface Run {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

function generate(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: repoRoot, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ exitCode: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

// A copy of docs/api and the wire types generated from it: the second test does not depend on
// whether the repository's own files are up to date, which the first one checks.
let copy: string;
let paths: string[];
beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'api-types-'));
  await cp(join(repoRoot, 'docs/api'), join(copy, 'api'), { recursive: true });
  paths = ['--contract', join(copy, 'api'), '--out', join(copy, 'wire')];
  expect((await generate(paths)).exitCode).toBe(0);
}, 60_000);
afterAll(() => rm(copy, { recursive: true, force: true }));

describe('generate-api-types --check', () => {
  it('passes on the repository: the checked-in wire types are the contract’s', async () => {
    const run = await generate(['--check']);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
  }, 60_000);

  it('fails naming the stale file when a schema gains a field, and passes once the types are generated again', async () => {
    const payments = join(copy, 'api/schemas/payments.yaml');
    const text = await readFile(payments, 'utf8');
    const amount = "Amount:\n  type: object\n  required: [total]\n  properties:\n";
    expect(text).toContain(amount);
    expect((await generate(['--check', ...paths])).exitCode).toBe(0);
    await writeFile(payments, text.replace(amount, `${amount}    cuotas:\n      type: integer\n`));

    const stale = await generate(['--check', ...paths]);
    expect(stale.exitCode).toBe(1);
    expect(stale.stderr).toMatch(/payments\.model\.ts is stale/);
    expect(stale.stderr.trim().split('\n')).toHaveLength(1);
    expect(await readFile(join(copy, 'wire/payments.model.ts'), 'utf8')).not.toContain('cuotas');

    expect((await generate(paths)).exitCode).toBe(0);
    expect(await readFile(join(copy, 'wire/payments.model.ts'), 'utf8')).toMatch(/export type Amount = \{\n {2}cuotas\?: number;/);
    expect((await generate(['--check', ...paths])).exitCode).toBe(0);
  }, 120_000);
});
