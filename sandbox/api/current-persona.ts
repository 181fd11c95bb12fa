import { sandboxState, type SandboxPersona } from './sandbox-state';

/**
 * Who is calling: the calls the spec marks B carry `Authorization: Bearer <access token>`,
 * and the sandbox answers them for the person the token belongs to.
 *
 * Tokens are issued by the identity provider mounted at `/realms/{realm}` (the identity
 * issue). Its access tokens are opaque, so that mount registers a verifier here that looks
 * the token up in-process and returns the person's username (`preferred_username`).
 * Until a verifier is registered every request is anonymous: the sandbox never
 * trusts a token it cannot check.
 */
export type AccessTokenVerifier = (accessToken: string) => Promise<string | null>;

let verifier: AccessTokenVerifier | null = null;

/** Installs (or, with null, removes) the function that turns an access token into a username. */
export function setAccessTokenVerifier(next: AccessTokenVerifier | null): void {
  verifier = next;
}

/** The bearer token of a request, or null when it carries none. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The persona behind a request: null without a bearer token, without a verifier, when the
 * verifier rejects the token, or when the token's user is not one of the seeded personas.
 * Handlers of B calls answer 401 on null.
 */
export async function currentPersona(request: Request): Promise<SandboxPersona | null> {
  const token = bearerTokenOf(request);
  if (!token || !verifier) return null;
  const username = await verifier(token);
  return username ? sandboxState.findPersonaByUsername(username) : null;
}
