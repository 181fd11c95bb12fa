import { SigninState, type User, type UserManager } from 'oidc-client-ts';
import { describeIdentityError, isProviderAnswer } from './identity-error.mapper';
import type { OidcBrowser } from './oidc-browser.adapter';
import type { SigninReturn } from './signin-callback.adapter';

// The code exchange of a return from the provider's login page: a chunk of its own, which the
// identity adapter imports only when the address is the sign-in callback, so a visit that is not
// a sign-in return never downloads it.

/**
 * Exchanges the callback's code (PKCE S256) for the signed-in user. A refused login
 * (error=access_denied) or a stale callback address gives null: not an outage, so the caller
 * falls through to the silent check, which finds out whether a session exists anyway. Any other
 * failure is thrown. Whatever happens, the address leaves the callback: it becomes the page the
 * sign-in started from (read from the pending state before the exchange spends it), or the
 * portal's home when that is unknown, so a reload never replays the spent code.
 */
export async function completeSigninCallback(manager: UserManager, browser: OidcBrowser, address: URL): Promise<User | null> {
  const returnTo = await pendingReturnPath(manager, address, browser.basePath);
  try {
    return (await manager.signinCallback(address.href)) ?? null;
  } catch (error) {
    if (!isProviderAnswer(error) && !(error instanceof Error && /state/i.test(error.message))) throw error;
    console.warn('The sign-in callback could not be completed:', describeIdentityError(error));
    return null;
  } finally {
    browser.replaceAddress(new URL(returnTo ?? browser.basePath, address.origin));
  }
}

/** The path stored with the callback's state, if it is one of the portal's own. */
async function pendingReturnPath(manager: UserManager, address: URL, basePath: string): Promise<string | null> {
  const state = address.searchParams.get('state');
  if (!state) return null;
  try {
    const stored = await manager.settings.stateStore.get(state);
    if (!stored) return null;
    const { data } = await SigninState.fromStorageString(stored);
    const returnTo = (data as Partial<SigninReturn> | undefined)?.returnTo;
    return isPortalPath(returnTo, address.origin, basePath) ? returnTo : null;
  } catch {
    return null;
  }
}

/**
 * A path of this portal: under its base path, on its origin. The state store is the tab's own,
 * but the check costs nothing and keeps the callback from ever becoming a redirect elsewhere.
 */
export function isPortalPath(value: unknown, origin: string, basePath: string): value is string {
  if (typeof value !== 'string' || !value.startsWith(basePath) || value.startsWith('//') || value.includes('\\')) return false;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && url.pathname === value;
  } catch {
    return false;
  }
}
