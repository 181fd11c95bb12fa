import { describe, expect, it } from 'vitest';
import { monetaryQuotaOutcomes, monetaryQuotaOutcome } from '@/domain/certificates/monetary-quota.outcomes';
import { contractExamples } from '@test/support/contract-examples';

describe('monetaryQuotaOutcomes (cuota-monetaria: the beneficiary list codes, the contract’s `getMonetaryQuota`)', () => {
  it('the table holds exactly the contract’s rows; any other code is errorConsulta', () => {
    expect(monetaryQuotaOutcomes.rows).toEqual({ 0: 'loaded', 1: 'titularSinBeneficiarios', 101: 'titularRetirado' });
    expect(monetaryQuotaOutcomes.otherwise).toBe('errorConsulta');
  });

  it("each of the contract's examples is a row of the table, and each row has one", () => {
    const examples = contractExamples('getMonetaryQuota');
    for (const { name, code } of examples) expect(code !== null && Object.hasOwn(monetaryQuotaOutcomes.rows, code), name).toBe(true);
    expect(new Set(examples.map(({ code }) => code))).toEqual(new Set([0, 1, 101]));
  });

  it.each([
    [0, 'loaded'],
    [1, 'titularSinBeneficiarios'],
    [101, 'titularRetirado'],
    [2, 'errorConsulta'],
    [200, 'errorConsulta'],
    [422, 'errorConsulta'],
    [null, 'errorConsulta'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(monetaryQuotaOutcomes.outcomeOf(code)).toBe(outcome);
    expect(monetaryQuotaOutcome(code)).toBe(outcome);
  });
});
