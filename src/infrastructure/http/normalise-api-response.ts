import type { ApiResponse } from './http-client';

/**
 * Turns an HTTP answer (status + raw text) into an {@link ApiResponse}. The rules of issue
 * item 8: the business code lives in the body, and some backends also mirror it in the HTTP
 * status, so the status alone never decides an outcome.
 *
 * - Any status below 500 with a JSON object body is an answer, whatever the status:
 *   HTTP 422 `{code: 422}` reaches the flow exactly as HTTP 200 `{code: 422}` would.
 * - HTTP 5xx is an answer only when its JSON object body carries a business code. The FOVIS
 *   endpoints answer "500" as a business outcome (not-available modal) and may mirror it in
 *   the status; a generic server error page or a framework's default error object (no code)
 *   is a `server` failure, so the flow shows the generic system error.
 * - 204 No Content is an answer with no body (a successful DELETE or PUT may send nothing).
 * - Anything else that is not a JSON object (HTML, text, arrays, `null`, cut-off JSON) is
 *   `malformed`, or `server` on 5xx.
 */
export function normaliseApiResponse(status: number, rawBody: string): ApiResponse {
  const isServerError = status >= 500;
  if (status === 204 && rawBody.trim() === '') return { error: false, status, body: null, code: null };

  const body = parseJsonObject(rawBody);
  if (body === undefined) return { error: true, reason: isServerError ? 'server' : 'malformed', status };

  const code = readBusinessCode(body);
  if (isServerError && code === null) return { error: true, reason: 'server', status };
  return { error: false, status, body, code };
}

/** The spec's three places for the code, in order: `code`, `responseCode`, `data.code`. */
export function readBusinessCode(body: Readonly<Record<string, unknown>>): string | number | null {
  const data = body.data;
  const nested = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>).code : undefined;
  for (const candidate of [body.code, body.responseCode, nested]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return candidate;
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}

function parseJsonObject(rawBody: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}
