import { generateKeyPairSync, randomBytes } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Account, Client, Configuration, Provider } from 'oidc-provider';
import { setAccessTokenVerifier } from '../api/current-persona';
import { sandboxState } from '../api/sandbox-state';
import { mountPoints } from '../mount-points';
import type { SandboxMountContext } from '../server/sandbox-mounts';
import {
  MISSING_FIELDS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  renderLoginPage,
  renderLogoutPage,
  renderMessagePage,
} from './identity-pages';
import {
  keycloakRoutes,
  lifetimesFrom,
  redirectMatchingFrom,
  registeredPostLogoutPaths,
  registeredRedirectPaths,
  sandboxClientId,
  sandboxRealm,
  type IdentityLifetimes,
  type RedirectMatching,
} from './identity-settings';
import { claimsOf, personaClaimNames } from './persona-claims';

/** Where the realm lives on the portal's origin: `/realms/portal`. */
export const identityMountPath = `${mountPoints.identityProvider}/${sandboxRealm}`;

export interface IdentityProviderOptions {
  /** Defaults to `process.env`, read now: the lifetimes are fixed for the provider's life. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
  /** How redirect addresses are matched; defaults to `SANDBOX_REDIRECTS` of `environment` (identity-settings.ts). */
  readonly redirectUris?: RedirectMatching;
  /**
   * Origins of a portal served apart from the provider, off the local machine (e.g. the doctor's
   * tests): their callback and post-logout paths are registered too, and their pages may call the
   * provider (CORS), as a realm's client lists the portal's addresses and web origin.
   */
  readonly portalOrigins?: readonly string[];
}

/**
 * The sandbox identity provider: oidc-provider dressed as the fund's Keycloak realm (issuer
 * `{origin}/realms/portal`, Keycloak's endpoint paths), with one public client,
 * `portal-servicios`, for the portal. It also registers the access-token verifier of
 * sandbox/api/current-persona.ts, so the fund-API handlers know who is calling.
 *
 * Everything lives in memory (oidc-provider's own in-memory adapter, passed explicitly so the
 * provider knows it is intended and prints no warning): restarting the server signs everyone out,
 * as a fresh Keycloak without persistence would.
 */
export async function createIdentityProvider(
  context: SandboxMountContext,
  options: IdentityProviderOptions = {},
): Promise<RequestHandler> {
  const environment = options.environment ?? process.env;
  const lifetimes = lifetimesFrom(environment);
  const matching = options.redirectUris ?? redirectMatchingFrom(environment);
  const portalOrigins = options.portalOrigins ?? [];
  // Imported here, not at the top: the module is loaded only when someone first reaches
  // /realms/portal, so `vite build`, vitest and the rest of the sandbox never pay for it.
  const { default: OidcProvider } = await importQuietly(() => import('oidc-provider'));
  const { createMemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');

  const issuer = `${context.origin}${identityMountPath}`;
  const settings = configuration(context, lifetimes, portalOrigins, (): Provider => provider);
  const provider: Provider = new OidcProvider(issuer, { ...settings, adapter: createMemoryAdapter(settings.clockTolerance) });
  // Behind the benchmark's nginx (https, SANDBOX_PUBLIC_ORIGIN) the request reaches it over http:
  // the forwarded protocol and host are what the browser used, and the addresses it sends the
  // browser to (back to the authorization after the sign-in form) must be those. With no proxy
  // in front there are no such headers and nothing changes.
  provider.proxy = true;
  allowRegisteredRedirects(provider.Client.prototype, context.origin, portalOrigins, matching);
  keepSessionAliveOnRefresh(provider, lifetimes);

  setAccessTokenVerifier(async (accessToken) => {
    // find() answers undefined for an unknown, expired or revoked token (a logout revokes
    // the grant and its tokens); a malformed value can also throw.
    const token = await provider.AccessToken.find(accessToken).catch(() => undefined);
    if (!token || token.clientId !== sandboxClientId) return null;
    return sandboxState.findPersonaById(token.accountId)?.username ?? null;
  });

  const router = express.Router();
  router.get('/interaction/:uid', (request, response, next) => {
    showLogin(provider, request, response).catch(next);
  });
  router.post('/interaction/:uid/login', express.urlencoded({ extended: false, limit: '4kb' }), (request, response, next) => {
    submitLogin(provider, request, response).catch(next);
  });
  router.post('/interaction/:uid/abort', (request, response, next) => {
    abortLogin(provider, request, response).catch(next);
  });
  // Everything else is the protocol: discovery, authorization, token, userinfo, certs, logout...
  // oidc-provider takes its mount path from req.originalUrl, so its URLs keep /realms/portal.
  const protocol = provider.callback();
  router.use((request, response) => protocol(request, response));
  return router;
}

function configuration(
  context: SandboxMountContext,
  lifetimes: IdentityLifetimes,
  portalOrigins: readonly string[],
  provider: () => Provider,
): Configuration {
  return {
    clients: [
      {
        client_id: sandboxClientId,
        client_name: 'Portal de Servicios en Línea',
        application_type: 'web',
        // Public client: a browser application cannot keep a secret; PKCE protects the code.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Listed for the record; allowRegisteredRedirects accepts these paths on a loopback origin too.
        redirect_uris: registeredRedirectPaths.map((path) => `${context.origin}${path}`),
        post_logout_redirect_uris: registeredPostLogoutPaths.map((path) => `${context.origin}${path}`),
      },
    ],
    jwks: { keys: [signingKey()] },
    // Per process: the sessions live in memory and die with it, so must the cookies' keys.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: { ...keycloakRoutes },
    // Authorization code only: the portal never uses the implicit or hybrid flows.
    responseTypes: ['code'],
    // Keycloak's default client scopes put the profile, e-mail and role claims in every token
    // whatever `scope` the client asks for; mapping them to `openid` does the same here.
    claims: {
      openid: [...personaClaimNames],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      email: ['email', 'email_verified'],
    },
    // Without this, oidc-provider keeps scope claims out of the ID token when an access token
    // is issued too; the portal reads them from the ID token, as from Keycloak's.
    conformIdTokenClaims: false,
    // One process issues and checks its own tokens, so there is no clock skew to forgive: a
    // token dies exactly at its `exp`, the instant the portal computes from `expires_in`.
    clockTolerance: 0,
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const persona = sandboxState.findPersonaById(sub);
      if (!persona) return undefined;
      // Read at claim time, so a data update made through the API shows in the next tokens.
      return { accountId: persona.id, claims: () => claimsOf(sandboxState.findPersonaById(sub) ?? persona) };
    },
    // First-party client: no consent screen. The grant covers whatever scopes are asked for,
    // which is also what lets a silent check (prompt=none) succeed.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider().Grant.find(grantId) : undefined;
      const grant = existing ?? new (provider().Grant)({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    // oidc-provider only issues refresh tokens for `offline_access`; Keycloak issues them
    // to any client allowed the grant, and the portal needs them.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // The portal calls the token endpoint from its own origin; CORS is for loopback pages and the
    // portal origins given, only.
    clientBasedCORS(_ctx, origin) {
      return isLoopbackUrl(`${origin}/`) || portalOrigins.includes(origin);
    },
    interactions: {
      async url(_ctx, interaction) {
        return `${identityMountPath}/interaction/${interaction.uid}`;
      },
    },
    ttl: {
      AccessToken: lifetimes.accessToken,
      IdToken: lifetimes.accessToken,
      // Every rotation gets the full lifetime again (oidc-provider's default would keep the
      // first token's end): an active portal stays signed in, an idle one expires.
      RefreshToken: lifetimes.refreshToken,
      Session: lifetimes.session,
      AuthorizationCode: 60,
      // Time to fill in the sign-in form (Keycloak's 'Login timeout' is 30 minutes).
      Interaction: 30 * 60,
      // The longest a sign-in lasts however active the person is (Keycloak's 'SSO Session Max', 10 h).
      Grant: 10 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, typeof ctx.oidc.params?.id_token_hint === 'string');
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderMessagePage('Sesión cerrada', 'Cerraste tu sesión en el Portal de Servicios en Línea.');
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'No fue posible iniciar sesión',
        'El proveedor de identidad del sandbox rechazó la solicitud.',
        Object.entries(out).map(([key, value]) => `${key}: ${value}`),
      );
    },
  };
}

/**
 * Tokens are bound to the provider's session (oidc-provider's default, and Keycloak's): a
 * logout revokes them all, and they stop working when the session ends. Keycloak counts its
 * 'SSO Session Idle' from the last refresh as well as from the last sign-in; oidc-provider
 * extends its session only on authorization requests, so a refresh extends it here. Without
 * this an active portal would be signed out SANDBOX_SESSION_TTL after signing in however
 * busy the person was, which is not how the fund's realm behaves.
 */
function keepSessionAliveOnRefresh(provider: Provider, lifetimes: IdentityLifetimes): void {
  provider.on('grant.success', (ctx) => {
    const sessionUid = ctx.oidc.params?.grant_type === 'refresh_token' ? ctx.oidc.entities.RefreshToken?.sessionUid : undefined;
    if (!sessionUid) return;
    provider.Session.findByUid(sessionUid)
      .then((session) => session?.save(lifetimes.session))
      .catch((error: unknown) => console.warn('Sandbox: no se pudo extender la sesión tras el refresh', error));
  });
}

/** A fresh RSA key per process, as Keycloak's realm keys: ID tokens are RS256 JWTs. */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: `sandbox-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' };
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Any path at any port of the local machine, over http or https, without a fragment or
 * credentials: the origins whose pages may call the provider from the browser (CORS), and the
 * origins a redirect address may have (isRegisteredRedirect).
 */
export function isLoopbackUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname) && !url.hash && !url.username && !url.password;
}

/**
 * Exact matching, as RFC 9700 asks of a real realm: the address is one of `paths` on the provider's
 * own origin, a portal origin given, or another origin of the local machine, character for character, with no query,
 * fragment or trailing segment. The origin is the one freedom: dev (5173), preview (4173), the
 * tests' ephemeral ports and the nginx that serves the built portal on a port of its own in front
 * of this provider each have their own, and a redirect to a loopback address can only reach a
 * program on that same machine.
 */
export function isRegisteredRedirect(
  value: string,
  paths: readonly string[],
  providerOrigin: string,
  portalOrigins: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== providerOrigin && !portalOrigins.includes(url.origin) && !isLoopbackUrl(value)) return false;
  return paths.some((path) => value === `${url.origin}${path}`);
}

/** Exact matching (above), or, under `any`, every address: the wildcard realm SANDBOX_REDIRECTS=any stands for. */
function allowRegisteredRedirects(client: Client, providerOrigin: string, portalOrigins: readonly string[], matching: RedirectMatching): void {
  const allowed = (paths: readonly string[]) => (value: string) =>
    matching === 'any' || isRegisteredRedirect(value, paths, providerOrigin, portalOrigins);
  client.redirectUriAllowed = allowed(registeredRedirectPaths);
  client.postLogoutRedirectUriAllowed = allowed(registeredPostLogoutPaths);
}

function interactionPaths(uid: string): { loginAction: string; abortAction: string } {
  const base = `${identityMountPath}/interaction/${encodeURIComponent(uid)}`;
  return { loginAction: `${base}/login`, abortAction: `${base}/abort` };
}

function sendHtml(response: Response, status: number, html: string): void {
  // The form and its errors are per person and per attempt: never cached, never framed.
  response.status(status).type('html').set({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' }).send(html);
}

/**
 * The interaction of this request, or null after answering with a Spanish page: the cookie
 * that ties the browser to the sign-in request is missing or expired (the form sat open
 * longer than the interaction's lifetime), or the URL is another interaction's.
 */
async function interactionOf(provider: Provider, request: Request, response: Response) {
  const interaction = await provider.interactionDetails(request, response).catch(() => null);
  if (!interaction || interaction.uid !== request.params.uid) {
    sendHtml(
      response,
      400,
      renderMessagePage('La solicitud de inicio de sesión expiró', 'Vuelve al portal y pulsa de nuevo «Iniciar sesión».'),
    );
    return null;
  }
  if (interaction.prompt.name !== 'login') {
    // loadExistingGrant grants every scope, so consent is never asked; say so if it ever is.
    sendHtml(response, 500, renderMessagePage('Paso no disponible', `El sandbox no atiende el paso «${interaction.prompt.name}».`));
    return null;
  }
  return interaction;
}

async function showLogin(provider: Provider, request: Request, response: Response): Promise<void> {
  const interaction = await interactionOf(provider, request, response);
  if (!interaction) return;
  sendHtml(
    response,
    200,
    renderLoginPage({
      ...interactionPaths(interaction.uid),
      documentType: 'CC',
      documentNumber: '',
      error: null,
      demoPeople: sandboxState.allPersonas(),
    }),
  );
}

async function submitLogin(provider: Provider, request: Request, response: Response): Promise<void> {
  const interaction = await interactionOf(provider, request, response);
  if (!interaction) return;
  const form = request.body as Record<string, unknown>;
  const documentType = typeof form.documentType === 'string' ? form.documentType.trim().toUpperCase() : 'CC';
  const documentNumber = typeof form.documentNumber === 'string' ? form.documentNumber.trim() : '';
  const password = typeof form.password === 'string' ? form.password : '';

  const persona = documentNumber && password ? sandboxState.findPersonaByDocument(documentType, documentNumber) : null;
  if (!persona || persona.password !== password) {
    sendHtml(
      response,
      200,
      renderLoginPage({
        ...interactionPaths(interaction.uid),
        documentType,
        documentNumber,
        error: documentNumber && password ? WRONG_CREDENTIALS_MESSAGE : MISSING_FIELDS_MESSAGE,
        demoPeople: sandboxState.allPersonas(),
      }),
    );
    return;
  }
  await provider.interactionFinished(request, response, { login: { accountId: persona.id } }, { mergeWithLastSubmission: false });
}

async function abortLogin(provider: Provider, request: Request, response: Response): Promise<void> {
  const interaction = await interactionOf(provider, request, response);
  if (!interaction) return;
  // Back to the portal with the standard error, as Keycloak's "cancel" does.
  await provider.interactionFinished(
    request,
    response,
    { error: 'access_denied', error_description: 'La persona canceló el inicio de sesión.' },
    { mergeWithLastSubmission: false },
  );
}

/**
 * oidc-provider warns, when first imported, that it prefers a Node.js 22+ LTS; the portal supports
 * Node 20.19+ too (package.json `engines`), and the sandbox's provider runs there as it does on 22,
 * as its tests show. That one line is dropped so `npm start` and `npm test` print nothing to wonder
 * about; any other warning passes through.
 */
async function importQuietly<T>(load: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}
