/**
 * The one interface the cross-engine flows drive a browser through, implemented for WebKitGTK
 * (selenium-webdriver over WebKitWebDriver, `webkit-driver.ts`) and Firefox ESR (puppeteer-core
 * over WebDriver BiDi, `firefox-driver.ts`). Elements are found in the page itself by role and
 * accessible name, label or text (`in-page.ts`), the same script in both engines, so a flow reads
 * like the Chromium specs' `getByRole` steps and finds elements the same way in each engine.
 */

/**
 * A text or a pattern, as Playwright's locators take them: a string matches as a case-insensitive
 * substring (whitespace collapsed) unless the query says `exact`; RegExps cross into the page as
 * source and flags.
 */
export type TextMatch = string | RegExp;

interface RoleQuery {
  readonly role: string;
  readonly name?: TextMatch;
  /** The whole name, case included (Playwright's `exact: true`). */
  readonly exact?: boolean;
  /** For headings: `aria-level` or the `h1`–`h6` number. */
  readonly level?: number;
  readonly within?: Query;
}
interface LabelQuery {
  readonly label: TextMatch;
  readonly exact?: boolean;
  readonly within?: Query;
}
interface TextQuery {
  /** A string matches as a substring of the element's own text; a RegExp is tested against it. */
  readonly text: TextMatch;
  readonly within?: Query;
}
interface CssQuery {
  readonly css: string;
  readonly within?: Query;
}
export type Query = RoleQuery | LabelQuery | TextQuery | CssQuery;

/** Options of a lookup: hidden elements (a file input under its styled button) are skipped unless asked for. */
export interface FindOptions {
  readonly includeHidden?: boolean;
  readonly timeoutMs?: number;
}

/** A tab of the browser, by the driver's own id. */
export type TabId = string;

export type EngineName = 'webkit' | 'firefox';

/** The keys a flow presses on their own (text is typed with `type`). */
type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'Space';

export interface EngineDriver {
  readonly engine: EngineName;
  /** The engine's name and version, as the browser reports it. */
  version(): Promise<string>;
  /** Opens `path` (relative to the portal's address) or a full URL in the current tab; resolves once its document is parsed (Firefox) or loaded (WebKit, whose driver holds scripts until the load). */
  open(pathOrUrl: string): Promise<void>;
  url(): Promise<string>;
  /** Waits (bounded) for the element to be visible and enabled, then clicks it as a pointer would. */
  click(query: Query, options?: FindOptions): Promise<void>;
  /** Focuses the field, empties it with the keyboard and types `text` key by key. */
  type(query: Query, text: string): Promise<void>;
  /** Chooses the `<select>` option whose value is `value`, as picking it in the list does (a `change` event). */
  select(query: Query, value: string): Promise<void>;
  /** Gives the file input these files, as the file picker would. */
  chooseFiles(query: Query, paths: readonly string[]): Promise<void>;
  /** The element's visible text, whitespace collapsed. */
  text(query: Query, options?: FindOptions): Promise<string>;
  /** How many elements match now (visible ones unless `includeHidden`). */
  count(query: Query, options?: FindOptions): Promise<number>;
  /** Waits until the element is visible, or with `gone` until none is; fails after the timeout. */
  waitFor(query: Query, options?: FindOptions & { readonly gone?: boolean }): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON-able both ways; a promise is awaited) and returns its result. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Presses a key in the focused element. */
  press(key: Key): Promise<void>;
  /** Opens a new tab (on `pathOrUrl` if given) and makes it the current one. */
  newTab(pathOrUrl?: string): Promise<TabId>;
  /** The tabs open now, oldest first. */
  tabs(): Promise<TabId[]>;
  currentTab(): TabId;
  switchTo(tab: TabId): Promise<void>;
  /** Closes the tab as a person would (its `pagehide` runs); the oldest tab left becomes current. */
  closeTab(tab: TabId): Promise<void>;
  /**
   * Installs a clock the flow can move (test/engines/clock.ts) in the current tab's next documents,
   * before their scripts; false where the engine's driver cannot run a script that early.
   */
  installClock(): Promise<boolean>;
  /** Errors the driver saw in the engine's own channels since the last call: uncaught errors and `console.error`. */
  takePageErrors(): Promise<string[]>;
  /** Ends the browser (and its driver process). */
  quit(): Promise<void>;
}

/** The default bound of a wait; a step that takes a network round trip gets more. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Describes a query for messages: `button 'Consultar'`, `label 'Número de documento'`. */
export function describeQuery(query: Query): string {
  const own =
    'role' in query
      ? `${query.role}${query.level ? ` (nivel ${query.level})` : ''}${query.name !== undefined ? ` '${String(query.name)}'` : ''}`
      : 'label' in query
        ? `etiqueta '${String(query.label)}'`
        : 'text' in query
          ? `texto '${String(query.text)}'`
          : `css '${query.css}'`;
  return query.within ? `${own} dentro de ${describeQuery(query.within)}` : own;
}
