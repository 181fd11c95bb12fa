import { describe, expect, it } from 'vitest';
import {
  locationListOutcome,
  locationListOutcomes,
  personalDataUpdateOutcome,
  personalDataUpdateOutcomes,
  userRecordOutcome,
  userRecordOutcomes,
} from '@/domain/profile/personal-data.outcomes';

describe('user load table (the contract’s `getUser`: non-200 -> generic)', () => {
  it('holds 200; any other code is a system error', () => {
    expect(userRecordOutcomes.rows).toEqual({ 200: 'record' });
    expect(userRecordOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'record'],
    [0, 'systemError'],
    [201, 'systemError'],
    [204, 'systemError'],
    [404, 'systemError'],
    [409, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(userRecordOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    [200, {}, 'record'],
    [200, null, 'systemError'],
    [404, {}, 'systemError'],
    [null, {}, 'systemError'],
  ] as const)('code %s with the record %j -> %s', (code, record, outcome) => {
    expect(userRecordOutcome(code, record)).toBe(outcome);
  });
});

describe('update table (the contract’s `updateUser`: 0 success, 409 Correo existente, else generic)', () => {
  it('holds 0 and 409; any other code is a system error', () => {
    expect(personalDataUpdateOutcomes.rows).toEqual({ 0: 'updated', 409: 'emailInUse' });
    expect(personalDataUpdateOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'updated'],
    [409, 'emailInUse'],
    [200, 'systemError'],
    [1, 'systemError'],
    [400, 'systemError'],
    [404, 'systemError'],
    [408, 'systemError'],
    [410, 'systemError'],
    [500, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(personalDataUpdateOutcomes.outcomeOf(code)).toBe(outcome);
    expect(personalDataUpdateOutcome(code)).toBe(outcome);
  });
});

describe('location list tables (GET locations/states, cities, neighborhoods)', () => {
  it('accepts no code (the contract names none), 0 and 200; any other code is a system error', () => {
    expect(locationListOutcomes.rows).toEqual({ 0: 'answered', 200: 'answered' });
    expect(locationListOutcomes.otherwise).toBe('systemError');
  });

  // A code that is answered lets a non-empty list through as its options.
  it.each([
    [null, 'options'],
    [0, 'options'],
    [200, 'options'],
    [1, 'systemError'],
    [404, 'systemError'],
    [500, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(locationListOutcome(code, [{}])).toBe(outcome);
  });

  it.each([
    [null, [{}], 'options'],
    [0, [{}, {}], 'options'],
    [200, [{}], 'options'],
    [null, [], 'noResults'],
    [0, [], 'noResults'],
    [0, null, 'systemError'],
    [null, null, 'systemError'],
    [500, [{}], 'systemError'],
    [500, [], 'systemError'],
  ] as const)('code %s with the list %j -> %s', (code, options, outcome) => {
    expect(locationListOutcome(code, options)).toBe(outcome);
  });
});
