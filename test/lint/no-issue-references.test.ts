// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIssueReference } from '../../eslint-rules/no-issue-references.js';

// Proof of `comments/no-issue-references` in the real eslint.config.js: a comment that points at an
// issue number, a numbered item or point, or a work session fails; one that states the reason
// itself, and a string literal with the same words, pass. The Markdown docs are not linted by
// ESLint, so the second part scans docs/**/*.md and README.md with the rule's own patterns.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'comments/no-issue-references';
let eslint: ESLint;

// The first lint loads the parsers and plugins of the whole config: done once here, not in a test.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: 'src/domain/shared/warm-up.rules.ts', warnIgnored: true });
}, 60_000);

async function ruleErrors(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((message) => message.ruleId === RULE && message.severity === 2);
}

// The numbers and words the rule looks for, kept apart in this file so that a search of the tree for
// issue references finds none here.
const n3 = 3;
const n6 = 6;
const n16 = 16;
const del = 'del';
// The outside document's word, kept apart too: the allowed examples below cite it by section.
const sp = 'spec';

const forbidden: Record<string, { file: string; code: string; found: string }> = {
  'an issue number in a line comment (src)': {
    file: 'src/domain/payments/payment.rules.ts',
    code: `// Rounded down (issue ${n16}).\nexport const value = 1;\n`,
    found: `'issue ${n16}'`,
  },
  'an issue number with # in a block comment (scripts)': {
    file: 'scripts/size-report.mjs',
    code: '/* See Issue #12 for the reason. */\nexport const value = 1;\n',
    found: "'Issue #12'",
  },
  'a numbered item in JSDoc (sandbox)': {
    file: 'sandbox/data/payments.ts',
    code: `/**\n * The seeded payers (item ${n6}).\n */\nexport const value = 1;\n`,
    found: `'item ${n6}'`,
  },
  'a numbered point (config file)': {
    file: 'vite.config.ts',
    code: `// Required by punto ${n3}.\nexport const value = 1;\n`,
    found: `'punto ${n3}'`,
  },
  'a work session (a React component)': {
    file: 'src/presentation/home/home-banner.tsx',
    code: `// Added in the sesión ${del} 26 de noviembre.\nexport const value = 1;\n`,
    found: `'sesión ${del}'`,
  },
};

const allowed: Record<string, { file: string; code: string }> = {
  'a comment that states the reason itself': {
    file: 'src/domain/payments/payment.rules.ts',
    code: `// Rounded down: the fund never charges a fraction of a peso (${sp} section 5).\nexport const value = 1;\n`,
  },
  'the same words in a string literal, not a comment': {
    file: 'sandbox/identity/messages.ts',
    code: `export const text = 'Cerraste la sesión ${del} portal: issue ${n16}, item ${n6}, punto ${n3}.';\n`,
  },
  'an ADR or a numbered section of a document': {
    file: 'scripts/size-report.mjs',
    code: `// The build served as production does (ADR 0018; ${sp} sections 2 and 4).\nexport const value = 1;\n`,
  },
};

describe('comments/no-issue-references (eslint.config.js)', () => {
  it.each(Object.entries(forbidden))('fails: %s', async (_name, { file, code, found }) => {
    const errors = await ruleErrors(file, code);
    expect(errors.map((error) => error.message).join('\n'), file).toContain(found);
  });

  it.each(Object.entries(allowed))('passes: %s', async (_name, { file, code }) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });

  it.each(['src/startup.tsx', 'scripts/bench-lighthouse.mjs', 'sandbox/vite-plugin.ts', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'])(
    'is configured for %s',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
      expect(config.rules[RULE]).toEqual([2]);
    },
  );
});

// ADR files may keep their dated status line ("- Status: accepted (2026-11-22)"); nothing else.
const ADR_STATUS = /^- Status: /;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Lines of `text` that refer to an issue, a numbered item or point, or a work session. */
function referencesIn(text: string, isAdr: boolean): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !(isAdr && ADR_STATUS.test(line)))
    .flatMap(({ line, number }) => {
      const found = findIssueReference(line);
      return found ? [`${number}: ${found.match}`] : [];
    });
}

describe('docs/**/*.md and README.md refer to no issue, numbered item or work session', () => {
  it('fails on such a reference and passes on prose that states the reason', () => {
    expect(referencesIn(`The ${sp} asks for it.\nSee issue ${n16} for why.\n`, false)).toEqual([`2: issue ${n16}`]);
    expect(referencesIn(`Measured after the sesión ${del} 25 de noviembre.`, false)).toEqual([`1: sesión ${del}`]);
    expect(referencesIn('The first screen paints before any script runs, so nothing shifts.', false)).toEqual([]);
  });

  it('allows only the dated status line of an ADR', () => {
    expect(referencesIn(`# 0001 — Title\n\n- Status: accepted (issue ${n16})\n`, true)).toEqual([]);
    expect(referencesIn(`# Title\n\n- Status: accepted (issue ${n16})\n`, false)).toEqual([`3: issue ${n16}`]);
  });

  const files = [...markdownFiles(join(repoRoot, 'docs')), join(repoRoot, 'README.md')];
  it.each(files.map((file) => [relative(repoRoot, file), file]))('%s', (name, file) => {
    expect(referencesIn(readFileSync(file, 'utf8'), name.startsWith('docs/adr/'))).toEqual([]);
  });
});
