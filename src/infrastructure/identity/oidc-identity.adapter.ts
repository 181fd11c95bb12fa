import { inject, injectable, multiInject, optional } from 'inversify';
import { ErrorTimeout, User, UserManager } from 'oidc-client-ts';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import type { AccessTokenSource, Identity, IdentityStartup, SessionChangeReason, TokenRenewal } from '@/application/shared/session/identity.port';
import { PersonalDataEraser, type ErasureMoment } from '@/application/shared/session/personal-data-eraser.port';
import { assertPkceMethod, pkceMethod } from '@/domain/shared/session/pkce.rules';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { sessionFromClaims } from '@/domain/shared/session/session-claims.rules';
import { isTokenExpired, secondsUntilExpiry, tokenRefreshMarginSeconds, type TokenTiming } from '@/domain/shared/session/token-expiry.rules';
import { HiddenFrameNavigator } from './hidden-frame-navigator.adapter';
import { describeIdentityError, isProviderAnswer } from './identity-error.mapper';
import { decodeJwtClaims } from './jwt-claims.mapper';
import { OidcBrowser, windowOidcBrowser } from './oidc-browser.adapter';
import { nowSeconds, sessionIdOf, timingOf } from './oidc-user.mapper';
import { assertProviderAnswers } from './provider-check.adapter';
import { underRefreshLock } from './refresh-lock.adapter';
import { SessionEndWatchLoader } from './lazy-session-end-watch.adapter';
import type { completeSigninCallback } from './signin-callback-completion.adapter';
import { isSigninCallback, signinReturnFrom } from './signin-callback.adapter';
import { withTimeout } from './time-limit.util';
import type { RefreshOutcome, renewTokens } from './token-renewal.adapter';
import { TokenRotationChannel, type RotationHolder } from './token-rotation-channel.adapter';
import { callbackAddresses, SILENT_CHECK_TIMEOUT_MS, userManagerSettings } from './user-manager-settings.mapper';

/** Sign-in could not start (provider unreachable): the header turns the code into its Spanish warning. */
class IdentityUnavailableError extends Error {
  readonly code = 'identity.unavailable';
  constructor() {
    super('identity.unavailable');
  }
}

/**
 * Identity over oidc-client-ts (authorization code + PKCE S256) against a Keycloak-shaped realm
 * `{identity.url}/realms/{identity.realm}`, found by discovery unless config.json gives its
 * endpoints (user-manager-settings.mapper.ts). docs/identity.md tells the story; the decisions
 * that are easy to get wrong:
 *
 * - Tokens live in oidc-client-ts's store over sessionStorage, never localStorage. The portal's
 *   documentType/documentNumber keys go through SessionKeyValueStorage (sessionStorage too): they
 *   are personal data, and an anonymous start wipes them from both storages, with every feature's
 *   personal data (each bound `PersonalDataEraser`; ADR 0010).
 * - `initialize` is memoised: React StrictMode (or a second caller) cannot run the callback twice,
 *   which would fail with "No matching state found in storage".
 * - Refreshes are single-flight in the tab (one shared promise) and across tabs (the Web Lock of
 *   refresh-lock.adapter.ts). With rotating refresh tokens two tabs holding the same token (a
 *   duplicated tab copies sessionStorage) must not both use it, so the tab that refreshed hands
 *   the new tokens over (token-rotation-channel.adapter.ts), and a tab that waited re-reads its
 *   store first.
 * - One sign-out for every tab, on that same channel: a sign-out (the person's or the inactivity
 *   one) ends every tab's session, a refused refresh every tab's session with the same `sid`;
 *   each tab that hears it drops its tokens and personal data ('endedInAnotherTab'). A tab that
 *   slept through the message (back/forward cache, frozen) re-checks when it wakes
 *   (session-end-watch.adapter.ts) and ends the same way.
 */
@injectable()
export class OidcIdentity implements Identity, AccessTokenSource {
  private readonly manager: UserManager;
  private readonly browser: OidcBrowser;
  private readonly rotation: TokenRotationChannel;
  private readonly endWatch: SessionEndWatchLoader;
  private user: User | null = null;
  private session: Session = anonymousSession;
  private readonly listeners = new Set<(session: Session, reason: SessionChangeReason) => void>();
  private startup: Promise<IdentityStartup> | null = null;
  private inFlightRefresh: Promise<User | null> | null = null;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    /** Where the person's document type and number are kept: dies with the tab. */
    @inject(SessionKeyValueStorage) private readonly personalData: SessionKeyValueStorage,
    /** Only to wipe the copies earlier builds left in localStorage. */
    @inject(KeyValueStorage) private readonly sharedStorage: KeyValueStorage,
    /** Each feature's personal data (the shell module binds them all). */
    @multiInject(PersonalDataEraser) @optional() private readonly erasers: readonly PersonalDataEraser[] = [],
    @inject(OidcBrowser) @optional() browser?: OidcBrowser,
  ) {
    this.browser = browser ?? windowOidcBrowser();
    // oidc-client-ts always sends S256; the check documents (and tests) that nothing else is accepted.
    assertPkceMethod(pkceMethod);
    const settings = userManagerSettings(config, this.browser);
    // The silent check's frame, in short tasks (hidden-frame-navigator.adapter.ts).
    const frames = new HiddenFrameNavigator(SILENT_CHECK_TIMEOUT_MS / 1000, this.browser.frames);
    this.manager = new UserManager(settings, undefined, undefined, frames);
    const holder: RotationHolder = {
      currentUser: () => this.user,
      adoptRotation: (previousRefreshToken, user) => this.adoptRotation(previousRefreshToken, user),
      endedElsewhere: (sessionId) => this.endedElsewhere(sessionId),
    };
    this.rotation = new TokenRotationChannel(this.browser.openChannel, holder, this.browser.localStorage);
    this.endWatch = new SessionEndWatchLoader(this.browser, this.manager, holder);
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
      // Without configured endpoints, discovery checks that the provider answers before the person
      // is sent away (an outage gives the toast, not a browser error page). With them there is no
      // discovery, so the same document is asked for here: at a click, not at every start.
      if (this.config.identity.metadata) await assertProviderAnswers(this.manager.settings.authority);
      // The provider returns to the one registered callback address; the page to come back to
      // travels in the state.
      await this.manager.signinRedirect({ state: signinReturnFrom(this.browser.location()) });
    } catch (error) {
      console.warn('Could not start the sign-in:', describeIdentityError(error));
      throw new IdentityUnavailableError();
    }
  }

  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    // The person leaves the portal, not one tab: every open tab ends its session too.
    if (this.user) this.rotation.announceSessionEnd(null);
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
      if (!user) this.forgetPersonalData('anonymousStart');
      this.adopt(user, user ? 'signedIn' : 'signedOut');
      return { session: this.session, isProviderAvailable: true };
    } catch (error) {
      // Tokens held from before that are still valid carry on (docs/identity.md: a failed refresh
      // is only logged); the header still warns that signing in is unavailable.
      const held = await this.manager.getUser().catch(() => null);
      const kept = held !== null && !this.needsRefresh(held) && !(await this.endWatch.predatesLastSignOut(held)) ? held : null;
      console.warn(
        `The identity provider could not be reached; continuing ${kept ? 'with the tokens held' : 'anonymously'}:`,
        describeIdentityError(error),
      );
      if (!kept) this.forgetPersonalData('anonymousStart');
      this.adopt(kept, kept ? 'signedIn' : 'signedOut');
      return { session: this.session, isProviderAvailable: false };
    }
  }

  /**
   * The code exchange of a sign-in return, a chunk of its own imported only at the callback
   * address. Should it not load, the address still leaves the callback (for the portal's home, the
   * page the sign-in started from being in that chunk's reach only) and the start goes on as when
   * the provider cannot be reached: the portal anonymous, with the header's warning.
   */
  private async completeSigninCallback(address: URL): Promise<User | null> {
    let complete: typeof completeSigninCallback;
    try {
      ({ completeSigninCallback: complete } = await import('./signin-callback-completion.adapter'));
    } catch (error) {
      this.browser.replaceAddress(new URL(this.browser.basePath, address.origin));
      throw error;
    }
    return complete(this.manager, this.browser, address);
  }

  private async startupCheck(): Promise<User | null> {
    const address = this.browser.location();
    if (isSigninCallback(address, new URL(callbackAddresses(this.browser).signin))) {
      const user = await this.completeSigninCallback(address);
      if (user) return user;
    }
    const stored = await this.manager.getUser();
    if (stored && (await this.endWatch.predatesLastSignOut(stored))) {
      // Tokens of a session ended in another tab while this one slept (a page the back/forward
      // cache dropped, reloaded): dropped unspent, as the sign-out message would have.
      await this.manager.removeUser();
      this.forgetPersonalData('sessionEnded');
      return null;
    }
    if (stored?.refresh_token) {
      // A reload (or a duplicated tab) holding a refresh token: the same lock and hand-over as
      // any refresh, so two tabs reloading together cannot both spend the one token.
      this.user = stored;
      this.rotation.open();
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
    return underRefreshLock(locks, () => this.refreshHoldingLock(force, mode, before), (error) => {
      if (mode === 'startup') throw error;
      console.warn('Token refresh did not finish; keeping the session:', describeIdentityError(error));
      return this.user;
    });
  }

  private async refreshHoldingLock(force: boolean, mode: 'startup' | 'renew', before: User | null): Promise<User | null> {
    const held = await this.manager.getUser();
    if (held?.refresh_token && this.rotation.isOpen) await this.rotation.askWhoRotated(held.refresh_token);
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
    const outcome = await this.renewTokens(stored);
    if (outcome.kind === 'renewed') {
      const renewed = outcome.user;
      this.adopt(renewed, 'refreshed');
      if (stored.refresh_token && renewed.refresh_token !== stored.refresh_token) this.rotation.announceRotation(stored.refresh_token, renewed);
      return renewed;
    }
    if (outcome.kind === 'rejected') {
      // A refresh rejected with 400 (invalid_grant; RFC 6749 §5.2 errors are
      // 400s) clears the tokens and fires the logout callback; presentation decides on a new login.
      console.warn(`The identity provider rejected the token refresh (${outcome.detail}); the session ends`);
      await this.manager.removeUser();
      this.adopt(null, 'refreshRejected');
      // The provider's session is over for every tab that holds it.
      this.rotation.announceSessionEnd(sessionIdOf(stored));
      return null;
    }
    if (mode === 'startup') throw new ErrorTimeout(`token refresh failed at startup (${outcome.detail})`);
    // Any other failure (network, 5xx, 401 invalid_client, time-out) is only logged: the session and its tokens stay.
    console.warn(`Token refresh failed (${outcome.detail}); keeping the session`);
    return this.user;
  }

  /**
   * One renewal attempt. Its code (the token request, the renewed user's checks) is a chunk of its
   * own, imported with the first renewal: only a session has tokens to renew, so an anonymous visit
   * never downloads it. A chunk that cannot be loaded is a failed attempt like a network failure:
   * the startup reports the provider unavailable, a later renewal keeps the session and is tried
   * again.
   */
  private async renewTokens(stored: User): Promise<RefreshOutcome> {
    let renew: typeof renewTokens;
    try {
      ({ renewTokens: renew } = await import('./token-renewal.adapter'));
    } catch (error) {
      return { kind: 'failed', detail: `renewal code unavailable: ${describeIdentityError(error)}` };
    }
    return renew(this.manager, this.config.identity.clientId, stored);
  }

  private needsRefresh(user: User): boolean {
    const timing = timingOf(user);
    return timing !== null && isTokenExpired(timing, nowSeconds(), tokenRefreshMarginSeconds);
  }

  /** Another tab rotated the refresh token we hold too: take its tokens instead of reusing ours. */
  private async adoptRotation(previousRefreshToken: string, user: string): Promise<boolean> {
    const held = await this.manager.getUser();
    if (!held || held.refresh_token !== previousRefreshToken) return false;
    const rotated = User.fromStorageString(user);
    await this.manager.storeUser(rotated);
    this.adopt(rotated, 'refreshed');
    return true;
  }

  /**
   * Another tab's session ended (its message, or on a wake the mark it left or a store found
   * empty): this tab drops its tokens and personal data, unless it holds another provider session
   * than the one named (a tab left from an earlier sign-in).
   */
  private async endedElsewhere(sessionId: string | null): Promise<void> {
    const held = this.user;
    if (!held) return;
    const own = sessionIdOf(held);
    if (sessionId !== null && own !== null && own !== sessionId) return;
    await this.manager.removeUser();
    // Heard twice (the message, and a wake's re-check of the mark it left): one end only.
    if (!this.user) return;
    this.adopt(null, 'endedInAnotherTab');
  }

  // --- session -------------------------------------------------------------------------------

  private timing(): TokenTiming | null {
    return this.user ? timingOf(this.user) : null;
  }

  private adopt(user: User | null, reason: SessionChangeReason): void {
    if (user) this.rotation.open();
    this.endWatch.follow(this.user, user);
    const wasLogged = this.session.isLogged;
    this.user = user;
    this.session = user ? sessionFromClaims(user.profile, decodeJwtClaims(user.access_token)) : anonymousSession;
    // The person's document is kept under these keys for the flows that send it (docs/identity.md),
    // in session storage only (ADR 0010); a copy an earlier build left in localStorage goes.
    if (this.session.isLogged && this.session.documentType && this.session.documentNumber) {
      this.personalData.set(storageKeys.documentType, this.session.documentType);
      this.personalData.set(storageKeys.documentNumber, this.session.documentNumber);
      this.sharedStorage.remove(storageKeys.documentType);
      this.sharedStorage.remove(storageKeys.documentNumber);
    } else if (wasLogged && !this.session.isLogged) {
      this.forgetPersonalData('sessionEnded');
    }
    this.listeners.forEach((listener) => listener(this.session, reason));
  }

  /**
   * Wipes the document keys from both storages, then runs every feature's eraser: on an anonymous
   * start (a duplicated tab copies sessionStorage; earlier builds wrote localStorage, which
   * outlives every tab) and when a session ends.
   */
  private forgetPersonalData(moment: ErasureMoment): void {
    for (const key of [storageKeys.documentType, storageKeys.documentNumber]) {
      this.personalData.remove(key);
      this.sharedStorage.remove(key);
    }
    this.erasers.forEach((eraser) => eraser.erase(moment));
  }
}
