import type { Container } from 'inversify';
import type { AppConfig } from '@/application/shared/config/app-config.model';

/**
 * The fault matrix: every API call the portal makes × every way its answer can go wrong,
 * asserted at the use case, so a cell states the outcome the person gets (the use case's
 * `{kind}` result, which the page maps to the feature's message, as its doc under docs/ gives it).
 *
 * A new gateway joins by adding its rows (one per call) in a file of its own under
 * test/support/fault-matrix/rows/, which that folder's index.ts finds by its name; a new fault
 * kind is a new column here, and typecheck then asks every row for its cell.
 */

/** The columns, in the order the table prints them. */
export const faultKinds = ['network', 'timeout', 'server', 'malformed', 'unexpectedCode', 'unauthorized'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultLabels: Readonly<Record<FaultKind, string>> = Object.freeze({
  network: 'network failure',
  timeout: 'time-out',
  server: 'HTTP 500 without a business code',
  malformed: 'malformed body on HTTP 200',
  unexpectedCode: 'a business code the contract does not name (987)',
  unauthorized: 'HTTP 401',
});

/**
 * A cell that cannot happen for a call, with the reason written down (e.g. "no business code:
 * the call answers a bare binary"). Counted apart from the cells possible.
 */
export interface NotApplicable {
  readonly notApplicable: string;
}

export const notApplicable = (reason: string): NotApplicable => ({ notApplicable: reason });

export type Cell<Outcome> = Outcome | NotApplicable;

export function isNotApplicable<Outcome>(cell: Cell<Outcome>): cell is NotApplicable {
  return typeof cell === 'object' && cell !== null && 'notApplicable' in cell;
}

type JsonBody = Readonly<Record<string, unknown>>;

/** One API call: one row of the matrix. */
export interface FaultMatrixRow<Outcome> {
  /** Port and method, e.g. 'CertificatesGateway.listCertificates'. */
  readonly call: string;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** The path the HTTP client appends to `apiBaseUrl` (the operation's path in docs/api/openapi.yaml). */
  readonly path: string;
  /**
   * Whether the call goes with a session's bearer token (the contract's bearerAuth). A row
   * without one runs anonymously, as the person who uses it does.
   */
  readonly session: boolean;
  /** Runs the call through its use case, in a container wired as the app is (real HTTP client). */
  readonly invoke: (container: Container) => Promise<Outcome>;
  /** A body whose business code is `code`, where this call's backend puts it. */
  readonly codeBody: (code: number) => JsonBody;
  /** A realistic success answer: after a renewed token, the retried call gets it. */
  readonly successBody: JsonBody;
  /** The outcome of `successBody` (matched with toMatchObject: the data it carries is not the point). */
  readonly success: NoInfer<Partial<Outcome>>;
  /**
   * The configuration that gives the call a time-out of `timeoutMs`. Default: the API client's
   * `requestTimeoutMs`; a call made by another client names its own setting.
   */
  readonly timeoutConfig?: (timeoutMs: number) => Partial<AppConfig>;
  /** The outcome the person gets for each fault, or why the fault cannot happen. */
  readonly expected: Readonly<Record<FaultKind, Cell<NoInfer<Outcome>>>>;
}

/**
 * Checks a row against its use case's result type, then widens it so rows of every use case
 * fit one table.
 */
export function faultMatrixRow<Outcome>(row: FaultMatrixRow<Outcome>): FaultMatrixRow<unknown> {
  return row as FaultMatrixRow<unknown>;
}
