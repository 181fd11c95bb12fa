// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createdTests, generated } from '../../../scripts/new/check-generator.mjs';

describe('the generator check', () => {
  it('runs the tests the command lists as created, and nothing else it lists', () => {
    const output = [
      'Created 3 files:',
      '  + src/domain/loans/loans.outcomes.ts',
      '  + test/unit/application/loans/load-loans.use-case.test.ts',
      '  + test/integration/presentation/loans/creditos/loans.page.test.tsx',
      'Edited 1 files:',
      '  ~ test/support/fault-matrix/rows/certificates.rows.ts',
      '  1. test/unit/elsewhere.test.ts',
    ].join('\n');
    expect(createdTests(output)).toEqual(['test/unit/application/loans/load-loans.use-case.test.ts', 'test/integration/presentation/loans/creditos/loans.page.test.tsx']);
  });

  it('generates a flow in an existing feature and a new feature', () => {
    expect(generated.flow.slice(0, 2)).toEqual(['flow', 'certificates']);
    expect(generated.feature[0]).toBe('feature');
  });
});
