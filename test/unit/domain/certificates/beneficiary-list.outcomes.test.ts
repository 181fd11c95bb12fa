import { describe, expect, it } from 'vitest';
import { beneficiaryListOutcome } from '@/domain/certificates/beneficiary-list.outcomes';

describe('beneficiaryListOutcome (getDataBeneficiary, spec sections 4 and 8)', () => {
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
    expect(beneficiaryListOutcome(code)).toBe(outcome);
  });
});
