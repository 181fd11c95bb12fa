// One call of the checker over HTTP, as the portal makes it: `Accept: application/json`, the token
// as a bearer when there is one, a JSON body, and the portal's time-out covering the whole answer,
// body included.

/**
 * @typedef {{ method: string, path: string, query?: Record<string, string>, body?: unknown, token?: string | null }} OutgoingCall
 * @typedef {{ outcome: 'answer', status: number, contentType: string | null, body: unknown, json: boolean, ms: number }
 *   | { outcome: 'timeout', ms: number }
 *   | { outcome: 'network', detail: string, ms: number }} CallResult
 */

/** The URL of a call: the base, the contract's path, the query. @param {string} base @param {OutgoingCall} call */
function callUrl(base, call) {
  const query = call.query && Object.keys(call.query).length > 0 ? `?${new URLSearchParams(call.query).toString()}` : '';
  return `${base}${call.path}${query}`;
}

/**
 * @param {string} base the API base, without a trailing slash
 * @param {OutgoingCall} call
 * @param {number} timeoutMs
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<CallResult>}
 */
export async function perform(base, call, timeoutMs, fetchImpl = fetch) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetchImpl(callUrl(base, call), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
      redirect: 'manual',
    });
    const text = await response.text();
    const parsed = parseJson(text);
    return {
      outcome: 'answer',
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: parsed.ok ? parsed.value : text,
      json: parsed.ok,
      ms: elapsed(),
    };
  } catch (error) {
    if (controller.signal.aborted) return { outcome: 'timeout', ms: elapsed() };
    return { outcome: 'network', detail: networkDetail(error), ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}

/** @param {string} text @returns {{ ok: true, value: unknown } | { ok: false }} */
function parseJson(text) {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The system's reason for a failed connection (ECONNREFUSED, ENOTFOUND...), never the URL. @param {unknown} error */
function networkDetail(error) {
  const cause = error instanceof Error && error.cause && typeof error.cause === 'object' ? /** @type {{ code?: unknown }} */ (error.cause) : null;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
}
