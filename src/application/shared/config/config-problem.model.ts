/**
 * Why the runtime configuration (`config.json`) could not be used. Codes only: the
 * configuration error page turns them into Spanish, naming the file, the fields and why.
 */
export type ConfigProblem =
  /** The file did not arrive: `status` is the HTTP status, or null when no answer came at all. */
  | { readonly kind: 'unreachable'; readonly url: string; readonly status: number | null }
  /** No complete answer within `afterMs` (a server that accepts the connection and stalls). */
  | { readonly kind: 'timedOut'; readonly url: string; readonly afterMs: number }
  /** The file arrived but is not JSON (an HTML fallback page, a truncated upload…). */
  | { readonly kind: 'notJson'; readonly url: string }
  /** The file is JSON but some fields are wrong; every wrong field is listed, not just the first. */
  | { readonly kind: 'invalid'; readonly url: string; readonly fields: readonly ConfigFieldProblem[] };

/** What is wrong with one field. */
type ConfigFieldIssue =
  | 'missing'
  | 'notObject'
  | 'notString'
  | 'empty'
  /** Neither an absolute http(s) URL nor a root-relative one (`/…`). */
  | 'notUrl'
  /**
   * An absolute `http://` URL to a host other than a loopback one (localhost, 127.0.0.1, [::1]),
   * where the portal sends tokens or personal data: the API, the identity provider, the IP lookups.
   */
  | 'insecureUrl'
  /** Not an in-app path (`/…`, one leading slash, same origin). */
  | 'notAppPath'
  | 'notPositiveInteger'
  /** Not a number from 0 to 1 (telemetry.sampleRate). */
  | 'notFraction'
  | 'notArray'
  | 'emptyList'
  | 'notPhoneNumber'
  /** Not an origin (`https://host[:port]`, nothing after it) nor `/`, or http to a host that is not loopback. */
  | 'notOrigin'
  /** An identity endpoint on another origin than `identity.url`: the provider is one server. */
  | 'notIdentityOrigin'
  /** Not a Subresource Integrity value (`sha256-…`, `sha384-…` or `sha512-…` base64). */
  | 'notIntegrity'
  /** Empty or absent while `releaseNotesWidgetUrl` names a script on another server. */
  | 'integrityRequired';

export type ConfigFieldProblem =
  /** `path` uses dots and brackets, e.g. `footer.company[0].href`; the empty path is the file itself. */
  | { readonly path: string; readonly issue: ConfigFieldIssue }
  | { readonly path: string; readonly issue: 'wrongLength'; readonly expected: number };
