import type { User, UserManager } from 'oidc-client-ts';
import type { OidcBrowser } from './oidc-browser.adapter';
import { forgetTokensReceived, SESSION_END_MARK_KEY, stampTokensReceived } from './session-end-mark.adapter';
import type { SessionEndWatch } from './session-end-watch.adapter';
import type { RotationHolder } from './token-rotation-channel.adapter';

/**
 * The start's side of session-end-watch.adapter.ts: stamps the tab's tokens as they change, and
 * loads the watch itself, a chunk of its own, only when the tab holds a session or finds a sign-out
 * mark at its start. A chunk that cannot load leaves the tab as it was before the watch: it ends
 * on the sign-out message, or when the provider refuses its next refresh.
 */
export class SessionEndWatchLoader {
  private watch: Promise<SessionEndWatch | null> | null = null;

  constructor(
    private readonly browser: OidcBrowser,
    private readonly manager: UserManager,
    private readonly holder: RotationHolder,
  ) {}

  /** The tab's tokens change from `previous` to `next` (null: no session). */
  follow(previous: User | null, next: User | null): void {
    if (next === null) {
      forgetTokensReceived(this.browser.sessionStorage);
      if (this.watch) void this.watch.then((watch) => watch?.stop());
      return;
    }
    if (next.access_token !== previous?.access_token) stampTokensReceived(this.browser.sessionStorage);
    void this.loaded().then((watch) => watch?.start());
  }

  /** True when `held` predates the last sign-out that names its session; without a mark, no chunk is loaded. */
  async predatesLastSignOut(held: User): Promise<boolean> {
    if ((this.browser.localStorage?.getItem(SESSION_END_MARK_KEY) ?? null) === null) return false;
    return (await this.loaded())?.predatesLastSignOut(held) ?? false;
  }

  /** The watch, once its chunk is in; null when it could not be loaded (asked again next time). */
  loaded(): Promise<SessionEndWatch | null> {
    this.watch ??= import('./session-end-watch.adapter').then(
      ({ SessionEndWatch: Watch }) => new Watch(this.browser, this.manager, this.holder),
      (error: unknown) => {
        console.warn('Sign-out watch unavailable:', error);
        this.watch = null;
        return null;
      },
    );
    return this.watch;
  }
}
