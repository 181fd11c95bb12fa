import type { AppConfig, IdentityMetadata, TelemetryConfig } from './app-config.model';
import type { ConfigFieldProblem } from './config-problem.model';

export type AppConfigValidation =
  | { readonly ok: true; readonly value: AppConfig }
  | { readonly ok: false; readonly problems: readonly ConfigFieldProblem[] };

export interface ValidateAppConfigOptions {
  /**
   * Origin of the page (`https://portal.example.co`). When given, root-relative URLs
   * (`/sandbox/ip`) are resolved against it, so one build serves every environment.
   * In-app paths (`navigation.*`) are never resolved: the router needs them as paths.
   */
  readonly origin?: string;
}

/**
 * Checks unknown JSON against {@link AppConfig} and returns a clean copy (unknown fields
 * dropped) or EVERY problem found, so whoever edits `config.json` fixes it in one go.
 * Pure: no I/O, never throws.
 *
 * Field kinds (docs/configuration.md repeats this list):
 * - URLs (absolute http/https, or root-relative `/…`, resolved with `origin`): apiBaseUrl,
 *   identity.url, provider.publicSiteUrl, footer hrefs (these also accept mailto: and tel:),
 *   feedbackSurveyUrl, releaseNotesWidgetUrl (empty string allowed: disables the widget),
 *   externalSites.*, ipLookup.services[].
 * - Bases (apiBaseUrl, identity.url) lose their trailing slash so callers can append `/api/…`
 *   and `/realms/…` without doubling it.
 * - Secure URLs (apiBaseUrl, identity.url, ipLookup.services[], releaseNotesWidgetUrl): https, or
 *   root-relative (the page's own origin), or http only to a loopback host for local development.
 * - Pinned script: an absolute releaseNotesWidgetUrl needs a releaseNotesWidgetIntegrity.
 * - Optional fields (a default when absent): releaseNotesWidgetIntegrity (SRI, '' by default),
 *   checkoutOrigins[] (secure origins or '/', none by default), telemetry (null by default; an
 *   empty endpoint is null too; else a secure endpoint and a sampleRate from 0 to 1).
 * - In-app paths (`/…`, kept as paths): navigation.*.
 */
export function validateAppConfig(input: unknown, options: ValidateAppConfigOptions = {}): AppConfigValidation {
  const context: Context = { problems: [], origin: options.origin ?? null };
  // The annotation is the compile-time link between the schema and the AppConfig type:
  // adding a field to AppConfig without checking it here fails the type check.
  const value: AppConfig | undefined = appConfigSchema(input, '', context);
  if (value === undefined || context.problems.length > 0) return { ok: false, problems: context.problems };
  return { ok: true, value };
}

interface Context {
  readonly problems: ConfigFieldProblem[];
  readonly origin: string | null;
}

/** Returns the checked value, or undefined after recording why it is unusable. */
type Check<T> = (value: unknown, path: string, context: Context) => T | undefined;
type Checked<C> = C extends Check<infer T> ? T : never;

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

function object<S extends Record<string, Check<unknown>>>(shape: S): Check<{ readonly [K in keyof S]: Checked<S[K]> }> {
  return (value, path, context) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      context.problems.push({ path, issue: 'notObject' });
      return undefined;
    }
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    let complete = true;
    // Every key is visited even after a failure: the goal is the full list of problems.
    for (const [key, check] of Object.entries(shape)) {
      const fieldPath = join(path, key);
      const field = Object.hasOwn(source, key) ? source[key] : undefined;
      const checked = optionalDefaults.has(check) && field === undefined ? optionalDefaults.get(check) : present(check)(field, fieldPath, context);
      if (checked === undefined) complete = false;
      else result[key] = checked;
    }
    return complete ? (result as { readonly [K in keyof S]: Checked<S[K]> }) : undefined;
  };
}

/** Checks whose field may be left out of config.json, with the value it then takes. */
const optionalDefaults = new WeakMap<Check<unknown>, unknown>();

function optional<T>(check: Check<T>, fallback: T): Check<T> {
  const wrapped: Check<T> = (value, path, context) => check(value, path, context);
  optionalDefaults.set(wrapped as Check<unknown>, fallback);
  return wrapped;
}

/** Reports an absent value as missing rather than as the wrong type. */
function present<T>(check: Check<T>): Check<T> {
  return (value, path, context) => {
    if (value !== undefined) return check(value, path, context);
    context.problems.push({ path, issue: 'missing' });
    return undefined;
  };
}

function list<T>(item: Check<T>): Check<readonly T[]> {
  return (value, path, context) => {
    if (!Array.isArray(value)) {
      context.problems.push({ path, issue: 'notArray' });
      return undefined;
    }
    // An empty list would leave an empty footer section or no IP service: always a mistake.
    if (value.length === 0) {
      context.problems.push({ path, issue: 'emptyList' });
      return undefined;
    }
    // Array.from visits holes too (map would skip them).
    const items = Array.from(value, (entry: unknown, index) => present(item)(entry, `${path}[${index}]`, context));
    return items.every((entry): entry is T => entry !== undefined) ? items : undefined;
  };
}

function pair<T>(item: Check<T>): Check<readonly [T, T]> {
  return (value, path, context) => {
    if (!Array.isArray(value)) {
      context.problems.push({ path, issue: 'notArray' });
      return undefined;
    }
    if (value.length !== 2) {
      context.problems.push({ path, issue: 'wrongLength', expected: 2 });
      return undefined;
    }
    const first = present(item)(value[0], `${path}[0]`, context);
    const second = present(item)(value[1], `${path}[1]`, context);
    return first !== undefined && second !== undefined ? [first, second] : undefined;
  };
}

function stringValue(value: unknown, path: string, context: Context): string | undefined {
  if (typeof value !== 'string') {
    context.problems.push({ path, issue: 'notString' });
    return undefined;
  }
  if (value.trim() === '') {
    context.problems.push({ path, issue: 'empty' });
    return undefined;
  }
  return value;
}

const text: Check<string> = stringValue;

const positiveInteger: Check<number> = (value, path, context) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    context.problems.push({ path, issue: 'notPositiveInteger' });
    return undefined;
  }
  return value;
};

// Whitespace, control characters and backslashes have no place in a configured address;
// browsers read `/\host` as `//host`, which would silently leave the origin.
const UNSAFE_URL_CHARACTERS = /[\s\\\p{Cc}]/u;
const isRootRelative = (value: string) => value.startsWith('/') && !value.startsWith('//');

type UrlKind = 'page' | 'base' | 'link';

/** Schemes allowed in absolute URLs; footer links may also be e-mail or phone links. */
const SCHEMES: Record<UrlKind, readonly string[]> = {
  page: ['http:', 'https:'],
  base: ['http:', 'https:'],
  link: ['http:', 'https:', 'mailto:', 'tel:'],
};

/**
 * 'secure': the portal sends bearer tokens, the login or the person's data there, so plain http
 * would hand them to anyone on the network. Root-relative URLs are the page's own origin (whatever
 * protects the page protects them); loopback hosts never leave the machine (local development).
 */
type Transport = 'any' | 'secure';

function url(kind: UrlKind, transport: Transport = 'any'): Check<string> {
  return (value, path, context) => {
    const candidate = stringValue(value, path, context);
    if (candidate === undefined) return undefined;
    const resolved = resolveUrl(candidate, kind, context.origin);
    if (resolved === null) {
      context.problems.push({ path, issue: 'notUrl' });
      return undefined;
    }
    if (transport === 'secure' && !isRootRelative(candidate) && !isSecureOrLoopback(new URL(candidate))) {
      context.problems.push({ path, issue: 'insecureUrl' });
      return undefined;
    }
    return resolved;
  };
}

/** Exactly these hosts: `localhost.evil.com` or `127.0.0.1.nip.io` resolve anywhere. */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

const isSecureOrLoopback = (parsed: URL): boolean =>
  parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname));

function resolveUrl(candidate: string, kind: UrlKind, origin: string | null): string | null {
  if (UNSAFE_URL_CHARACTERS.test(candidate)) return null;
  let resolved: string;
  if (isRootRelative(candidate)) {
    if (origin === null) return candidate;
    resolved = new URL(candidate, origin).href;
  } else {
    if (!URL.canParse(candidate)) return null;
    const parsed = new URL(candidate);
    if (!SCHEMES[kind].includes(parsed.protocol)) return null;
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname === '') return null;
    resolved = candidate;
  }
  return kind === 'base' ? resolved.replace(/\/+$/, '') : resolved;
}

/**
 * An origin the portal may send people to or talk to: `https://host[:port]` and nothing after
 * it, http only for loopback hosts, or `/` for the portal's own origin (resolved when known).
 */
const secureOrigin: Check<string> = (value, path, context) => {
  const candidate = stringValue(value, path, context);
  if (candidate === undefined) return undefined;
  if (candidate === '/') return context.origin ?? '/';
  const parsed = !UNSAFE_URL_CHARACTERS.test(candidate) && URL.canParse(candidate) ? new URL(candidate) : null;
  const isBareOrigin = parsed !== null && parsed.origin !== 'null' && candidate.replace(/\/$/, '') === parsed.origin;
  if (!isBareOrigin || !isSecureOrLoopback(parsed)) {
    context.problems.push({ path, issue: 'notOrigin' });
    return undefined;
  }
  return parsed.origin;
};

/** A list that may be empty (unlike `list`, whose empty footer section would be a mistake). */
function possiblyEmptyList<T>(item: Check<T>): Check<readonly T[]> {
  return (value, path, context) => (Array.isArray(value) && value.length === 0 ? [] : list(item)(value, path, context));
}

const SRI = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}( +(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})*$/;
const integrity: Check<string> = (value, path, context) => {
  if (value === '') return '';
  const candidate = stringValue(value, path, context);
  if (candidate === undefined) return undefined;
  if (!SRI.test(candidate.trim())) {
    context.problems.push({ path, issue: 'notIntegrity' });
    return undefined;
  }
  return candidate.trim();
};

/**
 * The release-notes widget is optional: an empty string switches it off. It runs with the page's
 * privileges, so only over https (or to a loopback host, local development).
 */
const widgetUrl: Check<string> = (value, path, context) => (value === '' ? '' : url('page', 'secure')(value, path, context));

/**
 * A widget on another server (an absolute URL) runs only pinned by its Subresource Integrity:
 * else whoever controls that server runs code in the portal's page, next to its tokens. A
 * root-relative one is served by the portal's own server, like the portal's scripts ('self').
 * Reads the raw fields, so the problem is reported whatever else is wrong in the file; a pin that
 * is there but wrong (not a text, not SRI) is reported by its own check.
 */
function widgetPinned(value: unknown, context: Context): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const { releaseNotesWidgetUrl: address, releaseNotesWidgetIntegrity: pin } = value as Record<string, unknown>;
  // Absolute: it parses without a base (a root-relative path does not; a malformed one has its own problem).
  const thirdParty = typeof address === 'string' && URL.canParse(address);
  if (!thirdParty || (pin !== undefined && pin !== '')) return true;
  context.problems.push({ path: 'releaseNotesWidgetIntegrity', issue: 'integrityRequired' });
  return false;
}

const appPath: Check<string> = (value, path, context) => {
  const candidate = stringValue(value, path, context);
  if (candidate === undefined) return undefined;
  if (UNSAFE_URL_CHARACTERS.test(candidate) || !isRootRelative(candidate)) {
    context.problems.push({ path, issue: 'notAppPath' });
    return undefined;
  }
  return candidate;
};

// As people write them in Colombia: '(604) 444 0000', '01 8000 415 455', '+57 604 444 0000', '#322'.
const PHONE_CHARACTERS = /^[0-9 ()+\-.#*]+$/;
const phoneNumber: Check<string> = (value, path, context) => {
  const candidate = stringValue(value, path, context);
  if (candidate === undefined) return undefined;
  const digits = candidate.replace(/\D/g, '').length;
  if (!PHONE_CHARACTERS.test(candidate) || digits < 3) {
    context.problems.push({ path, issue: 'notPhoneNumber' });
    return undefined;
  }
  return candidate;
};

const link = object({ label: text, href: url('link') });

// 'page', not 'base', for the issuer: it must stay exactly as the provider writes it in its tokens.
const identityEndpoints: Check<IdentityMetadata> = object({
  issuer: url('page', 'secure'),
  authorizationEndpoint: url('page', 'secure'),
  tokenEndpoint: url('page', 'secure'),
  endSessionEndpoint: url('page', 'secure'),
});
/** `null` written out means the same as leaving it out: discovered. */
const identityMetadata: Check<IdentityMetadata | null> = (value, path, context) =>
  value === null ? null : identityEndpoints(value, path, context);

const identityFields = object({
  url: url('base', 'secure'),
  realm: text,
  clientId: text,
  metadata: optional(identityMetadata, null),
});

/**
 * The endpoints must be on `identity.url`'s origin: the security policy (scripts/generate-csp.mjs)
 * opens that origin alone to the silent check's frame and the token calls.
 */
const identitySettings: Check<Checked<typeof identityFields>> = (value, path, context) => {
  const checked = identityFields(value, path, context);
  if (checked?.metadata == null) return checked;
  const providerOrigin = originOf(checked.url, context);
  const strays = Object.entries(checked.metadata).filter(([, address]) => originOf(address, context) !== providerOrigin);
  for (const [key] of strays) context.problems.push({ path: join(join(path, 'metadata'), key), issue: 'notIdentityOrigin' });
  return strays.length === 0 ? checked : undefined;
};

/** Root-relative addresses are the page's origin, resolved or (without one) simply "the page". */
const originOf = (address: string, context: Context): string =>
  isRootRelative(address) ? (context.origin ?? '/') : new URL(address).origin;

const fraction: Check<number> = (value, path, context) => {
  if (typeof value === 'number' && value >= 0 && value <= 1) return value;
  context.problems.push({ path, issue: 'notFraction' });
  return undefined;
};

/** Field telemetry, off as `null` or with an empty endpoint. Its records leave the page: https only. */
const telemetry: Check<TelemetryConfig | null> = (value, path, context) =>
  value === null || (typeof value === 'object' && (value as { endpoint?: unknown }).endpoint === '')
    ? null
    : object({ endpoint: url('page', 'secure'), sampleRate: fraction })(value, path, context);

const appConfigFields = object({
  apiBaseUrl: url('base', 'secure'),
  requestTimeoutMs: positiveInteger,
  identity: identitySettings,
  provider: object({ tradeName: text, taxId: text, publicSiteUrl: url('page') }),
  navigation: object({
    onlineServicesHome: appPath,
    sideMenu: object({
      onlineServices: appPath,
      onlinePayments: appPath,
      certificates: appPath,
      subsidies: appPath,
      credits: appPath,
    }),
  }),
  footer: object({
    company: list(link),
    quickAccess: list(link),
    serviceChannels: list(link),
    socialNetworks: list(link),
    regulator: link,
  }),
  servicePhones: pair(object({ label: text, number: phoneNumber })),
  feedbackSurveyUrl: url('page'),
  releaseNotesWidgetUrl: widgetUrl,
  releaseNotesWidgetIntegrity: optional(integrity, ''),
  checkoutOrigins: optional(possiblyEmptyList(secureOrigin), []),
  externalSites: object({
    creditSystem: url('page'),
    noveltiesRegistration: url('page'),
    frequentQuestions: url('page'),
    subsidies: object({ unemployment: url('page'), educational: url('page'), footwear: url('page') }),
    housingSubsidy: object({
      whatIsIt: url('page'),
      howToApply: url('page'),
      requirements: url('page'),
      assignmentCheck: url('page'),
    }),
  }),
  ipLookup: object({ services: list(url('page', 'secure')), timeoutMs: positiveInteger }),
  telemetry: optional(telemetry, null),
  texts: object({
    workerNotFoundToast: text,
    beneficiaryNotFoundToast: text,
    fosfecNotFoundToast: text,
    errorFormato: text,
    errorPeso: text,
    errorArchivo: text,
    paymentEmailErrorTitle: text,
  }),
});

const appConfigSchema: Check<Checked<typeof appConfigFields>> = (value, path, context) => {
  const checked = appConfigFields(value, path, context);
  return widgetPinned(value, context) ? checked : undefined;
};
