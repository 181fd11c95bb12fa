import type { FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { bookingsRows } from './bookings.rows';
import { certificatesRows } from './certificates.rows';
import { clientIpRows } from './client-ip.rows';
import { fovisRows } from './fovis.rows';
import { paymentsRows } from './payments.rows';
import { profileRows } from './profile.rows';

/**
 * One row per outgoing call (the contract's operations and the public-IP look-up), each run
 * through the use case that makes it; each feature keeps its rows in `<feature>.rows.ts`. A new
 * gateway joins the matrix by adding a rows file and its line here; the test
 * (test/integration/fault-matrix/) needs no change. Not here: config.json (loadRuntimeConfig runs
 * before the container exists, with a time-out of its own, tested beside it in
 * test/integration/infrastructure/config/) and the identity provider's endpoints (oidc-client-ts,
 * the identity adapter's tests).
 */
export const faultMatrixRows: readonly FaultMatrixRow<unknown>[] = [
  ...certificatesRows,
  ...clientIpRows,
  ...paymentsRows,
  ...bookingsRows,
  ...fovisRows,
  ...profileRows,
];
