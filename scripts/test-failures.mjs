// The failed tests of a vitest or Playwright JSON report, as short lines for the end of `npm test`.
// CI shows only the last lines of a run: without these, a failure far up in vitest's output reads
// as a bare "1 failed" and the run has to be repeated to learn which test it was.

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- colours from the reporters would garble a plain log
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

const clip = (text, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const relative = (path, root) => (root && path.startsWith(root) ? path.slice(root.length).replace(/^[\\/]/, '') : path);

/** Failed tests and files that failed to run, from vitest's JSON reporter. */
export function vitestFailures(report, root = '') {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(file.name ?? '', root);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({ where: `${name} › ${test.fullName ?? test.title}`, why: clip(firstLine(test.failureMessages?.[0])) });
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ where: name, why: clip(firstLine(file.message)) });
    }
  }
  return failures;
}

function* playwrightSpecs(suite, titles) {
  // The outermost suite of each file is titled with the file's name, which the line already shows.
  const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: path, file: spec.file ?? suite.file };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

/** Tests whose outcome was unexpected or flaky, and errors outside tests, from Playwright's JSON reporter. */
export function playwrightFailures(report) {
  const failures = [];
  for (const suite of report?.suites ?? []) {
    for (const { spec, titles, file } of playwrightSpecs(suite, [])) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const error = failed?.error?.message ?? failed?.errors?.[0]?.message;
        const title = [...titles, spec.title].join(' › ');
        failures.push({ where: `[${test.projectName}] ${file}:${spec.line} › ${title}`, why: clip(firstLine(error)) });
      }
    }
  }
  for (const error of report?.errors ?? []) {
    failures.push({ where: 'fuera de las pruebas', why: clip(firstLine(error.message)) });
  }
  return failures;
}

/** One line per failure, at most `limit` of them, and how many were left out. */
export function failureLines(failures, limit = 15) {
  const lines = failures.slice(0, limit).map(({ where, why }) => `  ✗ ${where}${why ? `\n      ${why}` : ''}`);
  if (failures.length > limit) lines.push(`  … y ${failures.length - limit} más`);
  return lines;
}
