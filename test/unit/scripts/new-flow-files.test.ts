// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { repository } from '@test/support/repository-tree';
import { planFeature, planFlow } from '../../../scripts/new/generate.mjs';

// What a generated flow writes beyond its code: the tests of each level and the docs, read from the
// plans over the repository as it is (a plan writes nothing). scripts/new/check-generator.mjs runs them.

const repo = repository;
const flowPlan = () => planFlow(repo, { feature: 'certificates', slug: 'consulta-nueva', name: 'new-query' });

describe('npm run new: the outcome table’s test', () => {
  it('is created beside the domain tests, naming the table, its one row and its reading', () => {
    const test = flowPlan().created['test/unit/domain/certificates/new-query.outcomes.test.ts'] ?? '';
    expect(test).toContain("import { newQueryOutcome, newQueryOutcomes } from '@/domain/certificates/new-query.outcomes';");
    expect(test).toContain("expect(newQueryOutcomes.rows).toEqual({ 0: 'loaded' });");
    expect(test).toContain("expect(newQueryOutcomes.otherwise).toBe('systemError');");
    expect(test).toContain("expect(newQueryOutcome(0, null)).toBe('systemError');");
    expect(Object.keys(planFeature(repo, { feature: 'loans' }).created)).toContain('test/unit/domain/loans/loans.outcomes.test.ts');
  });
});
