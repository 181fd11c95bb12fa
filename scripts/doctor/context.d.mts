import type { AppConfig } from '../../src/application/shared/config/app-config.model.ts';
import type { Check } from './security-headers.d.mts';

export type { Check };

/**
 * What every section of the deployment doctor receives (scripts/doctor.mjs builds it once).
 * A section never changes anything on the servers it checks: only GET, HEAD, OPTIONS and
 * authorization requests that stop at the provider's login page.
 */
export type DoctorContext = {
  /** The portal's origin as given on the command line, e.g. https://portal.caja.example. */
  readonly portal: URL;
  /**
   * The config.json checked: the served one, or the file given with --config. Raw JSON as read;
   * null when it could not be read or is not JSON (the config section reports why).
   */
  readonly config: Record<string, unknown> | null;
  /**
   * The same configuration validated by the portal's own rules
   * (src/application/shared/config/app-config.rules.ts) with `portal` as origin: root-relative
   * addresses resolved, bases without a trailing slash. Null when invalid.
   */
  readonly appConfig: AppConfig | null;
  /**
   * fetch with the doctor's time-out on every call; redirects are not followed unless the call
   * asks for `redirect: 'follow'`. Rejects on a network failure or a time-out.
   */
  readonly fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  /** The time-out of one call, in milliseconds. */
  readonly timeoutMs: number;
  /** The port plain http is checked on (80 unless --http-port). */
  readonly httpPort: number;
};

/** A section: its checks, in the order printed. Never throws: a failure to reach something is a check. */
export type DoctorSection = (context: DoctorContext) => Promise<Check[]>;
