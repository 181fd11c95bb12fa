import { describe, expect, it } from 'vitest';
import { postulationInfoOutcome, postulationInfoOutcomes } from '@/domain/fovis/postulation-info.outcomes';

describe('postulation-info outcome table (the contract’s `getPostulationInfo`)', () => {
  it('holds 200; any other code is a system error', () => {
    expect(postulationInfoOutcomes.rows).toEqual({ 200: 'summary' });
    expect(postulationInfoOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'summary'],
    [0, 'systemError'],
    [1, 'systemError'],
    [201, 'systemError'],
    [202, 'systemError'],
    [404, 'systemError'],
    [422, 'systemError'],
    [500, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(postulationInfoOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    [200, {}, 'summary'],
    [200, null, 'systemError'],
    [0, {}, 'systemError'],
    [500, {}, 'systemError'],
    [null, {}, 'systemError'],
    [null, null, 'systemError'],
  ] as const)('code %s with data %j -> %s', (code, info, outcome) => {
    expect(postulationInfoOutcome(code, info)).toBe(outcome);
  });
});
