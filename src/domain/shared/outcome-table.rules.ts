/**
 * One call's response code -> outcome mapping (the contract's answers), as data: the rows the contract names
 * and the outcome for every other code, a missing (unreadable) code included. Every flow's table
 * is built with it, so "any other code" means the same thing everywhere.
 */
export interface OutcomeTable<Outcome extends string> {
  /** The codes the contract names, each with its outcome. */
  readonly rows: Readonly<Record<number, Outcome>>;
  /** Any other code, or none readable in the body. */
  readonly otherwise: Outcome;
  outcomeOf(code: number | null): Outcome;
}

export function outcomeTable<Named extends string, Otherwise extends string>(
  rows: Readonly<Record<number, Named>>,
  otherwise: Otherwise,
): OutcomeTable<Named | Otherwise> {
  const frozenRows = Object.freeze({ ...rows });
  return Object.freeze({
    rows: frozenRows,
    otherwise,
    outcomeOf: (code: number | null): Named | Otherwise =>
      (code === null || !Object.hasOwn(frozenRows, code) ? undefined : frozenRows[code]) ?? otherwise,
  });
}
