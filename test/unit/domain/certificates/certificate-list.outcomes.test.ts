import { describe, expect, it } from 'vitest';
import { certificateListOutcomes, certificateListOutcome } from '@/domain/certificates/certificate-list.outcomes';

describe('certificateListOutcomes (listarCertificados, the contract’s `listCertificates`)', () => {
  it('the table holds exactly the contract’s row; any other code is a system error', () => {
    expect(certificateListOutcomes.rows).toEqual({ 200: 'listed' });
    expect(certificateListOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'listed'],
    [0, 'systemError'],
    [201, 'systemError'],
    [404, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(certificateListOutcomes.outcomeOf(code)).toBe(outcome);
    expect(certificateListOutcome(code)).toBe(outcome);
  });
});
