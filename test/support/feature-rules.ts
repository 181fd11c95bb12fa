import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The feature rules' cases as the feature-rules tests run them against the real eslint.config.js:
// each snippet is linted as if it lived at the given path, a forbidden one must fail with the named
// rule and a fragment of its message, an allowed one must lint clean.

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint | undefined;
/** The repository's ESLint, made once per test file. */
export const repoEslint = (): ESLint => (eslint ??= new ESLint({ cwd: repoRoot }));

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await repoEslint().lintText(code, { filePath, warnIgnored: true });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

/** A module that imports each specifier and uses what it imports, so only an import rule can object. */
export const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as imported${index} from '${specifier}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, index) => `imported${index}`).join(', ')}];\n`;

interface Forbidden {
  readonly file: string;
  readonly code: string;
  /** The rule that must catch it, and a fragment of its message. */
  readonly rule: string;
  readonly reason: string;
}

interface Allowed {
  readonly file: string;
  readonly code: string;
}

/** A rule's cases: each forbidden snippet with the rule that catches it, each allowed one by name. */
export interface RuleTable {
  readonly forbidden: Record<string, Forbidden>;
  readonly allowed: Record<string, Allowed>;
}

export const ZONES = 'local/feature-zones';
export const IMPORTS = 'no-restricted-imports';
export const SYNTAX = 'no-restricted-syntax';
export const NAMES = 'local/file-names';

const errorsOf = (messages: Linter.LintMessage[], rule: string) =>
  messages.filter((message) => message.ruleId === rule && message.severity === 2).map((message) => message.message);

/** Runs each table's cases: its paths are linted, not ignored; each forbidden case fails, each allowed one passes. */
export function describeRuleTables(tables: [title: string, table: RuleTable][]): void {
  // The first lint loads the TypeScript parser and the import resolver: seconds on a busy machine.
  beforeAll(async () => {
    await repoEslint().lintText('export {};\n', { filePath: 'src/domain/shared/warm-up.rules.ts' });
  }, 60_000);

  describe.each(tables)('%s (eslint.config.js)', (_title, { forbidden, allowed }) => {
    it('lints these virtual paths rather than ignoring them', async () => {
      for (const { file } of [...Object.values(forbidden), ...Object.values(allowed)]) {
        expect(await repoEslint().isPathIgnored(file), file).toBe(false);
      }
    });

    it.each(Object.entries(forbidden))('fails: %s', async (_name, { file, code: snippet, rule, reason }) => {
      const errors = errorsOf(await lint(file, snippet), rule);
      expect(errors.join('\n'), `${rule} on ${file}`).toContain(reason);
    });

    it.each(Object.entries(allowed))('passes: %s', async (_name, { file, code: snippet }) => {
      const messages = await lint(file, snippet);
      expect(messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`)).toEqual([]);
    });
  });
}
