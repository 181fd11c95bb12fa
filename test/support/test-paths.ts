import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Where a unit or integration test lives: its path mirrors the path of what it tests, so a source's
// tests are found from its name and a test's subject from its path.
//
//   test/<level>/<path>.test.ts(x)            src/<path>.ts(x)
//   test/<level>/<path>.<aspect>.test.ts(x)   the same source, one aspect of it in a file of its own
//   test/<level>/<folder>.<aspect>.test.ts(x) src/<folder>/, the files of a folder working together
//   test/unit/scripts/<dir>-<name>.test.ts    scripts/<dir>/<name>.mjs (the scripts' tests keep one folder)
//   test/<level>/public/<path>.test.ts        public/<path>.js (a script the page loads as it is)
//   test/<level>/support/<path>.test.ts       test/support/<path>.ts(x) (a test helper's own checks)
//
// <level> is unit or integration. Browser, engine, sandbox and lint tests are named for what a
// person does or for the rule they hold, and are not checked.

/** Folders whose tests check many sources wired together, none of them the subject alone. */
export const wholeFolders: readonly { folder: string; why: string }[] = [
  { folder: 'test/integration/modules/', why: 'the container modules bound together, as the app builds its container' },
  { folder: 'test/integration/fault-matrix/', why: 'every gateway call against every fault the transport can meet' },
];

const levels = /^test\/(unit|integration)\/(.+)\.test\.tsx?$/;

/** Where the test's subject lives, and the extensions a file there may have. */
function subjectRoot(rest: string): { root: string; path: string; extensions: readonly string[]; flat: boolean } {
  if (rest.startsWith('scripts/')) return { root: 'scripts/', path: rest.slice('scripts/'.length), extensions: ['.mjs'], flat: true };
  if (rest.startsWith('public/')) return { root: 'public/', path: rest.slice('public/'.length), extensions: ['.js'], flat: false };
  if (rest.startsWith('support/')) return { root: 'test/support/', path: rest.slice('support/'.length), extensions: ['.ts', '.tsx'], flat: false };
  return { root: 'src/', path: rest, extensions: ['.ts', '.tsx'], flat: false };
}

/** The folders that hold the given files, each with its trailing slash. */
function foldersOf(files: ReadonlySet<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end++) folders.add(`${parts.slice(0, end).join('/')}/`);
  }
  return folders;
}

/**
 * The tests among `testFiles` (repository paths with '/') whose path names no file of
 * `sourceFiles`, each with why; empty when every test mirrors its source.
 */
export function misplacedTests(testFiles: readonly string[], sourceFiles: readonly string[]): string[] {
  const sources = new Set(sourceFiles);
  const folders = foldersOf(sources);
  // scripts/bench/gates.mjs is 'bench-gates' in the scripts' one folder of tests.
  const flatScripts = new Set(
    sourceFiles.filter((file) => file.startsWith('scripts/') && file.endsWith('.mjs')).map((file) => file.slice('scripts/'.length, -'.mjs'.length).replaceAll('/', '-')),
  );
  const misplaced: string[] = [];
  for (const test of testFiles) {
    const match = levels.exec(test);
    if (!match || wholeFolders.some(({ folder }) => test.startsWith(folder))) continue;
    const { root, path, extensions, flat } = subjectRoot(match[2]!);
    const slash = path.lastIndexOf('/');
    const folder = path.slice(0, slash + 1);
    const parts = path.slice(slash + 1).split('.');
    const named = parts.some((_, index) => {
      const stem = folder + parts.slice(0, index + 1).join('.');
      if (flat) return flatScripts.has(stem);
      return extensions.some((extension) => sources.has(root + stem + extension)) || (root === 'src/' && folders.has(`${root}${stem}/`));
    });
    if (!named) {
      const subject = flat ? `scripts/…/*.mjs whose path, '/' written '-', is ${parts[0]}` : `${root}${folder}${parts[0]}… (file or folder)`;
      misplaced.push(`${test}: no ${subject} for it to mirror`);
    }
  }
  return misplaced;
}

/** Every file under `folder` of the repository at `root`, as repository paths with '/'. */
export function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
