import { HttpResponse } from 'msw';
import { sandboxState, type SandboxPersona } from './sandbox-state';

/**
 * Who is calling: the calls the contract secures with `bearerAuth` alone carry `Authorization: Bearer <access token>`,
 * and the sandbox answers them for the person the token belongs to.
 *
 * Tokens are issued by the identity provider mounted at `/realms/portal`
 * (sandbox/identity/create-identity-provider.ts). Its access tokens are opaque, so the
 * provider registers a verifier here, when it is first used, that looks the token up
 * in-process and returns the person's username (`preferred_username`). Until a verifier is
 * registered every request is anonymous: the sandbox never trusts a token it cannot check.
 * msw/node tests have no provider; they register a fake verifier (docs/sandbox-api.md).
 *
 * A handler of a B call:
 *
 *     const persona = await currentPersona(request);
 *     if (!persona) return unauthorizedResponse();
 *     // answer for `persona`, never for a document taken from the request
 */
export type AccessTokenVerifier = (accessToken: string) => Promise<string | null>;

let verifier: AccessTokenVerifier | null = null;

/** Installs (or, with null, removes) the function that turns an access token into a username. */
export function setAccessTokenVerifier(next: AccessTokenVerifier | null): void {
  verifier = next;
}

/** The bearer token of a request, or null when it carries none. */
function bearerTokenOf(request: Request): string | null {
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

/**
 * The answer to a B call without a valid access token: 401 with `WWW-Authenticate: Bearer`,
 * as the gateway in front of the fund's services sends it. No `code` field: this is not a
 * business answer, and the portal must not read it as one.
 */
export function unauthorizedResponse(): Response {
  return HttpResponse.json(
    { error: 'unauthorized', message: 'Se requiere un token de acceso válido.' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="portal", error="invalid_token"' } },
  );
}
