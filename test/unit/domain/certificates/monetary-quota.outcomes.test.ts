import { describe, expect, it } from 'vitest';
import { monetaryQuotaOutcomes, monetaryQuotaOutcome } from '@/domain/certificates/monetary-quota.outcomes';

describe('monetaryQuotaOutcomes (cuota-monetaria: the beneficiary list codes, spec sections 7 and 8)', () => {
  it('the table holds exactly the spec rows; any other code is errorConsulta', () => {
    expect(monetaryQuotaOutcomes.rows).toEqual({ 0: 'loaded', 1: 'titularSinBeneficiarios', 101: 'titularRetirado' });
    expect(monetaryQuotaOutcomes.otherwise).toBe('errorConsulta');
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
