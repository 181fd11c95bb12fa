/**
 * An answer the backend gave (`ok: true`), with its business code, or no usable answer.
 *
 * - `code` is read from the body (never from the HTTP status alone: HTTP 422 `{code: 422}` and
 *   HTTP 200 `{code: 422}` are the same answer). Numeric strings become numbers ('0' -> 0);
 *   a body without a readable code gives null, which every outcome table treats as 'anything
 *   else'. Calls whose success is `responseCode 0` read `responseCode` before `code`.
 * - Fields the flow reads are type-checked: a field that is missing or of the wrong type is
 *   null, and the use case decides whether a success without it is a system error.
 * - `ok: false`: network failure, time-out, HTTP 5xx without a business code, a body that is
 *   not a JSON object, a cancelled call, or an HTTP 401 (`unauthorized`, or `sessionEnded`
 *   when the session could not be renewed and has ended): a 401 is a session matter, never
 *   a business answer (`GatewayFailureReason`).
 */
export type GatewayAnswer<T> =
  | { readonly ok: true; readonly code: number | null; readonly value: T }
  | { readonly ok: false; readonly reason: GatewayFailureReason };

export type GatewayFailureReason = 'network' | 'timeout' | 'server' | 'malformed' | 'cancelled' | 'unauthorized' | 'sessionEnded';
