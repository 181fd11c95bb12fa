// The generator cannot drift from the template: in a scratch copy of the repository's HEAD (a shared
// `git clone` with node_modules linked, never the working tree), `npm run new` writes one flow in an
// existing feature and one new feature, then lint (ESLint and knip), the wire types' check, both
// typechecks, the template's fitness test, the module-file, fault-matrix, test-path, doc-path and API
// contract tests and every test the generator wrote must pass. Then a person's edits give each flow a
// code of its own and a field of its answer (fill-notice.mjs, fill-field.mjs): only the files they name
// change, and the typecheck and the flows' tests, as generated, pass again. Exits non-zero naming the step
// that failed. Run by scripts/test-all.mjs after the unit and integration tests; `--keep` leaves the copy in
// place to look at.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { field, fillField } from './fill-field.mjs';
import { fillNotice, notice } from './fill-notice.mjs';
import { namesOf } from './names.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What the check generates: a flow in the model flow's feature, with its own path and title, and a
 * feature no one will add for real, with the defaults.
 */
export const generated = {
  flow: ['flow', 'certificates', 'consulta-generada', 'generated-check', '--path=/api/v1/generated/consulta', '--title=Consulta generada de prueba'],
  feature: ['feature', 'generatorcheck'],
};

/**
 * The tests that run on the generated tree beside the generated ones: those whose verdict the generated
 * files change (the template, the test paths, the docs' paths, the module files' names, the fault matrix's
 * rows, the API contract against the gateways and the outcome tables, the tests that count its
 * operations). The lazy-loading tests of test/integration/modules run on the real tree in `npm test`.
 */
const fixedTests = [
  'test/lint/flow-template.test.ts',
  'test/lint/test-paths.test.ts',
  'test/lint/doc-paths.test.ts',
  'test/lint/openapi-contract.test.ts',
  'test/unit/scripts/api-contract-contract.test.ts',
  'test/sandbox/api-docs.http.test.ts',
  'test/sandbox/contract-answers-coverage.test.ts',
  'test/integration/modules/feature-module-files.test.ts',
  'test/integration/fault-matrix',
];

/** The test files an output of `npm run new` lists as created (`  + test/....test.ts`). */
export function createdTests(output) {
  return output
    .split('\n')
    .map((line) => /^\s+\+ (test\/\S+\.test\.tsx?)$/.exec(line)?.[1])
    .filter((path) => path !== undefined);
}

function step(name, command, args, cwd) {
  process.stdout.write(`\n== ${name}: ${[command === process.execPath ? 'node' : command, ...args].join(' ')}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✘ generator check failed at step '${name}' (${seconds} s)\n`);
    return null;
  }
  process.stdout.write(`-- ${name}: ok in ${seconds} s\n`);
  return result.stdout ?? '';
}

function check(scratch) {
  const node = process.execPath;
  const bin = (path) => join(scratch, 'node_modules', path);
  if (step('copy HEAD', 'git', ['clone', '--quiet', '--shared', root, scratch], root) === null) return false;
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  const tests = [];
  for (const args of Object.values(generated)) {
    const output = step(`npm run new -- ${args.join(' ')}`, node, ['scripts/new.mjs', ...args], scratch);
    if (output === null) return false;
    const written = createdTests(output);
    tests.push(...written);
    if (written.length === 0) {
      process.stderr.write(`\n✘ generator check failed: 'npm run new -- ${args.join(' ')}' listed no test it wrote\n`);
      return false;
    }
  }

  // The same flow again is refused, and the refusal writes nothing.
  const status = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: scratch, encoding: 'utf8' }).stdout;
  const before = status();
  const again = spawnSync(node, ['scripts/new.mjs', ...generated.flow], { cwd: scratch, encoding: 'utf8' });
  if (again.status !== 1 || !again.stderr.includes('Refused, nothing written') || status() !== before) {
    process.stderr.write(`\n✘ generator check failed at step 'refusal': the same flow again must be refused and change nothing\n${again.stderr}`);
    return false;
  }
  process.stdout.write(`\n-- refusal: ok (${again.stderr.trim()})\n`);

  const steps = [
    ['eslint', [bin('eslint/bin/eslint.js'), '.']],
    ['knip', [bin('knip/bin/knip.js')]],
    ['api types', ['scripts/generate-api-types.mjs', '--check']],
    ['typecheck (tsconfig.json)', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
    ['typecheck (tsconfig.node.json)', [bin('typescript/bin/tsc'), '-p', 'tsconfig.node.json', '--noEmit']],
    ['fitness, module, fault-matrix, contract and generated tests', [bin('vitest/vitest.mjs'), 'run', ...fixedTests, ...tests]],
  ];
  if (!steps.every(([name, args]) => step(name, node, args, scratch) !== null)) return false;
  return fillsAsAPerson(scratch, tests);
}

/** The wire types `npm run api:types` writes from the contract: generated, never edited by hand. */
const wireTypes = 'src/infrastructure/api/shared/wire/';

/**
 * A person gives each generated flow, the one in an existing feature and the new feature's, a code of its own
 * (fill-notice.mjs) and then a field of its answer (fill-field.mjs, then `npm run api:types`): only the files
 * each names change, besides the generated wire types, and the typecheck and the flows' tests, unchanged, pass
 * again.
 */
function fillsAsAPerson(scratch, tests) {
  const git = (...args) => spawnSync('git', ['-c', 'user.name=generator check', '-c', 'user.email=check@localhost', ...args], { cwd: scratch, encoding: 'utf8' }).stdout;
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '-m', 'generated');
  const [, feature, slug, name] = generated.flow;
  const words = Object.fromEntries(generated.flow.slice(4).map((option) => option.slice(2).split('=')).map(([key, value]) => [key === 'path' ? 'apiPath' : key, value]));
  const [, key] = generated.feature;
  const flows = [
    [namesOf({ feature, slug, name, ...words }), `${feature}-${name}`],
    [namesOf({ feature: key, slug: key, name: key }), key],
  ];
  const fills = [
    [`a code of its own (${notice.code})`, fillNotice],
    [`a field of its answer (${field.name})`, fillField],
  ];
  for (const [n, dataFile] of flows) {
    const byHand = new Set();
    for (const [what, fill] of fills) {
      const filled = fill(scratch, n, { dataFile });
      if (fill === fillField) spawnSync(process.execPath, ['scripts/generate-api-types.mjs'], { cwd: scratch, encoding: 'utf8' });
      const changed = git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).map((line) => line.slice(3)).filter((path) => !path.startsWith(wireTypes)).sort();
      if (JSON.stringify(changed) !== JSON.stringify([...filled].sort())) {
        process.stderr.write(`\n✘ generator check failed at step '${n.feature}: ${what}': changed ${changed.join(', ')}\n`);
        return false;
      }
      for (const path of filled) byHand.add(path);
      process.stdout.write(`\n-- ${n.feature}: ${what}, by hand in ${filled.join(', ')}\n`);
      git('add', '--all');
      git('commit', '--quiet', '--no-verify', '-m', `${n.feature}: ${what}`);
    }
    process.stdout.write(`-- ${n.feature}: ${byHand.size} files by hand in all\n`);
  }
  const bin = (path) => join(scratch, 'node_modules', path);
  return [
    ['typecheck after the edits', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
    ["the flows' tests, unchanged, after the edits", [bin('vitest/vitest.mjs'), 'run', 'test/lint/openapi-contract.test.ts', 'test/integration/fault-matrix', ...tests]],
  ].every(([title, args]) => step(title, process.execPath, args, scratch) !== null);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scratch = join(mkdtempSync(join(tmpdir(), 'new-flow-check-')), 'repo');
  const ok = check(scratch);
  if (process.argv.includes('--keep')) process.stdout.write(`\nThe copy stays at ${scratch}\n`);
  else rmSync(dirname(scratch), { recursive: true, force: true });
  process.stdout.write(ok ? '\n✔ generator check: every step passed\n' : '');
  process.exitCode = ok ? 0 : 1;
}
