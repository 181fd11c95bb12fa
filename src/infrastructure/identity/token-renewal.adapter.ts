import type { User, UserManager } from 'oidc-client-ts';
import { describeIdentityError, describeRefreshAnswer, isProviderAnswer } from './identity-error.mapper';
import { renewedUser } from './oidc-user.mapper';
import { requestTokenRefresh } from './token-endpoint.adapter';

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
