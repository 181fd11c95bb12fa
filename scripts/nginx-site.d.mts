export type NginxSite = {
  /** What the browser uses, e.g. http://localhost:41234 (https with `tls`). */
  readonly origin: string;
  /** With `httpRedirectPort` and `tls`: the plain-http address that redirects to `origin`, e.g. http://localhost:41235. */
  readonly httpRedirectOrigin?: string;
  /** The site root nginx serves (the copied build). */
  readonly root: string;
  /** The Content-Security-Policy generated for the site's config.json. */
  readonly contentSecurityPolicy: string;
  /** Everything nginx logged, to attach to a failure. */
  errorLog(): string;
  stop(): Promise<void>;
};

export type NginxSiteOptions = {
  nginx: string;
  /** A folder of its own (emptied first). */
  prefix: string;
  /** The production build to copy (dist/). */
  dist: string;
  /** The upstream for /api, /realms and /sandbox, e.g. http://localhost:4173. */
  upstream: string;
  /** Changes to the build's config.json for this environment. */
  configure?: (config: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Changes the deployment's files before nginx starts: the site root (its config.json, the build)
   * and the snippets folder (portal-locations.conf, portal-file-headers.conf and the generated
   * portal-security-headers.conf / portal-silent-renew-headers.conf). For a deployment broken on purpose.
   */
  alter?: (files: { root: string; snippets: string }) => void;
  /** The port to listen on; left out, a free one the OS picks (retried if taken meanwhile). */
  port?: number;
  /** Listen with TLS and HTTP/2, as deploy/nginx/portal.conf does, with this certificate. */
  tls?: { certificate: string; key: string };
  /**
   * With `tls`: also listen with plain http on this port (0: a free one the OS picks), answering
   * every request with a 301 to the same address on https, as deploy/nginx/portal.conf's port-80 server.
   */
  httpRedirectPort?: number;
};

export type ThrowAwayCertificate = { certificate: string; key: string; spkiSha256: string };

/** Builds the site under `prefix`, starts nginx and resolves once it answers. */
export declare function startNginxSite(options: NginxSiteOptions): Promise<NginxSite>;
/** Whether openssl is installed (the certificates need it). */
export declare const hasOpenssl: () => boolean;
/** How long a throw-away certificate is valid: `days` from now (1 unless given), or `expired` a day ago. */
export type ThrowAwayCertificateValidity = { days?: number; expired?: boolean };
/** A self-signed certificate for `subject` (a day long unless `validity` says otherwise) in `dir`, and its key's SPKI SHA-256 (base64). */
export declare function throwAwayCertificate(dir: string, subject?: string, validity?: ThrowAwayCertificateValidity): Promise<ThrowAwayCertificate>;
/** `nginx -t` of deploy/nginx/portal.conf as a Debian server would hold it; resolves with nginx's report. */
export declare function checkDeploySite(options: { nginx: string; prefix: string; config: string }): Promise<string>;
