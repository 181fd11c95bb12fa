import type { User } from 'oidc-client-ts';
import type { TokenTiming } from '@/domain/shared/session/token-expiry.rules';
import { decodeJwtClaims } from './jwt-claims.mapper';

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
 * The provider's session the tokens belong to: the ID token's `sid` (Keycloak puts it in every ID
 * token), else the `session_state` of the token answer; null when neither is known.
 */
export function sessionIdOf(user: User): string | null {
  const sid = user.id_token ? decodeJwtClaims(user.id_token)?.sid : undefined;
  if (typeof sid === 'string' && sid !== '') return sid;
  return user.session_state ?? null;
}
