import { TOKEN_REQUEST_TIMEOUT_MS } from './time-limit.util';

// The timeout lives with the start's code (the provider check and the manager's settings use it);
// this module comes with the first renewal.
export { TOKEN_REQUEST_TIMEOUT_MS };

/** The token endpoint's successful answer, as far as the portal reads it. */
export interface TokenAnswer {
  readonly access_token: string;
  readonly refresh_token?: string;
  readonly id_token?: string;
  readonly token_type?: string;
  readonly scope?: string;
  readonly session_state?: string;
  readonly expires_in?: number;
}

/**
 * How a refresh ended. Only `rejected` (HTTP 400, RFC 6749 §5.2: invalid_grant and its kin)
 * means the session is over; every other failure — a 5xx or 503 temporarily_unavailable, a
 * 401 invalid_client from a misconfigured client, no answer in time, no network, a body that
 * is not a token answer — is the provider's or the network's trouble, and the person keeps
 * the session they have (docs/identity.md).
 */
export type RefreshAnswer =
  | { readonly kind: 'renewed'; readonly tokens: TokenAnswer }
  | { readonly kind: 'rejected'; readonly error: string | null }
  | { readonly kind: 'failed'; readonly reason: 'timeout' | 'network' | 'status' | 'malformed'; readonly status: number | null; readonly error: string | null };

export interface RefreshRequest {
  readonly tokenEndpoint: string;
  readonly clientId: string;
  readonly refreshToken: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * POST {token endpoint} grant_type=refresh_token (docs/identity.md: form-encoded, with the
 * client's credentials, which for a public client are its `client_id` and the refresh token in
 * the form). No cookies go with it (`credentials: 'omit'`): the token endpoint needs none, and a
 * provider cookie sent cross-origin would only widen what a forged request could carry. The
 * portal makes this request itself rather than through oidc-client-ts because the library's
 * errors do not carry the HTTP status, and the status is what decides between "the session
 * ends" and "keep working" (ADR 0012).
 */
export async function requestTokenRefresh(request: RefreshRequest): Promise<RefreshAnswer> {
  const doFetch = request.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await doFetch(request.tokenEndpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: request.refreshToken, client_id: request.clientId }),
      credentials: 'omit',
      signal: controller.signal,
    });
    // The body counts against the same time limit: a provider that sends headers and then stalls has not answered.
    text = await response.text();
  } catch {
    return { kind: 'failed', reason: controller.signal.aborted ? 'timeout' : 'network', status: null, error: null };
  } finally {
    clearTimeout(timer);
  }
  const body = parseObject(text);
  const error = typeof body?.error === 'string' ? body.error : null;
  if (response.status === 400) return { kind: 'rejected', error };
  if (!response.ok) return { kind: 'failed', reason: 'status', status: response.status, error };
  if (body === null || typeof body.access_token !== 'string' || body.access_token === '') {
    return { kind: 'failed', reason: 'malformed', status: response.status, error: null };
  }
  return { kind: 'renewed', tokens: readTokenAnswer(body) };
}

function readTokenAnswer(body: Record<string, unknown>): TokenAnswer {
  const text = (key: string): string | undefined => (typeof body[key] === 'string' ? body[key] : undefined);
  const expiresIn = body.expires_in;
  return {
    access_token: body.access_token as string,
    refresh_token: text('refresh_token'),
    id_token: text('id_token'),
    token_type: text('token_type'),
    scope: text('scope'),
    session_state: text('session_state'),
    expires_in: typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : undefined,
  };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
