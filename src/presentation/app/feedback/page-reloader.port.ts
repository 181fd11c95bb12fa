/**
 * Full-page navigation for the close actions of the 'Error del sistema' modal. Behind a
 * token because `window.location` cannot be spied on reliably in tests; they rebind it.
 */
export interface PageReloader {
  /** Leaves the single-page app for `href` with a full document load. */
  goTo(href: string): void;
  /** Reloads the current document. */
  reload(): void;
}
export const PageReloader = Symbol.for('PageReloader');
