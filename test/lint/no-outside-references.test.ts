// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOutsideReferences } from '../../eslint-rules/no-outside-references.js';

// Proof of `comments/no-outside-references` in the real eslint.config.js: a comment, a JSDoc, a string or
// a template literal (a test title) that points at a document outside the repository fails, in every
// kind of linted file; one that cites the contract, an ADR or a feature doc, a qualified standard, a
// Playwright file name and the word as code pass. README.md and docs/ are not linted by ESLint, so the
// second part scans them (Markdown and the contract's YAML) with the rule's own patterns.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'comments/no-outside-references';
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

// The words the rule looks for, kept apart in this file so that a search of the tree for references
// to the outside document finds none here.
const sp = 'spec';
const Sp = 'Spec';
const sect = '§';
const up = '..';
const folder = `${up}/shared/${sp}/portal-${sp}.md`;

const forbidden: Record<string, { file: string; code: string; found: string }> = {
  'a numbered section in a line comment (src)': {
    file: 'src/domain/payments/payment.rules.ts',
    code: `// Rounded down: the fund never charges a fraction of a peso (${sp} section 5).\nexport const value = 1;\n`,
    found: `'${sp} section 5'`,
  },
  'several numbered sections in a JSDoc (src, a component)': {
    file: 'src/presentation/home/home-banner.tsx',
    code: `/**\n * The home's doors (${sp} sections 2 and\n * 6).\n */\nexport const value = 1;\n`,
    found: `'${sp} sections 2'`,
  },
  'the path of the outside file in a block comment (scripts)': {
    file: 'scripts/size-report.mjs',
    code: `/* The limits come from ${folder}. */\nexport const value = 1;\n`,
    found: `'${up}/shared/${sp}'`,
  },
  'the outside document by its article in a JSDoc (sandbox)': {
    file: 'sandbox/data/payments.ts',
    code: `/**\n * The seeded payers, as the ${sp}'s table lists them.\n */\nexport const value = 1;\n`,
    found: `'the ${sp}'s'`,
  },
  'a section sign as a citation (config file)': {
    file: 'vite.config.ts',
    code: `// Served as production serves it (${sect} 9).\nexport const value = 1;\n`,
    found: `'${sect} 9'`,
  },
  'a section sign after the word (eslint-rules)': {
    file: 'eslint-rules/feature-zones.js',
    code: `// Features import only themselves (${sp} ${sect}2).\nexport const value = 1;\n`,
    found: `'${sp} ${sect}2'`,
  },
  'the outside document in a test title (test)': {
    file: 'test/unit/domain/payments/payment.rules.test.ts',
    code: `import { it } from 'vitest';\nit('rounds down as the ${sp} asks', () => {});\n`,
    found: `'the ${sp}'`,
  },
  'a section in a template-literal test title (test)': {
    file: 'test/e2e/payments.spec.ts',
    code: `import { test } from '@playwright/test';\nconst n = 4;\ntest(\`the result screen (${sp} section 4, step \${n})\`, () => {});\n`,
    found: `'${sp} section 4'`,
  },
  'a parenthesised citation of the word (src)': {
    file: 'src/presentation/shared/components/choice-row.tsx',
    code: `/** At least 44 px high (${sp}: touch targets). */\nexport const value = 1;\n`,
    found: `a citation of an outside document ('${sp}')`,
  },
  'the capitalised word as a citation (src)': {
    file: 'src/presentation/subsidies/subsidios/subsidies.messages.ts',
    code: `export const m = {\n  /** ${Sp}, 'Subsidy cards'. */\n  requirement: 'Este subsidio requiere',\n};\n`,
    found: `'${Sp},'`,
  },
  'the product document by name (scripts)': {
    file: 'scripts/test-all.mjs',
    code: `// Every flow of the product ${sp} is covered.\nexport const value = 1;\n`,
    found: `'product ${sp}'`,
  },
  'the file name of the outside document in a string (sandbox)': {
    file: 'sandbox/vite-plugin.ts',
    code: `export const source = 'See portal-${sp}.md for the answers.';\n`,
    found: `'portal-${sp}'`,
  },
};

const allowed: Record<string, { file: string; code: string }> = {
  'a comment that cites the contract and the feature doc': {
    file: 'src/domain/payments/payment-request.outcomes.ts',
    code: "// POST /api/pagos/getUrlPlaceToPay (the contract's `requestPayment`; docs/payments.md).\nexport const value = 1;\n",
  },
  'a pointer into the contract and an ADR': {
    file: 'src/domain/payments/payment.rules.ts',
    code: '// docs/api/openapi.yaml#/paths/~1api~1pagos~1getUrlPlaceToPay, read as ADR 0013 says.\nexport const value = 1;\n',
  },
  'a qualified standard, and its own section': {
    file: 'src/infrastructure/identity/token-endpoint.adapter.ts',
    code: `// As the HTML ${sp} and the WebDriver ${sp} say; the WHATWG ${sp}'s rule; RFC 6749 ${sect}5.2 errors are 400s; RFC 9700 ${sect}2.1, ${sect}4.1.\nexport const value = 1;\n`,
  },
  'Playwright file names and specs as test files': {
    file: 'scripts/test-all.mjs',
    code: `// Runs every ${sp} of its project; test/e2e/first-frame.${sp}.ts compares them, and that ${sp} file alone.\nexport const files = ['session-timeout.${sp}.ts', 'e2e/${sp}s'];\n`,
  },
  'the word as code': {
    file: 'test/unit/scripts/test-failures.test.ts',
    code: `const ${sp} = { title: 'a', line: 1 };\nexport const where = \`\${${sp}.title}:\${${sp}.line}\`;\n`,
  },
  'an in-repo relative path through a shared folder': {
    file: 'test/lint/feature-rules.test.ts',
    code: "export const paths = ['../shared/money.rules', '../shared/signed-in/signed-in-certificate.page'];\n",
  },
};

describe('comments/no-outside-references (eslint.config.js)', () => {
  it.each(Object.entries(forbidden))('fails: %s', async (_name, { file, code, found }) => {
    const errors = await ruleErrors(file, code);
    expect(errors.map((error) => error.message).join('\n'), file).toContain(found);
  });

  it.each(Object.entries(allowed))('passes: %s', async (_name, { file, code }) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });

  it.each([
    'src/startup.tsx',
    'src/infrastructure/api/payments/axios-payments.gateway.ts',
    'scripts/bench-lighthouse.mjs',
    'sandbox/vite-plugin.ts',
    'test/e2e/first-frame.spec.ts',
    'eslint-rules/no-outside-references.js',
    'eslint.config.js',
    'vite.config.ts',
    'playwright.config.ts',
  ])('is configured for %s', async (file) => {
    const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
    expect(config.rules[RULE]).toEqual([2]);
  });
});

function docFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(path);
    return /\.(md|ya?ml)$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: match` for each reference to an outside document in `text`. */
function referencesIn(name: string, text: string): string[] {
  return findOutsideReferences(text).map(({ line, match }) => `${name}:${line}: ${match}`);
}

describe('README.md and docs/ (Markdown and YAML) refer to no document outside the repository', () => {
  it('fails naming the file and line, across a line break too, and passes prose that cites the repository', () => {
    const text = `# Payments\n\nThe rule (${sp} section 5).\nAs the\n${sp} says; see ${folder}.\n`;
    expect(referencesIn('docs/payments.md', text)).toEqual([
      `docs/payments.md:3: ${sp} section 5`,
      `docs/payments.md:4: the ${sp}`,
      `docs/payments.md:5: ${up}/shared/${sp}`,
      `docs/payments.md:5: portal-${sp}`,
    ]);
    const cited = "The amount is in pesos (the contract's `requestPayment`; ADR 0013); the WebDriver " + `${sp} and test/e2e/x.${sp}.ts.`;
    expect(referencesIn('docs/payments.md', cited)).toEqual([]);
  });

  const files = [...docFiles(join(repoRoot, 'docs')), join(repoRoot, 'README.md')];
  it.each(files.map((file) => [relative(repoRoot, file), file]))('%s', (name, file) => {
    expect(referencesIn(name, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
