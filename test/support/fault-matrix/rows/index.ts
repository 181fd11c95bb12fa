import type { FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';

// Every `<feature>.rows.ts` beside this file, each exporting its feature's rows.
const rowFiles = import.meta.glob<Readonly<Record<string, readonly FaultMatrixRow<unknown>[]>>>('./*.rows.ts', { eager: true });

/**
 * One row per outgoing call (the contract's operations and the public-IP look-up), each run
 * through the use case that makes it; each feature keeps its rows in `<feature>.rows.ts`, found
 * here by its file. A new gateway joins the matrix by adding its rows file; the test
 * (test/integration/fault-matrix/) needs no change, and fails naming any gateway call without a
 * row. Not here: config.json (loadRuntimeConfig runs before the container exists, with a time-out
 * of its own, tested beside it in test/integration/infrastructure/config/) and the identity
 * provider's endpoints (oidc-client-ts, the identity adapter's tests).
 */
export const faultMatrixRows: readonly FaultMatrixRow<unknown>[] = Object.values(rowFiles).flatMap((file) => Object.values(file).flat());
