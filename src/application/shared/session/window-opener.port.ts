/** A window the portal opened and may close again. */
export interface OpenedWindow {
  close(): void;
  /** False once the person (or the portal) closed it. */
  isOpen(): boolean;
}

/**
 * Opens the small inactivity windows. `path` is relative to the session redirect address
 * (the portal's own address), so a portal served under a sub-path opens its own pages.
 */
export interface WindowOpener {
  /** Null when the browser refused (a pop-up blocker): the caller shows the notice in the page. */
  open(path: string, name: string, features: string): OpenedWindow | null;
}
export const WindowOpener = Symbol.for('WindowOpener');
