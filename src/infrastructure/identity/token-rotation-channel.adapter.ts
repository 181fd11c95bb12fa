import type { User } from 'oidc-client-ts';
import { writeSessionEndMark } from './session-end-mark.adapter';

/**
 * BroadcastChannel on which a tab hands the rotated tokens to the tabs that held the old refresh
 * token, and tells them when the session ended.
 */
export const TOKEN_CHANNEL_NAME = 'portal-token-rotation';
/**
 * Before using its refresh token, a tab asks the others whether one of them already used it and
 * waits this long for the answer. Refreshing with a rotated-away token would make the provider
 * see a reuse and revoke the whole grant, signing out every tab; a same-origin channel round
 * trip takes a millisecond or two, so this bounds only the case where no other tab holds it.
 */
const ROTATION_GRACE_MS = 150;

/**
 * 'rotated': here are the tokens that replaced `previousRefreshToken`. 'ask': who replaced it?
 * 'ended': the session `sessionId` ended here (null: whatever session each tab holds).
 */
type RotationMessage =
  | { readonly type: 'rotated'; readonly previousRefreshToken: string; readonly user: string }
  | { readonly type: 'ask'; readonly refreshToken: string }
  | { readonly type: 'ended'; readonly sessionId: string | null };

/** What the channel needs from the tab's identity adapter. */
export interface RotationHolder {
  /** The tokens the tab holds now, handed to a tab that still holds a refresh token this one used up. */
  currentUser(): User | null;
  /**
   * Another tab replaced `previousRefreshToken` with `user` (oidc-client-ts's storage string).
   * True when this tab held that refresh token and took the new tokens instead.
   */
  adoptRotation(previousRefreshToken: string, user: string): Promise<boolean>;
  /** Another tab's session ended: `sessionId` names it, null when every tab's session is to end. */
  endedElsewhere(sessionId: string | null): Promise<void>;
}

/**
 * The tabs' one channel about the session. Cross-tab hand-over of rotated refresh tokens: tabs
 * do not share sessionStorage, but a duplicated tab starts with a copy of it, refresh token
 * included; with rotating refresh tokens only one tab may spend it. The tab that refreshed
 * announces its new tokens to the tabs that held the old refresh token, and answers a tab that
 * asks about a token it already spent. And one sign-out for every tab: a tab whose session ends
 * (sign-out, inactivity, a refused refresh) says so, and the others end theirs. That last word is
 * also written to `marks` (localStorage), for a tab that slept through the message to read when it
 * wakes (session-end-watch.adapter.ts).
 */
export class TokenRotationChannel {
  /** Opened on the first sign-in: an anonymous visitor has no tokens to hand over. */
  private channel: BroadcastChannel | null = null;
  private rotationArrived: (() => void) | null = null;
  /** Refresh tokens this tab has used up, so it can answer a tab that still holds one of them. */
  private readonly consumedRefreshTokens = new Set<string>();

  constructor(
    private readonly openChannel: ((name: string) => BroadcastChannel) | undefined,
    private readonly holder: RotationHolder,
    /** Where the sign-out mark is kept for every tab: localStorage, undefined where there is none. */
    private readonly marks?: Storage,
  ) {}

  /** False until `open`, and always where the browser has no BroadcastChannel. */
  get isOpen(): boolean {
    return this.channel !== null;
  }

  open(): void {
    if (this.channel || !this.openChannel) return;
    this.channel = this.openChannel(TOKEN_CHANNEL_NAME);
    this.channel.addEventListener('message', (event: MessageEvent<unknown>) => void this.onMessage(event.data));
  }

  /**
   * Asks the other tabs whether one of them already spent `refreshToken`; resolves once one hands
   * its tokens over, or after ROTATION_GRACE_MS.
   */
  askWhoRotated(refreshToken: string): Promise<void> {
    const answered = this.awaitRotation(ROTATION_GRACE_MS);
    const ask: RotationMessage = { type: 'ask', refreshToken };
    this.channel?.postMessage(ask);
    return answered;
  }

  /** This tab spent `previousRefreshToken` and got `renewed`: the tabs that held it take these. */
  announceRotation(previousRefreshToken: string, renewed: User): void {
    this.consumedRefreshTokens.add(previousRefreshToken);
    const message: RotationMessage = { type: 'rotated', previousRefreshToken, user: renewed.toStorageString() };
    this.channel?.postMessage(message);
  }

  /** This tab's session ended: `sessionId` names it for the others, or null to end every tab's session. */
  announceSessionEnd(sessionId: string | null): void {
    writeSessionEndMark(this.marks, { at: Date.now(), sessionId });
    const message: RotationMessage = { type: 'ended', sessionId };
    this.channel?.postMessage(message);
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

  private async onMessage(data: unknown): Promise<void> {
    if (!isRotationMessage(data)) return;
    if (data.type === 'ended') {
      await this.holder.endedElsewhere(data.sessionId);
      return;
    }
    if (data.type === 'ask') {
      // A tab still holds a refresh token we used up: hand it our current tokens.
      const user = this.holder.currentUser();
      if (user && this.consumedRefreshTokens.has(data.refreshToken)) {
        const answer: RotationMessage = { type: 'rotated', previousRefreshToken: data.refreshToken, user: user.toStorageString() };
        this.channel?.postMessage(answer);
      }
      return;
    }
    if (await this.holder.adoptRotation(data.previousRefreshToken, data.user)) this.rotationArrived?.();
  }
}

function isRotationMessage(data: unknown): data is RotationMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'ask') return typeof message.refreshToken === 'string';
  if (message.type === 'ended') return message.sessionId === null || typeof message.sessionId === 'string';
  return message.type === 'rotated' && typeof message.previousRefreshToken === 'string' && typeof message.user === 'string';
}
