import type { User, UserManager } from 'oidc-client-ts';
import { describeIdentityError, isProviderAnswer } from './identity-error.mapper';
import type { OidcBrowser } from './oidc-browser.adapter';

/** The query parameters an authorization response adds; removed from the address after the callback. */
const callbackParameters = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** The address is the provider's answer to a login (the return from its login page). */
export function isSigninCallback(address: URL): boolean {
  return address.searchParams.has('state') && (address.searchParams.has('code') || address.searchParams.has('error'));
}

/**
 * Exchanges the callback's code (PKCE S256) for the signed-in user. A refused login
 * (error=access_denied) or a stale callback address gives null: not an outage, so the caller
 * falls through to the silent check, which finds out whether a session exists anyway. Any other
 * failure is thrown. Whatever happens, the callback's parameters leave the address.
 */
export async function completeSigninCallback(manager: UserManager, browser: OidcBrowser, address: URL): Promise<User | null> {
  try {
    return await manager.signinCallback(address.href) ?? null;
  } catch (error) {
    if (!isProviderAnswer(error) && !(error instanceof Error && /state/i.test(error.message))) throw error;
    console.warn('The sign-in callback could not be completed:', describeIdentityError(error));
    return null;
  } finally {
    // Code and state are single-use: a reload of this address must not replay them.
    const clean = new URL(address.href);
    callbackParameters.forEach((name) => clean.searchParams.delete(name));
    browser.replaceAddress(clean);
  }
}
