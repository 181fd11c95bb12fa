import { describe, expect, it } from 'vitest';
import { defaultSector, isSector, sectorOf, sectors } from '@/domain/profile/user-record.entity';

describe('Sector (U urbano, R rural, default U)', () => {
  it('holds U and R, U by default', () => {
    expect(sectors).toEqual(['U', 'R']);
    expect(defaultSector).toBe('U');
  });

  it.each([
    ['U', 'U'],
    ['R', 'R'],
    ['r', 'R'],
    [' u ', 'U'],
    ['', 'U'],
    ['X', 'U'],
    ['Rural', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ] as const)('the record\'s %j -> %s', (value, expected) => {
    expect(sectorOf(value)).toBe(expected);
  });

  it.each([['U', true], ['R', true], ['u', false], ['', false], [null, false], [1, false]] as const)('isSector(%j) is %s', (value, expected) => {
    expect(isSector(value)).toBe(expected);
  });
});
