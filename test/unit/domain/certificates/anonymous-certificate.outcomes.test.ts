import { describe, expect, it } from 'vitest';
import { anonymousCertificateOutcomes, anonymousCertificateOutcome } from '@/domain/certificates/anonymous-certificate.outcomes';

describe('anonymous certificate outcome tables (certificates without sign-in, as the contract answers them)', () => {
  it('each table holds exactly the contract’s rows; any other code is a system error', () => {
    expect(anonymousCertificateOutcomes.worker.rows).toEqual({ 200: 'generated', 422: 'notGenerated', 404: 'notFound' });
    expect(anonymousCertificateOutcomes.beneficiary.rows).toEqual({
      0: 'generated',
      18: 'notFound',
      103: 'notFound',
      422: 'notGenerated',
    });
    expect(anonymousCertificateOutcomes.fosfec.rows).toEqual({ 0: 'generated', 2: 'notFound', 422: 'notGenerated' });
    for (const table of Object.values(anonymousCertificateOutcomes)) expect(table.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'generated'],
    [422, 'notGenerated'],
    [404, 'notFound'],
    [0, 'systemError'],
    [500, 'systemError'],
    [18, 'systemError'],
    [null, 'systemError'],
  ] as const)('worker: code %s -> %s', (code, outcome) => {
    expect(anonymousCertificateOutcomes.worker.outcomeOf(code)).toBe(outcome);
    expect(anonymousCertificateOutcome(code, 'worker')).toBe(outcome);
  });

  it.each([
    [0, 'generated'],
    [18, 'notFound'],
    [103, 'notFound'],
    [422, 'notGenerated'],
    [200, 'systemError'],
    [404, 'systemError'],
    [2, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('beneficiary: code %s -> %s', (code, outcome) => {
    expect(anonymousCertificateOutcomes.beneficiary.outcomeOf(code)).toBe(outcome);
    expect(anonymousCertificateOutcome(code, 'beneficiary')).toBe(outcome);
  });

  it.each([
    [0, 'generated'],
    [2, 'notFound'],
    [422, 'notGenerated'],
    [200, 'systemError'],
    [18, 'systemError'],
    [404, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('fosfec: code %s -> %s', (code, outcome) => {
    expect(anonymousCertificateOutcomes.fosfec.outcomeOf(code)).toBe(outcome);
    expect(anonymousCertificateOutcome(code, 'fosfec')).toBe(outcome);
  });
});
