/**
 * Token timing rules (docs/identity.md, 'Token checks'), in whole seconds since the epoch.
 */

/** The session's countdown starts here (timeToExpired, 120 s in the initial state). */
export const timeToExpiredSeconds = 120;

/** Before every API call the token is refreshed if it expires within this margin. */
export const tokenRefreshMarginSeconds = 5;

type TokenCheckErrorMessage = 'Not authenticated' | 'Invalid minValidity';

/** A token check called wrongly: a bug in the caller, hence an exception and not a result value. */
class TokenCheckError extends Error {
  constructor(readonly code: TokenCheckErrorMessage) {
    super(code);
    this.name = 'TokenCheckError';
  }
}

export interface TokenTiming {
  /** The token's `exp`, on the provider's clock. */
  readonly exp: number;
  /** Local clock minus the provider's clock when the token arrived (keycloak-js calls it timeSkew). */
  readonly timeSkew: number;
}

/** Seconds left until the token expires, seen from the local clock. */
export function secondsUntilExpiry(token: TokenTiming, nowSeconds: number): number {
  return token.exp + token.timeSkew - nowSeconds;
}

/**
 * A token is expired when its expiry, corrected by the server time skew and an
 * optional minimum-validity margin, is in the past. A margin that is not a finite number is
 * refused ('Invalid minValidity'); asking with no token fails ('Not authenticated').
 */
export function isTokenExpired(token: TokenTiming | null, nowSeconds: number, minValidity?: unknown): boolean {
  if (!token) throw new TokenCheckError('Not authenticated');
  let margin = 0;
  if (minValidity !== undefined) {
    if (typeof minValidity !== 'number' || !Number.isFinite(minValidity)) throw new TokenCheckError('Invalid minValidity');
    margin = minValidity;
  }
  return secondsUntilExpiry(token, nowSeconds) - margin < 0;
}
