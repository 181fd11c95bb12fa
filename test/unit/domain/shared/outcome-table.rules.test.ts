import { describe, expect, it } from 'vitest';
import { outcomeTable } from '@/domain/shared/outcome-table.rules';

describe('outcomeTable', () => {
  const table = outcomeTable({ 0: 'ready', 422: 'notSent' }, 'systemError');

  it('keeps the named rows and the outcome of any other code as data', () => {
    expect(table.rows).toEqual({ 0: 'ready', 422: 'notSent' });
    expect(table.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'ready'],
    [422, 'notSent'],
  ] as const)('a named code (%s) -> its row (%s)', (code, outcome) => {
    expect(table.outcomeOf(code)).toBe(outcome);
  });

  it.each([1, 200, 500, -1, 0.5, Number.NaN])('an unnamed code (%s) -> the otherwise outcome', (code) => {
    expect(table.outcomeOf(code)).toBe('systemError');
  });

  it('no readable code (null) -> the otherwise outcome', () => {
    expect(table.outcomeOf(null)).toBe('systemError');
  });

  it('a code that names an Object.prototype member is still "any other code"', () => {
    const codes = ['constructor', 'toString', '__proto__', 'hasOwnProperty'] as unknown as number[];
    for (const code of codes) expect(table.outcomeOf(code)).toBe('systemError');
  });

  it('is frozen, and copies its rows: a later change to the object it was given does not leak in', () => {
    const rows: Record<number, 'listed'> = { 200: 'listed' };
    const listed = outcomeTable(rows, 'systemError');
    rows[201] = 'listed';
    expect(listed.outcomeOf(201)).toBe('systemError');
    expect(Object.isFrozen(listed)).toBe(true);
    expect(Object.isFrozen(listed.rows)).toBe(true);
  });

  it('an empty table sends every code to the otherwise outcome', () => {
    const none = outcomeTable({}, 'notAvailable');
    expect(none.outcomeOf(0)).toBe('notAvailable');
    expect(none.outcomeOf(null)).toBe('notAvailable');
  });
});
