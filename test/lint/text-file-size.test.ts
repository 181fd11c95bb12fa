// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxFileLines } from '../../eslint-rules/file-size.mjs';

// No tracked text file over the line limit (eslint-rules/file-size.mjs), for the files ESLint's
// max-lines does not hold: the docs, the API contract, JSON, CSS, HTML, nginx templates, the scripts'
// .d.mts types and whatever ESLint ignores. Which files ESLint holds is asked of the real
// eslint.config.js, so a file it stops checking, or checks with a looser limit, falls to this test.
// Proven first on fed files, then on `git ls-files`.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Exempt from the limit, each for its reason:
 * - package-lock.json is written by npm, never by hand; its length is the dependency tree's.
 * - sandbox/data/*.json are reference data copied verbatim from their publisher (profile-divipola.json
 *   is DANE's DIVIPOLA, its `source` field says where from); splitting them would only hide that.
 */
const exempt: readonly RegExp[] = [/^package-lock\.json$/, /^sandbox\/data\/[^/]+\.json$/];

/** A file's lines as ESLint's max-lines counts them: a final line break ends the last line, not a new one. */
function lineCount(text: string): number {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.length;
}

/** Text by git's own test: no NUL byte in the first 8000 bytes (a PDF or an image has one). */
const isText = (bytes: Buffer) => !bytes.subarray(0, 8000).includes(0);

/** Whether ESLint's max-lines, at the limit or stricter, holds `path` in the real configuration. */
async function eslintHolds(eslint: ESLint, path: string): Promise<boolean> {
  if (await eslint.isPathIgnored(path)) return false;
  const config = (await eslint.calculateConfigForFile(path)) as Linter.Config | undefined;
  const rule = config?.rules?.['max-lines'];
  if (!Array.isArray(rule)) return false;
  const [severity, options] = rule as [Linter.RuleSeverity, { max?: number } | undefined];
  return (severity === 2 || severity === 'error') && (options?.max ?? Infinity) <= maxFileLines;
}

/** Each file of `paths` neither ESLint nor an exemption covers whose text runs over the limit, as `path: N lines`. */
async function oversized(eslint: ESLint, paths: readonly string[], read: (path: string) => Buffer | null): Promise<string[]> {
  const offenders: string[] = [];
  for (const path of paths) {
    if (exempt.some((pattern) => pattern.test(path))) continue;
    const bytes = read(path);
    if (bytes === null || !isText(bytes)) continue;
    const lines = lineCount(bytes.toString('utf8'));
    if (lines > maxFileLines && !(await eslintHolds(eslint, path))) offenders.push(`${path}: ${lines} lines`);
  }
  return offenders;
}

let eslint: ESLint;

// Loading eslint.config.js brings the TypeScript parser and the import resolver: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.calculateConfigForFile('src/domain/shared/warm-up.rules.ts');
}, 60_000);

/** `count` numbered lines, each ending with a line break. */
const linesOf = (count: number) => Buffer.from(Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n') + '\n');

describe('the line limit of the files ESLint does not check', () => {
  it('counts lines as max-lines does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\r\nb\r\n\n')).toBe(3);
    expect(lineCount('')).toBe(1);
  });

  it('lists a doc, a contract file, a .d.mts and an ignored fixture one line over the limit, with the count, and none at it', async () => {
    const files: Record<string, Buffer> = {
      'docs/long.md': linesOf(maxFileLines + 1),
      'docs/api/schemas/long.yaml': linesOf(maxFileLines + 1),
      'scripts/long.d.mts': linesOf(maxFileLines + 1),
      'test/lint/fixtures/long/a.ts': linesOf(maxFileLines + 1),
      'docs/at-the-limit.md': linesOf(maxFileLines),
      'nginx/at-the-limit.conf': linesOf(maxFileLines),
    };
    expect(await oversized(eslint, Object.keys(files), (path) => files[path] ?? null)).toEqual([
      `docs/long.md: ${maxFileLines + 1} lines`,
      `docs/api/schemas/long.yaml: ${maxFileLines + 1} lines`,
      `scripts/long.d.mts: ${maxFileLines + 1} lines`,
      `test/lint/fixtures/long/a.ts: ${maxFileLines + 1} lines`,
    ]);
  }, 30_000);

  it("leaves to ESLint the files its max-lines holds, and skips the exempt files and binary ones", async () => {
    const files: Record<string, Buffer> = {
      'src/domain/shared/long.rules.ts': linesOf(maxFileLines + 1),
      'scripts/long.mjs': linesOf(maxFileLines + 1),
      'package-lock.json': linesOf(maxFileLines * 3),
      'sandbox/data/places.json': linesOf(maxFileLines * 3),
      'docs/long.pdf': Buffer.concat([Buffer.from([0]), linesOf(maxFileLines + 1)]),
    };
    expect(await oversized(eslint, Object.keys(files), (path) => files[path] ?? null)).toEqual([]);
    // The same JSON outside sandbox/data is held to the limit.
    const config = { 'public/long.json': linesOf(maxFileLines + 1) };
    expect(await oversized(eslint, Object.keys(config), (path) => config[path as keyof typeof config] ?? null)).toEqual([
      `public/long.json: ${maxFileLines + 1} lines`,
    ]);
  }, 30_000);

  it('holds every tracked text file of the repository', async () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(tracked).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/api/openapi.yaml', 'package-lock.json']));
    // A tracked file someone is deleting in the working tree has no text to count.
    const read = (path: string) => (existsSync(join(repoRoot, path)) ? readFileSync(join(repoRoot, path)) : null);
    expect(await oversized(eslint, tracked, read)).toEqual([]);
  }, 60_000);
});
