import { describe, expect, it } from 'vitest';
import { anonymousCertificateOutcome, notGeneratedStep } from '@/domain/certificates/anonymous-certificate.outcomes';

describe('anonymousCertificateOutcome (spec section 8, certificates without sign-in)', () => {
  it.each([
    [200, 'generated'],
    [422, 'notGenerated'],
    [404, 'notFound'],
    [0, 'systemError'],
    [500, 'systemError'],
    [18, 'systemError'],
    [null, 'systemError'],
  ] as const)('worker: code %s -> %s', (code, outcome) => {
    expect(anonymousCertificateOutcome('worker', code)).toBe(outcome);
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
    expect(anonymousCertificateOutcome('beneficiary', code)).toBe(outcome);
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
    expect(anonymousCertificateOutcome('fosfec', code)).toBe(outcome);
  });

  it('the not-generated screen is step 3 for FOSFEC and step 4 for worker and beneficiary', () => {
    expect(notGeneratedStep).toEqual({ worker: 4, beneficiary: 4, fosfec: 3 });
  });
});
