import { describe, expect, it } from 'vitest';
import {
  fovisCertificateOutcome,
  fovisCertificateOutcomes,
  isNotEligibleMessage,
  notEligibleMessage,
} from '@/domain/fovis/fovis-certificate.outcomes';

const pdf = 'JVBERi0xLjQK';

describe('FOVIS certificate outcome table (the contract’s `getCertificate`)', () => {
  it('holds 200 and 500; any other code is a system error', () => {
    expect(fovisCertificateOutcomes.rows).toEqual({ 200: 'generated', 500: 'notEligible' });
    expect(fovisCertificateOutcomes.otherwise).toBe('systemError');
    expect(notEligibleMessage).toBe('500');
  });

  it.each([
    [200, 'generated'],
    [500, 'notEligible'],
    [0, 'systemError'],
    [201, 'systemError'],
    [404, 'systemError'],
    [422, 'systemError'],
    [501, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(fovisCertificateOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    // A 200 with the PDF is generated, whatever the message.
    [200, null, pdf, 'generated'],
    [200, 'OK', pdf, 'generated'],
    [200, '500', pdf, 'generated'],
    // A 200 without the PDF: nothing to hand over, unless the message says '500'.
    [200, null, null, 'systemError'],
    [200, null, '', 'systemError'],
    [200, null, '   ', 'systemError'],
    [200, '500', null, 'notEligible'],
    // The code 500, or the message '500' beside any code or none.
    [500, null, null, 'notEligible'],
    [500, 'Error interno', null, 'notEligible'],
    [500, null, pdf, 'notEligible'],
    [null, '500', null, 'notEligible'],
    [0, '500', null, 'notEligible'],
    [422, ' 500 ', null, 'notEligible'],
    // Anything else.
    [422, 'No cumple', null, 'systemError'],
    [404, null, pdf, 'systemError'],
    [null, null, pdf, 'systemError'],
    [null, null, null, 'systemError'],
    [null, '5000', null, 'systemError'],
    [null, '50', null, 'systemError'],
    [null, 'Error 500', null, 'systemError'],
  ] as const)('code %s, message %j, binary %j -> %s', (code, message, binary, outcome) => {
    expect(fovisCertificateOutcome(code, message, binary)).toBe(outcome);
  });

  it.each([
    ['500', true],
    [' 500\n', true],
    ['500.0', false],
    ['Error 500', false],
    ['', false],
    [null, false],
  ] as const)('message %j says not eligible: %s', (message, expected) => {
    expect(isNotEligibleMessage(message)).toBe(expected);
  });
});
