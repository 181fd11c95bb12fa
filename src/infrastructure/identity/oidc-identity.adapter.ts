import { inject, injectable, optional } from 'inversify';
import { ErrorResponse, ErrorTimeout, User, UserManager, WebStorageStateStore, type OidcMetadata } from 'oidc-client-ts';
import { AppConfig, type IdentityMetadata } from '@/application/shared/config/app-config.model';
import { KeyValueStorage, personalDataDraftStorageKey, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import type { AccessTokenSource, Identity, IdentityStartup, SessionChangeReason, TokenRenewal } from '@/application/shared/session/identity.port';
import { assertPkceMethod, pkceMethod } from '@/domain/shared/session/pkce.rules';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { sessionFromClaims } from '@/domain/shared/session/session-claims.rules';
import { isTokenExpired, secondsUntilExpiry, tokenRefreshMarginSeconds, type TokenTiming } from '@/domain/shared/session/token-expiry.rules';
import { describeIdentityError } from './identity-error.mapper';
import { decodeJwtClaims } from './jwt-claims.mapper';
import { OidcBrowser, windowOidcBrowser } from './oidc-browser.adapter';
import { requestTokenRefresh, TOKEN_REQUEST_TIMEOUT_MS, type RefreshAnswer, type TokenAnswer } from './token-endpoint.adapter';

/** Sign-in could not start (provider unreachable): the header turns the code into its Spanish warning. */
class IdentityUnavailableError extends Error {
  readonly code = 'identity.unavailable';
  constructor() {
    super('identity.unavailable');
  }
}

/** The startup check never holds the first render longer than this (beyond the spec: an outage must not blank the page). */
export const SILENT_CHECK_TIMEOUT_MS = 4_000;
/**
 * Spec section 9: a pending login's stored state lives an hour. oidc-client-ts sweeps states
 * older than 15 minutes (its default) whenever the tab starts another sign-in request.
 */
const LOGIN_STATE_LIFETIME_SECONDS = 60 * 60;
/** Web Locks name shared by every tab of the portal: one refresh at a time across tabs. */
export const REFRESH_LOCK_NAME = 'portal-token-refresh';
/** BroadcastChannel on which a tab hands the rotated tokens to the tabs that held the old refresh token. */
const TOKEN_CHANNEL_NAME = 'portal-token-rotation';
/**
 * Before using its refresh token, a tab asks the others whether one of them already used it and
 * waits this long for the answer. Refreshing with a rotated-away token would make the provider
 * see a reuse and revoke the whole grant, signing out every tab; a same-origin channel round
 * trip takes a millisecond or two, so this bounds only the case where no other tab holds it.
 */
const ROTATION_GRACE_MS = 150;
/**
 * A tab holds the refresh lock for at most this long (discovery and the token request are each
 * bounded by TOKEN_REQUEST_TIMEOUT_MS), so a tab stalled mid-refresh cannot keep every other
 * tab from refreshing; one that waits longer than LOCK_WAIT_MS for the lock keeps its session
 * as it is rather than spend a refresh token another tab may be spending.
 */
export const LOCK_HOLD_LIMIT_MS = 25_000;
export const LOCK_WAIT_MS = 30_000;

/** How one refresh attempt ended; see {@link RefreshAnswer} for what counts as a rejection. */
type RefreshOutcome =
  | { readonly kind: 'renewed'; readonly user: User }
  | { readonly kind: 'rejected'; readonly detail: string }
  | { readonly kind: 'failed'; readonly detail: string };

/** Claims that describe the token, not the person; kept out of the profile as oidc-client-ts does. */
const protocolClaims = new Set(['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash', 'iat', 'exp', 'iss', 'aud', 'typ', 'sid', 'session_state']);

/** The query parameters an authorization response adds; removed from the address after the callback. */
const callbackParameters = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** 'rotated': here are the tokens that replaced `previousRefreshToken`. 'ask': who replaced it? */
type RotationMessage =
  | { readonly type: 'rotated'; readonly previousRefreshToken: string; readonly user: string }
  | { readonly type: 'ask'; readonly refreshToken: string };

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The address login starts from and returns to (spec section 4): no query string, no fragment. */
const withoutQuery = (url: URL): string => `${url.origin}${url.pathname}`;

function withTimeout<T>(work: Promise<T>, ms: number, what = 'identity check'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ErrorTimeout(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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

/** The provider answered "nobody is signed in" (prompt=none) or refused the grant: not an outage. */
const isProviderAnswer = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse;

/**
 * Identity over oidc-client-ts (authorization code + PKCE S256) against a Keycloak-shaped realm
 * `{identity.url}/realms/{identity.realm}`, found by discovery unless config.json gives its
 * endpoints. docs/identity.md tells the story; the decisions that are easy to get wrong:
 *
 * - Tokens live in oidc-client-ts's store over sessionStorage, never localStorage. The spec's
 *   documentType/documentNumber keys go through SessionKeyValueStorage (sessionStorage too): they
 *   are personal data, and an anonymous start wipes them from both storages (ADR 0010).
 * - `initialize` is memoised: React StrictMode (or a second caller) cannot run the callback twice,
 *   which would fail with "No matching state found in storage".
 * - Refreshes are single-flight in the tab (one shared promise) and across tabs (Web Locks). With
 *   rotating refresh tokens two tabs holding the same token (a duplicated tab copies
 *   sessionStorage) must not both use it, so the tab that refreshed posts the new tokens to the
 *   tabs that held the old refresh token, and a tab that waited re-reads its store first.
 */
@injectable()
export class OidcIdentity implements Identity, AccessTokenSource {
  private readonly manager: UserManager;
  private readonly browser: OidcBrowser;
  /** Opened on the first sign-in: an anonymous visitor has no tokens to hand over. */
  private channel: BroadcastChannel | null = null;
  private user: User | null = null;
  private session: Session = anonymousSession;
  private readonly listeners = new Set<(session: Session, reason: SessionChangeReason) => void>();
  private startup: Promise<IdentityStartup> | null = null;
  private inFlightRefresh: Promise<User | null> | null = null;
  private rotationArrived: (() => void) | null = null;
  /** Refresh tokens this tab has used up, so it can answer a tab that still holds one of them. */
  private readonly consumedRefreshTokens = new Set<string>();

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    /** Where the person's document type and number are kept: dies with the tab. */
    @inject(SessionKeyValueStorage) private readonly personalData: SessionKeyValueStorage,
    /** Only to wipe the copies earlier builds left in localStorage. */
    @inject(KeyValueStorage) private readonly sharedStorage: KeyValueStorage,
    @inject(OidcBrowser) @optional() browser?: OidcBrowser,
  ) {
    this.browser = browser ?? windowOidcBrowser();
    // oidc-client-ts always sends S256; the check documents (and tests) that nothing else is accepted.
    assertPkceMethod(pkceMethod);
    const { url, realm, clientId, metadata } = config.identity;
    const origin = this.browser.location().origin;
    const store = new WebStorageStateStore({ store: this.browser.sessionStorage });
    this.manager = new UserManager({
      authority: `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`,
      client_id: clientId,
      // Given, the library asks for no discovery document: the silent check starts at once.
      ...(metadata ? { metadata: providerMetadata(metadata) } : {}),
      // Replaced per login by the current address; this default only serves the silent check.
      redirect_uri: withoutQuery(this.browser.location()),
      silent_redirect_uri: new URL(`${this.browser.basePath}silent-renew.html`, origin).href,
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
    });
  }

  initialize(): Promise<IdentityStartup> {
    this.startup ??= this.runStartup();
    return this.startup;
  }

  currentSession(): Session {
    return this.session;
  }

  async login(): Promise<void> {
    try {
      // Discovery used to be the check that the provider answers before the person is sent away
      // (an outage gives the toast, not a browser error page). With the endpoints configured it
      // does not happen, so the same document is asked for here: at a click, not at every start.
      if (this.config.identity.metadata) await this.providerAnswers();
      await this.manager.signinRedirect({ redirect_uri: withoutQuery(this.browser.location()) });
    } catch (error) {
      console.warn('Could not start the sign-in:', describeIdentityError(error));
      throw new IdentityUnavailableError();
    }
  }

  /** Throws unless the provider's discovery document arrives (2xx) within the token time-out. */
  private async providerAnswers(): Promise<void> {
    const authority = this.manager.settings.authority.replace(/\/+$/, '');
    // A timer of the page's own, not AbortSignal.timeout: the same clock as every other time-out here.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TOKEN_REQUEST_TIMEOUT_MS);
    try {
      const answer = await fetch(`${authority}/.well-known/openid-configuration`, { cache: 'no-store', signal: controller.signal });
      if (!answer.ok) throw new Error(`The identity provider answered HTTP ${answer.status}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    this.adopt(null, 'signedOut');
    if (!idToken) {
      await this.manager.removeUser();
      return;
    }
    await this.manager.signoutRedirect({
      id_token_hint: idToken,
      post_logout_redirect_uri: new URL(this.config.navigation.onlineServicesHome, this.browser.location().origin).href,
    });
  }

  async refresh(): Promise<boolean> {
    if (!this.user) return false;
    const before = this.user.access_token;
    // A failure other than the provider's refusal keeps the held user, which is not a renewal:
    // only new tokens (ours or another tab's) count.
    const after = await this.singleFlightRefresh(true);
    return after !== null && after.access_token !== before;
  }

  secondsUntilExpiry(): number | null {
    const timing = this.timing();
    return timing ? Math.max(0, secondsUntilExpiry(timing, nowSeconds())) : null;
  }

  onSessionChange(listener: (session: Session, reason: SessionChangeReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async freshAccessToken(): Promise<string | null> {
    const timing = this.timing();
    if (!this.user || !timing) return this.user?.access_token ?? null;
    if (!isTokenExpired(timing, nowSeconds(), tokenRefreshMarginSeconds)) return this.user.access_token;
    const renewed = await this.singleFlightRefresh(false);
    return renewed?.access_token ?? null;
  }

  async renewRejectedToken(rejected: string): Promise<TokenRenewal> {
    // Ended meanwhile (another call's 401, a logout): nothing left to renew.
    if (!this.user) return { kind: 'sessionEnded' };
    // Several calls refused together: the first renews, the others take its tokens.
    if (this.user.access_token !== rejected) return { kind: 'renewed', accessToken: this.user.access_token };
    const renewed = await this.singleFlightRefresh(true);
    if (!this.user || renewed === null) return { kind: 'sessionEnded' };
    return renewed.access_token === rejected ? { kind: 'unavailable' } : { kind: 'renewed', accessToken: renewed.access_token };
  }

  async endRejectedSession(): Promise<void> {
    if (!this.user) return;
    console.warn('The API refused the renewed tokens; the session ends');
    await this.manager.removeUser();
    this.adopt(null, 'sessionRejected');
  }

  // --- startup -------------------------------------------------------------------------------

  private async runStartup(): Promise<IdentityStartup> {
    try {
      const user = await withTimeout(this.startupCheck(), SILENT_CHECK_TIMEOUT_MS);
      if (!user) this.forgetPersonalData();
      this.adopt(user, user ? 'signedIn' : 'signedOut');
      return { session: this.session, isProviderAvailable: true };
    } catch (error) {
      // Tokens held from before that are still valid carry on (spec section 4: a failed refresh
      // is only logged); the header still warns that signing in is unavailable.
      const held = await this.manager.getUser().catch(() => null);
      const kept = held !== null && !this.needsRefresh(held) ? held : null;
      console.warn(
        `The identity provider could not be reached; continuing ${kept ? 'with the tokens held' : 'anonymously'}:`,
        describeIdentityError(error),
      );
      if (!kept) this.forgetPersonalData();
      this.adopt(kept, kept ? 'signedIn' : 'signedOut');
      return { session: this.session, isProviderAvailable: false };
    }
  }

  private async startupCheck(): Promise<User | null> {
    const address = this.browser.location();
    const isCallback = address.searchParams.has('state') && (address.searchParams.has('code') || address.searchParams.has('error'));
    if (isCallback) {
      try {
        const user = await this.manager.signinCallback(address.href);
        if (user) return user;
      } catch (error) {
        // A refused login (error=access_denied) or a stale callback address: not an outage.
        // Fall through to the silent check, which finds out whether a session exists anyway.
        if (!isProviderAnswer(error) && !(error instanceof Error && /state/i.test(error.message))) throw error;
        console.warn('The sign-in callback could not be completed:', describeIdentityError(error));
      } finally {
        // Whatever happened, code and state are single-use: a reload of this address must not replay them.
        const clean = new URL(address.href);
        callbackParameters.forEach((name) => clean.searchParams.delete(name));
        this.browser.replaceAddress(clean);
      }
    }
    const stored = await this.manager.getUser();
    if (stored?.refresh_token) {
      // A reload (or a duplicated tab) holding a refresh token: the same lock and hand-over as
      // any refresh, so two tabs reloading together cannot both spend the one token.
      this.user = stored;
      this.ensureChannel();
      return this.singleFlightRefresh(true, 'startup');
    }
    try {
      return await this.manager.signinSilent();
    } catch (error) {
      if (!isProviderAnswer(error)) throw error;
      // login_required (no session at the provider) or a refresh token it no longer accepts.
      await this.manager.removeUser();
      return null;
    }
  }

  // --- refresh -------------------------------------------------------------------------------

  /**
   * `mode` 'startup': a failure that is not the provider's answer is thrown (the startup check
   * then reports the provider unavailable); 'renew': it is logged and the session kept.
   */
  private singleFlightRefresh(force: boolean, mode: 'startup' | 'renew' = 'renew'): Promise<User | null> {
    this.inFlightRefresh ??= this.refreshAcrossTabs(force, mode).finally(() => (this.inFlightRefresh = null));
    return this.inFlightRefresh;
  }

  private refreshAcrossTabs(force: boolean, mode: 'startup' | 'renew'): Promise<User | null> {
    // The tokens as they were when the refresh was asked for: if they have changed by the time
    // the lock is ours (another tab handed its rotation over), that is the refresh we wanted.
    const before = this.user;
    const locks = this.browser.locks;
    if (!locks) return this.refreshHoldingLock(force, mode, before);
    // Waits while another tab refreshes; then our store may already hold its tokens. Neither
    // the wait nor the hold is unbounded (LOCK_WAIT_MS, LOCK_HOLD_LIMIT_MS).
    const waiting = new AbortController();
    const waitTimer = setTimeout(() => waiting.abort(), LOCK_WAIT_MS);
    return locks
      .request(REFRESH_LOCK_NAME, { signal: waiting.signal }, () => {
        clearTimeout(waitTimer);
        return withTimeout(this.refreshHoldingLock(force, mode, before), LOCK_HOLD_LIMIT_MS, 'token refresh');
      })
      .catch((error: unknown) => {
        clearTimeout(waitTimer);
        if (mode === 'startup') throw error;
        console.warn('Token refresh did not finish; keeping the session:', describeIdentityError(error));
        return this.user;
      });
  }

  private async refreshHoldingLock(force: boolean, mode: 'startup' | 'renew', before: User | null): Promise<User | null> {
    const held = await this.manager.getUser();
    if (held?.refresh_token && this.channel) {
      const ask: RotationMessage = { type: 'ask', refreshToken: held.refresh_token };
      const answered = this.awaitRotation(ROTATION_GRACE_MS);
      this.channel.postMessage(ask);
      await answered;
    }
    // Re-read the store: another tab's rotation may have replaced our tokens meanwhile.
    const stored = await this.manager.getUser();
    if (!stored) {
      if (before) this.adopt(null, 'signedOut');
      return null;
    }
    if (stored.access_token !== before?.access_token) {
      this.adopt(stored, 'refreshed');
      const timing = this.timing();
      if (!timing || !isTokenExpired(timing, nowSeconds(), tokenRefreshMarginSeconds)) return stored;
    } else if (!force && !this.needsRefresh(stored)) {
      return stored;
    }
    const outcome = await this.renew(stored);
    if (outcome.kind === 'renewed') {
      const renewed = outcome.user;
      this.adopt(renewed, 'refreshed');
      if (stored.refresh_token && renewed.refresh_token !== stored.refresh_token) {
        this.consumedRefreshTokens.add(stored.refresh_token);
        const message: RotationMessage = { type: 'rotated', previousRefreshToken: stored.refresh_token, user: renewed.toStorageString() };
        this.channel?.postMessage(message);
      }
      return renewed;
    }
    if (outcome.kind === 'rejected') {
      // Spec section 4: a refresh rejected with 400 (invalid_grant; RFC 6749 §5.2 errors are
      // 400s) clears the tokens and fires the logout callback; presentation decides on a new login.
      console.warn(`The identity provider rejected the token refresh (${outcome.detail}); the session ends`);
      await this.manager.removeUser();
      this.adopt(null, 'refreshRejected');
      return null;
    }
    if (mode === 'startup') throw new ErrorTimeout(`token refresh failed at startup (${outcome.detail})`);
    // Any other failure (network, 5xx, 401 invalid_client, time-out) is only logged: the session and its tokens stay.
    console.warn(`Token refresh failed (${outcome.detail}); keeping the session`);
    return this.user;
  }

  /** One attempt: the refresh token when one is held (Keycloak always gives one), else the silent iframe. */
  private async renew(stored: User): Promise<RefreshOutcome> {
    if (!stored.refresh_token) return this.renewInFrame();
    let tokenEndpoint: string;
    try {
      tokenEndpoint = await this.manager.metadataService.getTokenEndpoint(false);
    } catch (error) {
      return { kind: 'failed', detail: `discovery: ${describeIdentityError(error)}` };
    }
    const answer = await requestTokenRefresh({ tokenEndpoint, clientId: this.config.identity.clientId, refreshToken: stored.refresh_token });
    if (answer.kind !== 'renewed') return { kind: answer.kind, detail: describeRefreshAnswer(answer) };
    const user = renewedUser(stored, answer.tokens);
    if (user === null) return { kind: 'failed', detail: 'the renewed id_token names another subject' };
    await this.manager.storeUser(user);
    return { kind: 'renewed', user };
  }

  private async renewInFrame(): Promise<RefreshOutcome> {
    try {
      const user = await this.manager.signinSilent();
      return user ? { kind: 'renewed', user } : { kind: 'failed', detail: 'no user' };
    } catch (error) {
      // login_required from prompt=none: the provider's session is over.
      return { kind: isProviderAnswer(error) ? 'rejected' : 'failed', detail: describeIdentityError(error) };
    }
  }

  private needsRefresh(user: User): boolean {
    const timing = timingOf(user);
    return timing !== null && isTokenExpired(timing, nowSeconds(), tokenRefreshMarginSeconds);
  }

  private awaitRotation(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.rotationArrived = null;
        resolve();
      }, ms);
      this.rotationArrived = () => {
        clearTimeout(timer);
        this.rotationArrived = null;
        resolve();
      };
    });
  }

  private async onChannelMessage(data: unknown): Promise<void> {
    if (!isRotationMessage(data)) return;
    if (data.type === 'ask') {
      // A tab still holds a refresh token we used up: hand it our current tokens.
      if (this.user && this.consumedRefreshTokens.has(data.refreshToken)) {
        const answer: RotationMessage = { type: 'rotated', previousRefreshToken: data.refreshToken, user: this.user.toStorageString() };
        this.channel?.postMessage(answer);
      }
      return;
    }
    await this.adoptRotation(data);
  }

  /** Another tab rotated the refresh token we hold too: take its tokens instead of reusing ours. */
  private async adoptRotation(data: Extract<RotationMessage, { type: 'rotated' }>): Promise<void> {
    const held = await this.manager.getUser();
    if (!held || held.refresh_token !== data.previousRefreshToken) return;
    const rotated = User.fromStorageString(data.user);
    await this.manager.storeUser(rotated);
    this.adopt(rotated, 'refreshed');
    this.rotationArrived?.();
  }

  // --- session -------------------------------------------------------------------------------

  private timing(): TokenTiming | null {
    return this.user ? timingOf(this.user) : null;
  }

  private ensureChannel(): void {
    if (this.channel || !this.browser.openChannel) return;
    this.channel = this.browser.openChannel(TOKEN_CHANNEL_NAME);
    this.channel.addEventListener('message', (event: MessageEvent<unknown>) => void this.onChannelMessage(event.data));
  }

  private adopt(user: User | null, reason: SessionChangeReason): void {
    if (user) this.ensureChannel();
    const wasLogged = this.session.isLogged;
    this.user = user;
    this.session = user ? sessionFromClaims(user.profile, decodeJwtClaims(user.access_token)) : anonymousSession;
    // Spec section 3 keeps the person's document under these keys for the flows that send it,
    // in session storage only (ADR 0010); a copy an earlier build left in localStorage goes.
    if (this.session.isLogged && this.session.documentType && this.session.documentNumber) {
      this.personalData.set(storageKeys.documentType, this.session.documentType);
      this.personalData.set(storageKeys.documentNumber, this.session.documentNumber);
      this.sharedStorage.remove(storageKeys.documentType);
      this.sharedStorage.remove(storageKeys.documentNumber);
    } else if (wasLogged && !this.session.isLogged) {
      this.forgetPersonalData();
    }
    this.listeners.forEach((listener) => listener(this.session, reason));
  }

  /**
   * Wipes the document keys from both storages: on an anonymous start (a duplicated tab copies
   * sessionStorage; earlier builds wrote localStorage, which outlives every tab) and when a
   * session ends. The unsaved data-update form goes too (issue 15 item 8); it only ever lives in
   * session storage.
   */
  private forgetPersonalData(): void {
    for (const key of [storageKeys.documentType, storageKeys.documentNumber]) {
      this.personalData.remove(key);
      this.sharedStorage.remove(key);
    }
    this.personalData.remove(personalDataDraftStorageKey);
  }
}

/**
 * When the access token expires, on the local clock. oidc-client-ts stamps `expires_at` as the
 * local time of receipt plus the relative `expires_in`, so it is already corrected for the
 * server's clock skew (keycloak-js needs its timeSkew only because it reads `exp`, a server-clock
 * time). A token response without expires_in leaves the JWT's own `exp`, uncorrected.
 */
function timingOf(user: User): TokenTiming | null {
  if (typeof user.expires_at === 'number') return { exp: user.expires_at, timeSkew: 0 };
  const exp = decodeJwtClaims(user.access_token)?.exp;
  return typeof exp === 'number' ? { exp, timeSkew: 0 } : null;
}

function isRotationMessage(data: unknown): data is RotationMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'ask') return typeof message.refreshToken === 'string';
  return message.type === 'rotated' && typeof message.previousRefreshToken === 'string' && typeof message.user === 'string';
}

function describeRefreshAnswer(answer: Exclude<RefreshAnswer, { kind: 'renewed' }>): string {
  if (answer.kind === 'rejected') return `400 ${answer.error ?? 'without an OAuth error'}`;
  const status = answer.status === null ? '' : ` ${answer.status}`;
  return `${answer.reason}${status}${answer.error === null ? '' : ` ${answer.error}`}`;
}

/**
 * The tokens a refresh answered, as an oidc-client-ts User: what the answer leaves out (a
 * provider may not rotate the refresh token or send a new id_token) is kept from before. An
 * id_token for another subject is refused (null), as the library's own validation does.
 */
function renewedUser(stored: User, tokens: TokenAnswer): User | null {
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
