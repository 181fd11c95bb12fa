import { describe, expect, it } from 'vitest';
import { sendDocumentOutcome, sendDocumentOutcomes } from '@/domain/fovis/send-document.outcomes';

describe('send-document outcome table (the contract’s `sendDocument`)', () => {
  it('holds 200; any other code is a system error', () => {
    expect(sendDocumentOutcomes.rows).toEqual({ 200: 'registered' });
    expect(sendDocumentOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'registered'],
    [0, 'systemError'],
    [201, 'systemError'],
    [202, 'systemError'],
    [400, 'systemError'],
    [422, 'systemError'],
    [500, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(sendDocumentOutcomes.outcomeOf(code)).toBe(outcome);
    expect(sendDocumentOutcome(code)).toBe(outcome);
  });
});
