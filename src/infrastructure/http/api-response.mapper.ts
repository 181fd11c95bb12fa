import type { ApiResponse } from './http-client.port';
import { asObject, carriesBusinessCode, type JsonObject } from './json-body.mapper';

/**
 * Turns an HTTP answer (status + raw text) into an {@link ApiResponse}. The rule
 * (ADR 0005): the business code lives in the body, and some backends also mirror it in the HTTP
 * status, so the status alone never decides an outcome.
 *
 * - Any status below 500 with a JSON object body is an answer, whatever the status:
 *   HTTP 422 `{code: 422}` reaches the flow exactly as HTTP 200 `{code: 422}` would.
 * - HTTP 5xx is an answer only when its JSON object body carries a business code
 *   ({@link carriesBusinessCode}: `code`, `responseCode` or `data.code`). The FOVIS
 *   endpoints answer "500" as a business outcome (not-available modal) and may mirror it in
 *   the status; a generic server error page or a framework's default error object (no code)
 *   is a `server` failure, so the flow shows the generic system error.
 * - 204 No Content is an answer with no body (a successful DELETE or PUT may send nothing).
 * - Anything else that is not a JSON object (HTML, text, arrays, `null`, cut-off JSON) is
 *   `malformed`, or `server` on 5xx.
 *
 * The code itself is not read here: each gateway reads it in the order its call needs
 * (`toGatewayAnswer`, `readBusinessCode`).
 */
export function normaliseApiResponse(status: number, rawBody: string): ApiResponse {
  const isServerError = status >= 500;
  if (status === 204 && rawBody.trim() === '') return { error: false, status, body: null };

  const body = parseJsonObject(rawBody);
  if (body === undefined) return { error: true, reason: isServerError ? 'server' : 'malformed', status };

  if (isServerError && !carriesBusinessCode(body)) return { error: true, reason: 'server', status };
  return { error: false, status, body };
}

function parseJsonObject(rawBody: string): JsonObject | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  return asObject(parsed) ?? undefined;
}
