import { ErrorTimeout, type INavigator, type IWindow, type NavigateParams, type NavigateResponse } from 'oidc-client-ts';

/** The `source` oidc-client-ts's callback pages (and public/silent-renew.html) put on their message. */
const MESSAGE_SOURCE = 'oidc-client';

/** A hidden frame in the page: its content window, and how to take it out again. */
interface HiddenFrame {
  readonly window: Window;
  remove(): void;
}

/** What the navigator needs of the portal's page. `windowFrameHost()` is the real one; tests pass their own. */
export interface FrameHost {
  /** The page's origin: the silent callback page answers from it. */
  readonly origin: string;
  /** Where the callback page's message arrives (the portal's window). */
  readonly messages: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Appends an invisible, unfocusable frame to the page. */
  readonly openFrame: () => HiddenFrame;
  /** Runs `work` in a task of its own, after the current one. */
  readonly nextTask: (work: () => void) => void;
  /** Runs `work` in a task of its own once the page is idle (within a couple of seconds). */
  readonly whenIdle: (work: () => void) => void;
}

function windowFrameHost(): FrameHost {
  return {
    origin: window.location.origin,
    messages: window,
    openFrame: () => {
      const frame = document.createElement('iframe');
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.style.cssText = 'visibility:hidden;position:fixed;left:-1000px;top:0;width:0;height:0;border:0';
      document.body.appendChild(frame);
      if (!frame.contentWindow) throw new Error('The hidden frame has no window');
      return { window: frame.contentWindow, remove: () => frame.remove() };
    },
    // scheduler.yield() resumes ahead of the tasks already queued, so the check is not held behind them.
    nextTask: (work) => {
      const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      if (typeof scheduler?.yield === 'function') void scheduler.yield().then(work);
      else setTimeout(work, 0);
    },
    whenIdle: (work) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2_000 });
      else setTimeout(work, 0);
    },
  };
}

/**
 * oidc-client-ts's navigator for the hidden frame of the silent sign-in check (prompt=none), in
 * place of the library's own: the same frame and the same message protocol (the callback page
 * posts `{ source: 'oidc-client', url }` to its parent), with the work cut into short tasks.
 *
 * - The frame is created in a task of its own, and the library's request (its state and PKCE
 *   verifier, built from a few hundred random draws) comes in the task after it. The library
 *   did both in one, 60-90 ms at 4x CPU on the portal's start, where every route waits for it.
 * - The answer is handed over at once; the frame is removed once the page is idle, not inside the
 *   message's handling, where taking a document down would hold the main view back.
 * - Only a message from the frame's own window, at the expected origin, counts.
 */
export class HiddenFrameNavigator implements INavigator {
  /** The page is read at the first check, not at construction. */
  private host: FrameHost | undefined;

  constructor(
    private readonly timeoutSeconds: number,
    host?: FrameHost,
  ) {
    this.host = host;
  }

  async prepare(params: unknown): Promise<IWindow> {
    const host = (this.host ??= windowFrameHost());
    const asked = (params as { silentRequestTimeoutInSeconds?: unknown } | null)?.silentRequestTimeoutInSeconds;
    const timeoutSeconds = typeof asked === 'number' ? asked : this.timeoutSeconds;
    await nextTask(host);
    const frame = new FrameWindow(host, host.openFrame(), timeoutSeconds);
    await nextTask(host);
    return frame;
  }

  /** Inside the frame: hands the address to the portal page (public/silent-renew.html does the same inline). */
  async callback(url: string): Promise<void> {
    window.parent.postMessage({ source: MESSAGE_SOURCE, url, keepOpen: false }, window.location.origin);
  }
}

const nextTask = (host: FrameHost): Promise<void> => new Promise((resolve) => host.nextTask(resolve));

class FrameWindow implements IWindow {
  private frame: HiddenFrame | null;
  private settle: ((outcome: { url: string } | Error) => void) | null = null;

  constructor(
    private readonly host: FrameHost,
    frame: HiddenFrame,
    private readonly timeoutSeconds: number,
  ) {
    this.frame = frame;
  }

  navigate({ url, scriptOrigin }: NavigateParams): Promise<NavigateResponse> {
    const frame = this.frame;
    if (!frame) return Promise.reject(new Error('Attempted to navigate on a disposed window'));
    const origin = scriptOrigin ?? this.host.origin;
    return new Promise<NavigateResponse>((resolve, reject) => {
      const heard = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (event.source !== frame.window || event.origin !== origin) return;
        if (!isCallbackMessage(data)) return;
        this.settle?.({ url: data.url });
      };
      const timer = setTimeout(() => this.settle?.(new ErrorTimeout('IFrame timed out without a response')), this.timeoutSeconds * 1000);
      this.settle = (outcome) => {
        this.settle = null;
        clearTimeout(timer);
        this.host.messages.removeEventListener('message', heard);
        this.close();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      this.host.messages.addEventListener('message', heard);
      frame.window.location.replace(url);
    });
  }

  close(): void {
    const frame = this.frame;
    if (!frame) return;
    this.frame = null;
    this.settle?.(new Error('IFrame removed from DOM'));
    this.host.whenIdle(() => frame.remove());
  }
}

function isCallbackMessage(data: unknown): data is { source: string; url: string } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { source?: unknown; url?: unknown };
  return message.source === MESSAGE_SOURCE && typeof message.url === 'string';
}
