// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxFileLines } from '../../eslint-rules/file-size.mjs';

// Proof that the real eslint.config.js refuses a file over the line limit in every part of the tree.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// The first lint loads the TypeScript parser and the import resolver: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: 'src/domain/shared/warm-up.rules.ts' });
}, 60_000);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

/** A valid module of exactly `lines` lines. */
const moduleOf = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `export const value${index} = ${index};`).join('\n') + '\n';

const maxLinesErrors = (messages: Linter.LintMessage[]) => messages.filter((message) => message.ruleId === 'max-lines');

describe('the file-size limit', () => {
  it.each([
    'src/domain/shared/x.rules.ts',
    'src/presentation/shared/components/x.tsx',
    'sandbox/api/x.handlers.ts',
    'scripts/x.mjs',
    'test/unit/domain/x.test.ts',
  ])('refuses a file one line over the limit at %s, and accepts one at the limit', async (file) => {
    const over = await lint(file, moduleOf(maxFileLines + 1));
    expect(maxLinesErrors(over)).toHaveLength(1);
    expect(maxLinesErrors(over)[0]?.severity).toBe(2);
    const at = await lint(file, moduleOf(maxFileLines));
    expect(maxLinesErrors(at)).toEqual([]);
  }, 30_000);
});
