import { type FaultKind, faultKinds, type FaultMatrixRow, isNotApplicable } from './fault-matrix.model';

export interface FaultMatrixCounts {
  /** Cells whose every scenario ran to its last assertion. */
  readonly covered: number;
  /** Rows × columns, less the cells declared not applicable. */
  readonly possible: number;
  readonly notApplicable: number;
  readonly rows: number;
  readonly columns: number;
  /** The cells possible that are not covered, as 'call × fault', for the failure message. */
  readonly missing: readonly string[];
}

/**
 * Counts what the matrix proved. Each scenario of a cell is registered while the file is
 * collected and reported finished after its last assertion; a cell is covered when it has
 * at least one scenario and all of them finished. A failing, skipped or missing scenario
 * leaves its cell uncovered, so the count is of assertions that ran, not of tests written.
 */
export class FaultMatrixCoverage {
  private readonly scenarios = new Map<string, Map<string, boolean>>();

  constructor(private readonly rows: readonly FaultMatrixRow<unknown>[]) {}

  /**
   * Registers one scenario for each of `calls` in the `fault` column, while the file is collected
   * (so a skipped or filtered-out test still leaves its cell open); the test calls the returned
   * function with its row's call after its last assertion.
   */
  scenario(fault: FaultKind, name: string, calls: readonly string[]): (call: string) => void {
    for (const call of calls) {
      const key = cellKey(call, fault);
      const cell = this.scenarios.get(key) ?? new Map<string, boolean>();
      if (cell.has(name)) throw new Error(`Scenario '${name}' registered twice for ${key}`);
      cell.set(name, false);
      this.scenarios.set(key, cell);
    }
    return (call) => {
      const cell = this.scenarios.get(cellKey(call, fault));
      if (cell?.has(name) !== true) throw new Error(`Scenario '${name}' was not registered for ${cellKey(call, fault)}`);
      cell.set(name, true);
    };
  }

  counts(): FaultMatrixCounts {
    let possible = 0;
    let notApplicable = 0;
    const missing: string[] = [];
    for (const row of this.rows) {
      for (const fault of faultKinds) {
        if (isNotApplicable(row.expected[fault])) {
          notApplicable += 1;
          continue;
        }
        possible += 1;
        const cell = this.scenarios.get(cellKey(row.call, fault));
        if (cell === undefined || cell.size === 0 || [...cell.values()].some((finished) => !finished)) missing.push(cellKey(row.call, fault));
      }
    }
    return { covered: possible - missing.length, possible, notApplicable, rows: this.rows.length, columns: faultKinds.length, missing };
  }
}

const cellKey = (call: string, fault: FaultKind) => `${call} × ${fault}`;

export function describeCounts(counts: FaultMatrixCounts): string {
  const percent = counts.possible === 0 ? 100 : Math.floor((counts.covered / counts.possible) * 1000) / 10;
  return (
    `Fault matrix: ${counts.covered}/${counts.possible} cells covered (${percent} %); ` +
    `${counts.rows} calls × ${counts.columns} faults, ${counts.notApplicable} not applicable (with reasons)`
  );
}
