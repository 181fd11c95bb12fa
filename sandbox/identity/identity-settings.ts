/**
 * What the sandbox identity provider is, as the portal's configuration (public/config.json:
 * identity.realm, identity.clientId) expects to find it, and the lifetimes a tester can change.
 */
export const sandboxRealm = 'portal';
export const sandboxClientId = 'portal-servicios';

/**
 * The client's redirect addresses, as a realm administrator registers them (docs/identity.md),
 * by path on the portal's origin: the sign-in callback and the silent check's page
 * (src/infrastructure/identity/user-manager-settings.mapper.ts), and the portal's home after a
 * sign-out (config.json's navigation.onlineServicesHome).
 */
export const registeredRedirectPaths = ['/auth/callback', '/silent-renew.html'] as const;
export const registeredPostLogoutPaths = ['/'] as const;

/**
 * How the client's redirect addresses are matched (`SANDBOX_REDIRECTS`, docs/sandbox.md): `exact`,
 * the registered paths character for character (isRegisteredRedirect), or `any`, every address, as a
 * realm whose client registers the wildcard `*` would. `any` is a broken realm on purpose, to show
 * `npm run doctor` one (it must fail the redirect check); the portal never needs it.
 */
export type RedirectMatching = 'exact' | 'any';

/**
 * The matching `SANDBOX_REDIRECTS` names: `exact` when unset or empty. Any other value throws, naming
 * the variable, so a typo never leaves a realm open (or closed) by surprise. The Vite plugin keeps a
 * copy (readSandboxRedirects) to refuse the server's start before anything loads.
 */
export function redirectMatchingFrom(environment: Readonly<Record<string, string | undefined>>): RedirectMatching {
  const value = environment.SANDBOX_REDIRECTS?.trim() ?? '';
  if (value === '' || value === 'exact') return 'exact';
  if (value === 'any') return 'any';
  throw new Error(redirectMatchingError(value));
}

/** The refusal of an unknown `SANDBOX_REDIRECTS` value, in the plugin's words too. */
function redirectMatchingError(value: string): string {
  return `SANDBOX_REDIRECTS=${value} no es una forma de comparar las direcciones de retorno: usa 'exact' (por defecto) o 'any' (docs/sandbox.md).`;
}

/** Keycloak's layout under the realm, so the portal's configuration works against both. */
export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

/** Lifetimes in seconds; docs/sandbox.md documents each variable. */
export interface IdentityLifetimes {
  /**
   * Access and ID tokens (SANDBOX_ACCESS_TOKEN_TTL): Keycloak's 'Access Token Lifespan'. 20
   * minutes, longer than the 17-minute inactivity rule, so an idle person is signed out by the
   * inactivity windows before 'La sesión se cerrará en:' could ask, and an active one is renewed
   * silently (docs/adr/0008-silent-renewal-for-active-people.md).
   */
  readonly accessToken: number;
  /**
   * Each refresh token (SANDBOX_REFRESH_TOKEN_TTL). Every refresh issues a new one with the
   * full lifetime, so it behaves like Keycloak's 'SSO Session Idle': an active portal keeps
   * refreshing, an idle one loses its session after this long.
   */
  readonly refreshToken: number;
  /**
   * The provider's browser session (SANDBOX_SESSION_TTL): how long after the last sign-in or
   * refresh a silent check (prompt=none) still finds the person signed in; refresh tokens end
   * with it. 30 minutes, Keycloak's default 'SSO Session Idle': it must outlast an access token,
   * or the silent renewal 2 minutes before the token expires would find the session gone.
   */
  readonly session: number;
}

const defaultLifetimes: IdentityLifetimes = { accessToken: 1200, refreshToken: 1800, session: 1800 };

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Reads the lifetimes when the provider is mounted. A value that is not a whole number of
 * seconds from 1 to one day stops the mount with a message naming the variable, instead of
 * silently falling back to a default and making an expiry test pass or fail for the wrong reason.
 */
export function lifetimesFrom(environment: Environment): IdentityLifetimes {
  return {
    accessToken: seconds(environment, 'SANDBOX_ACCESS_TOKEN_TTL', defaultLifetimes.accessToken),
    refreshToken: seconds(environment, 'SANDBOX_REFRESH_TOKEN_TTL', defaultLifetimes.refreshToken),
    session: seconds(environment, 'SANDBOX_SESSION_TTL', defaultLifetimes.session),
  };
}

const ONE_DAY = 24 * 60 * 60;

function seconds(environment: Environment, name: string, fallback: number): number {
  const raw = environment[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > ONE_DAY) {
    throw new Error(`${name} debe ser un número entero de segundos entre 1 y ${ONE_DAY}; se recibió '${raw}'.`);
  }
  return value;
}
