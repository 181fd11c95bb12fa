// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesUnder, misplacedTests, wholeFolders } from '@test/support/test-paths';

// Every unit and integration test's path mirrors its source (the rule and its forms:
// test/support/test-paths.ts), proven first on fed paths, then on the repository.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const sources = [
  'src/domain/shared/dates.rules.ts',
  'src/infrastructure/identity/oidc-identity.adapter.ts',
  'src/presentation/app/session/require-sign-in.tsx',
  'src/startup.tsx',
  'scripts/find-chromium.mjs',
  'scripts/bench/gates.mjs',
  'public/start-after-first-paint.js',
  'test/support/setup/contract-guard.ts',
];

describe('misplacedTests', () => {
  it.each([
    ['a source', 'test/unit/domain/shared/dates.rules.test.ts'],
    ['an aspect of a source', 'test/integration/infrastructure/identity/oidc-identity.adapter.login.test.ts'],
    ['a folder working together', 'test/integration/presentation/app/session.api-refused.test.tsx'],
    ['a source at the root of src', 'test/integration/startup.first-screen.test.tsx'],
    ['a script', 'test/unit/scripts/find-chromium.test.ts'],
    ['a script in a folder, in the scripts\u2019 one folder of tests', 'test/unit/scripts/bench-gates.test.ts'],
    ['a script the page loads', 'test/integration/public/start-after-first-paint.test.ts'],
    ['a test helper', 'test/integration/support/setup/contract-guard.test.ts'],
  ])('accepts a test of %s (%s)', (_, test) => {
    expect(misplacedTests([test], sources)).toEqual([]);
  });

  it.each([
    ['a name its source does not have', 'test/unit/domain/shared/dates.test.ts'],
    ['an aspect before the source\u2019s own suffix', 'test/integration/infrastructure/identity/oidc-identity.login.test.ts'],
    ['a folder src does not have', 'test/integration/presentation/app/sessions.api-refused.test.tsx'],
    ['the right name in another folder', 'test/unit/domain/dates.rules.test.ts'],
    ['a script in a folder of tests of its own', 'test/unit/scripts/bench/gates.test.ts'],
    ['a folder of src as a script', 'test/unit/scripts/startup.test.ts'],
  ])('reports a test with %s (%s)', (_, test) => {
    expect(misplacedTests([test], sources)).toEqual([expect.stringContaining(`${test}: no `)]);
  });

  it('leaves alone the tests of whole folders and the tests that are not unit or integration ones', () => {
    const others = [...wholeFolders.map(({ folder }) => `${folder}anything.test.ts`), 'test/e2e/anything.spec.ts', 'test/lint/anything.test.ts'];
    expect(misplacedTests(others, sources)).toEqual([]);
  });
});

describe('the repository', () => {
  it('has every unit and integration test where its source is', () => {
    const tests = [...filesUnder(repoRoot, 'test/unit'), ...filesUnder(repoRoot, 'test/integration')];
    const sourceFiles = [...filesUnder(repoRoot, 'src'), ...filesUnder(repoRoot, 'scripts'), ...filesUnder(repoRoot, 'public'), ...filesUnder(repoRoot, 'test/support')];
    expect(tests.length).toBeGreaterThan(100);
    expect(misplacedTests(tests, sourceFiles)).toEqual([]);
  });
});
