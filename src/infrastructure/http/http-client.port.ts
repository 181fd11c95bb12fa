/**
 * The fund API as the infrastructure gateways see it. Only gateways use it (use cases
 * depend on their own ports); it is not an application port because its answer shape is
 * transport, not business.
 *
 * Every call resolves, never rejects: transport failures come back as `error: true`.
 */
export interface HttpClient {
  get(path: string, options?: HttpRequestOptions): Promise<ApiResponse>;
  post(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse>;
  put(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse>;
  delete(path: string, options?: HttpRequestOptions): Promise<ApiResponse>;
}
export const HttpClient = Symbol.for('HttpClient');

type QueryValue = string | number | boolean | null | undefined;

/**
 * Per-call options. Bodies are JSON both ways for now; a `responseType` (e.g. 'blob' for
 * binary downloads) belongs here when a flow needs one, with its own success shape.
 */
export interface HttpRequestOptions {
  /** Query parameters; null and undefined ones are left out. */
  readonly params?: Readonly<Record<string, QueryValue>>;
  /** Aborting it ends the call with `reason: 'cancelled'` (a page left mid-call). */
  readonly signal?: AbortSignal;
  /**
   * Hears how much of the request body has gone out (a progress bar for uploads of tens of MB).
   * Called a few times a second at most; a call retried after a 401 starts again from 0.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

/** Bytes of the request body sent so far; `totalBytes` is null when the browser cannot tell. */
interface UploadProgress {
  readonly sentBytes: number;
  readonly totalBytes: number | null;
}

/**
 * The backend answered with a JSON object, or with a 204 or 202 and no body at all (`body` null:
 * `toGatewayAnswer` reads that as malformed, unless the gateway's call has such an answer, as
 * customer-purchases' 202 "no purchases" does). `status` is the HTTP status (it may be 4xx: some
 * backends mirror the business code there). Gateways read the business code from `body` with
 * `toGatewayAnswer` (`code`, `responseCode` or `data.code`, in the order each call needs), so
 * HTTP 422 `{code: 422}` and HTTP 200 `{code: 422}` lead to the same step.
 */
interface ApiAnswer {
  readonly error: false;
  readonly status: number;
  readonly body: unknown;
}

/**
 * No usable answer:
 * - network: the request never got an HTTP answer;
 * - timeout: no answer within `requestTimeoutMs`;
 * - server: HTTP 5xx without a business code in a JSON object body;
 * - malformed: any other status whose body is not a JSON object;
 * - cancelled: the caller aborted;
 * - unauthorized: HTTP 401 to a call without a session, or whose tokens could not be renewed
 *   (provider unreachable): the flow's generic error, never a business answer;
 * - sessionEnded: HTTP 401 and the session could not be saved (refresh refused, or a second
 *   401 to renewed tokens): the identity has ended it and the closed-session notice explains.
 */
export interface ApiFailure {
  readonly error: true;
  readonly reason: ApiFailureReason;
  /** The HTTP status when an answer arrived (server, malformed), else null. */
  readonly status: number | null;
}
export type ApiFailureReason = 'network' | 'timeout' | 'server' | 'malformed' | 'cancelled' | 'unauthorized' | 'sessionEnded';

export type ApiResponse = ApiAnswer | ApiFailure;
