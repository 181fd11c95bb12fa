import { describe, expect, it } from 'vitest';
import { failureLines, playwrightFailures, vitestFailures } from '../../../scripts/test-failures.mjs';

describe('test-failures: the end of `npm test` names what failed', () => {
  it('vitest: each failed test with its file and first message line, and files that failed to run', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/unit/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a › breaks', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'] },
          ],
        },
        { name: '/repo/test/unit/b.test.ts', status: 'failed', message: 'Error: Cannot find module ./c', assertionResults: [] },
        { name: '/repo/test/unit/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'ok' }] },
      ],
    };

    expect(vitestFailures(report, '/repo')).toEqual([
      { where: 'test/unit/a.test.ts › a › breaks', why: 'AssertionError: expected 1 to be 2' },
      { where: 'test/unit/b.test.ts', why: 'Error: Cannot find module ./c' },
    ]);
  });

  it('Playwright: unexpected and flaky tests with project, line and describe titles; errors outside tests', () => {
    const spec = (title: string, line: number, status: string, message?: string) => ({
      title,
      line,
      file: 'pagos.spec.ts',
      tests: [{ projectName: 'telefono', status, results: [{ status: message ? 'failed' : 'passed', error: message ? { message } : undefined }] }],
    });
    const report = {
      suites: [
        {
          title: 'pagos.spec.ts',
          file: 'pagos.spec.ts',
          specs: [],
          suites: [{ title: 'pagos en línea', file: 'pagos.spec.ts', specs: [spec('paga', 10, 'unexpected', 'Error: timeout\nmore'), spec('lista', 20, 'expected'), spec('reintenta', 30, 'flaky', 'Error: once')] }],
        },
      ],
      errors: [{ message: 'Error: web server exited' }],
    };

    expect(playwrightFailures(report)).toEqual([
      { where: '[telefono] pagos.spec.ts:10 › pagos en línea › paga', why: 'Error: timeout' },
      { where: '[telefono] pagos.spec.ts:30 › pagos en línea › reintenta', why: 'Error: once' },
      { where: 'fuera de las pruebas', why: 'Error: web server exited' },
    ]);
  });

  it('a missing or empty report gives no failures, and a long list is cut with a count', () => {
    expect(vitestFailures(null)).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
    const many = Array.from({ length: 4 }, (_, i) => ({ where: `t${i}`, why: i === 0 ? '' : 'x' }));
    expect(failureLines(many, 2)).toEqual(['  ✗ t0', '  ✗ t1\n      x', '  … y 2 más']);
  });
});
