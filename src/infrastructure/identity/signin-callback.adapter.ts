/**
 * What a sign-in carries in its `state` (oidc-client-ts keeps it in the tab's state store, bound
 * to the state value sent to the provider): the path the person started from, without its query
 * (docs/identity.md), so the one fixed callback address can send them back there.
 */
export interface SigninReturn {
  readonly returnTo: string;
}

/** The state a sign-in started at `address` carries. */
export function signinReturnFrom(address: URL): SigninReturn {
  return { returnTo: address.pathname };
}

/** The address is the provider's answer to a login: the callback path, with state and a code or an error. */
export function isSigninCallback(address: URL, callback: URL): boolean {
  if (address.origin !== callback.origin || address.pathname !== callback.pathname) return false;
  return address.searchParams.has('state') && (address.searchParams.has('code') || address.searchParams.has('error'));
}
