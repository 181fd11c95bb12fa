import { injectable } from 'inversify';
import type { OpenedWindow, WindowOpener } from '@/application/shared/session/window-opener.port';

/**
 * {@link WindowOpener} over `window.open`. Paths resolve against the session redirect address:
 * the portal's origin plus the base it was built for (BASE_URL is '/' unless built for a
 * sub-path), the same address sign-in returns to.
 *
 * No 'noopener': with it `window.open` always returns null, and the portal must keep the
 * handle to close the window after its time. The pages opened are the portal's own.
 */
@injectable()
export class PopupWindowOpener implements WindowOpener {
  open(path: string, name: string, features: string): OpenedWindow | null {
    if (typeof window === 'undefined') return null;
    const address = new URL(path, new URL(import.meta.env.BASE_URL, window.location.origin)).href;
    let opened: Window | null = null;
    try {
      opened = window.open(address, name, features);
    } catch {
      // Some embedded browsers throw instead of returning null: blocked all the same.
    }
    if (opened === null) return null;
    const handle = opened;
    return {
      close: () => {
        if (!handle.closed) handle.close();
      },
      isOpen: () => !handle.closed,
    };
  }
}
