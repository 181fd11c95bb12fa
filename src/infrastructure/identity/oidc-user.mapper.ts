import { User } from 'oidc-client-ts';
import type { TokenTiming } from '@/domain/shared/session/token-expiry.rules';
import { decodeJwtClaims } from './jwt-claims.mapper';
import type { TokenAnswer } from './token-endpoint.adapter';

/** Claims that describe the token, not the person; kept out of the profile as oidc-client-ts does. */
const protocolClaims = new Set(['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash', 'iat', 'exp', 'iss', 'aud', 'typ', 'sid', 'session_state']);

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * When the access token expires, on the local clock. oidc-client-ts stamps `expires_at` as the
 * local time of receipt plus the relative `expires_in`, so it is already corrected for the
 * server's clock skew (keycloak-js needs its timeSkew only because it reads `exp`, a server-clock
 * time). A token response without expires_in leaves the JWT's own `exp`, uncorrected.
 */
export function timingOf(user: User): TokenTiming | null {
  if (typeof user.expires_at === 'number') return { exp: user.expires_at, timeSkew: 0 };
  const exp = decodeJwtClaims(user.access_token)?.exp;
  return typeof exp === 'number' ? { exp, timeSkew: 0 } : null;
}

/**
 * The tokens a refresh answered, as an oidc-client-ts User: what the answer leaves out (a
 * provider may not rotate the refresh token or send a new id_token) is kept from before. An
 * id_token for another subject is refused (null), as the library's own validation does.
 */
export function renewedUser(stored: User, tokens: TokenAnswer): User | null {
  let profile = stored.profile;
  if (tokens.id_token !== undefined) {
    const claims = decodeJwtClaims(tokens.id_token);
    if (claims === null || claims.sub !== stored.profile.sub) return null;
    const personal = Object.fromEntries(Object.entries(claims).filter(([name]) => !protocolClaims.has(name)));
    profile = { ...stored.profile, ...personal, sub: stored.profile.sub };
  }
  return new User({
    id_token: tokens.id_token ?? stored.id_token,
    session_state: tokens.session_state ?? stored.session_state,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? stored.refresh_token,
    token_type: tokens.token_type ?? stored.token_type,
    scope: tokens.scope ?? stored.scope,
    profile,
    expires_at: tokens.expires_in === undefined ? undefined : nowSeconds() + tokens.expires_in,
    userState: stored.state,
  });
}

/**
 * The provider's session the tokens belong to: the ID token's `sid` (Keycloak puts it in every ID
 * token), else the `session_state` of the token answer; null when neither is known.
 */
export function sessionIdOf(user: User): string | null {
  const sid = user.id_token ? decodeJwtClaims(user.id_token)?.sid : undefined;
  if (typeof sid === 'string' && sid !== '') return sid;
  return user.session_state ?? null;
}
