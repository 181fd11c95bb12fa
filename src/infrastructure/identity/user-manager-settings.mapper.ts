import { WebStorageStateStore, type OidcMetadata, type UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig, IdentityMetadata } from '@/application/shared/config/app-config.model';
import type { OidcBrowser } from './oidc-browser.adapter';
import { TOKEN_REQUEST_TIMEOUT_MS } from './time-limit.util';

/** The startup check never holds the first render longer than this: an outage must not blank the page. */
export const SILENT_CHECK_TIMEOUT_MS = 4_000;
/**
 * A pending login's stored state lives an hour (docs/identity.md). oidc-client-ts sweeps states
 * older than 15 minutes (its default) whenever the tab starts another sign-in request.
 */
const LOGIN_STATE_LIFETIME_SECONDS = 60 * 60;

/**
 * The two redirect addresses a realm administrator registers, exactly (docs/identity.md), under
 * the portal's base path: the provider sends the browser back from a sign-in to the first (the
 * single-page app answers it and restores the page the sign-in started from) and the hidden
 * silent-check iframe to the second (a small static page, public/silent-renew.html).
 */
export const SIGNIN_CALLBACK_PATH = 'auth/callback';
export const SILENT_CALLBACK_PATH = 'silent-renew.html';

/** The sign-in and silent-check redirect addresses of the portal served at `browser`'s origin and base path. */
export function callbackAddresses(browser: OidcBrowser): { readonly signin: string; readonly silent: string } {
  const origin = browser.location().origin;
  return {
    signin: new URL(`${browser.basePath}${SIGNIN_CALLBACK_PATH}`, origin).href,
    silent: new URL(`${browser.basePath}${SILENT_CALLBACK_PATH}`, origin).href,
  };
}

/** config.json's camelCase endpoints as OpenID Connect discovery names them. */
function providerMetadata(metadata: IdentityMetadata): Partial<OidcMetadata> {
  return {
    issuer: metadata.issuer,
    authorization_endpoint: metadata.authorizationEndpoint,
    token_endpoint: metadata.tokenEndpoint,
    end_session_endpoint: metadata.endSessionEndpoint,
  };
}

/**
 * oidc-client-ts's settings for a Keycloak-shaped realm `{identity.url}/realms/{identity.realm}`:
 * authorization code + PKCE (the library always sends S256), tokens and pending logins in the
 * tab's sessionStorage, and no renewal of the library's own (the portal schedules its refreshes).
 */
export function userManagerSettings(config: AppConfig, browser: OidcBrowser): UserManagerSettings {
  const { url, realm, clientId, metadata } = config.identity;
  const origin = browser.location().origin;
  const callbacks = callbackAddresses(browser);
  const store = new WebStorageStateStore({ store: browser.sessionStorage });
  return {
    authority: `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`,
    client_id: clientId,
    // Given, the library asks for no discovery document: the silent check starts at once.
    ...(metadata ? { metadata: providerMetadata(metadata) } : {}),
    // Fixed addresses, matched exactly by the provider; the page a sign-in started from travels
    // in its state (oidc-identity.adapter.ts), not in the redirect address.
    redirect_uri: callbacks.signin,
    silent_redirect_uri: callbacks.silent,
    post_logout_redirect_uri: new URL(config.navigation.onlineServicesHome, origin).href,
    response_type: 'code',
    scope: 'openid profile',
    userStore: store,
    stateStore: store,
    staleStateAgeInSeconds: LOGIN_STATE_LIFETIME_SECONDS,
    // The portal schedules its own refreshes (before API calls, and the 'continue' choice).
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: SILENT_CHECK_TIMEOUT_MS / 1000,
    // Discovery and the library's own token requests (the login callback's code exchange).
    requestTimeoutInSeconds: TOKEN_REQUEST_TIMEOUT_MS / 1000,
  };
}
