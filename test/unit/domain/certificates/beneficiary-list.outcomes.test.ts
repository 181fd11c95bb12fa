import { describe, expect, it } from 'vitest';
import { beneficiaryListOutcomes, beneficiaryListOutcome } from '@/domain/certificates/beneficiary-list.outcomes';

describe('beneficiaryListOutcomes (getDataBeneficiary, the contract’s `getBeneficiaries`)', () => {
  it('the table holds exactly the contract’s rows; any other code is errorConsulta', () => {
    expect(beneficiaryListOutcomes.rows).toEqual({ 0: 'listed', 1: 'titularSinBeneficiarios', 101: 'titularRetirado' });
    expect(beneficiaryListOutcomes.otherwise).toBe('errorConsulta');
  });

  it.each([
    [0, 'listed'],
    [1, 'titularSinBeneficiarios'],
    [101, 'titularRetirado'],
    [2, 'errorConsulta'],
    [100, 'errorConsulta'],
    [200, 'errorConsulta'],
    [422, 'errorConsulta'],
    [500, 'errorConsulta'],
    [-1, 'errorConsulta'],
    [null, 'errorConsulta'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(beneficiaryListOutcomes.outcomeOf(code)).toBe(outcome);
    expect(beneficiaryListOutcome(code)).toBe(outcome);
  });
});
