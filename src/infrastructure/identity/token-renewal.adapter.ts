import { User, type UserManager } from 'oidc-client-ts';
import { describeIdentityError, describeRefreshAnswer, isProviderAnswer } from './identity-error.mapper';
import { decodeJwtClaims } from './jwt-claims.mapper';
import { nowSeconds } from './oidc-user.mapper';
import { requestTokenRefresh, type TokenAnswer } from './token-endpoint.adapter';

/** Claims that describe the token, not the person; kept out of the profile as oidc-client-ts does. */
const protocolClaims = new Set(['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash', 'iat', 'exp', 'iss', 'aud', 'typ', 'sid', 'session_state']);

/** How one refresh attempt ended; see `RefreshAnswer` for what counts as a rejection. */
export type RefreshOutcome =
  | { readonly kind: 'renewed'; readonly user: User }
  | { readonly kind: 'rejected'; readonly detail: string }
  | { readonly kind: 'failed'; readonly detail: string };

/**
 * One renewal attempt of `stored`: the refresh token when one is held (Keycloak always gives one),
 * sent by the portal's own token request; else the library's silent iframe. Renewed tokens are
 * stored in the manager's store; nothing here throws.
 */
export async function renewTokens(manager: UserManager, clientId: string, stored: User): Promise<RefreshOutcome> {
  if (!stored.refresh_token) return renewInFrame(manager);
  let tokenEndpoint: string;
  try {
    tokenEndpoint = await manager.metadataService.getTokenEndpoint(false);
  } catch (error) {
    return { kind: 'failed', detail: `discovery: ${describeIdentityError(error)}` };
  }
  const answer = await requestTokenRefresh({ tokenEndpoint, clientId, refreshToken: stored.refresh_token });
  if (answer.kind !== 'renewed') return { kind: answer.kind, detail: describeRefreshAnswer(answer) };
  const user = renewedUser(stored, answer.tokens);
  if (user === null) return { kind: 'failed', detail: 'the renewed id_token names another subject' };
  await manager.storeUser(user);
  return { kind: 'renewed', user };
}

async function renewInFrame(manager: UserManager): Promise<RefreshOutcome> {
  try {
    const user = await manager.signinSilent();
    return user ? { kind: 'renewed', user } : { kind: 'failed', detail: 'no user' };
  } catch (error) {
    // login_required from prompt=none: the provider's session is over.
    return { kind: isProviderAnswer(error) ? 'rejected' : 'failed', detail: describeIdentityError(error) };
  }
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
