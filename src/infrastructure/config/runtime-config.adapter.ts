import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { ConfigProblem } from '@/application/shared/config/config-problem.model';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';

export type RuntimeConfigResult =
  | { readonly ok: true; readonly value: AppConfig }
  | { readonly ok: false; readonly error: ConfigProblem };

/**
 * How long the whole of `config.json` (answer and body) may take to arrive. Fixed here, not in the
 * configuration: it bounds the wait for the file that holds every other time-out. A server that
 * accepts the connection and never answers would otherwise leave the person on the first frame.
 */
export const CONFIG_TIMEOUT_MS = 10_000;

/**
 * Fetches `config.json` from the site root of the page, validates it, resolves its
 * root-relative URLs against the page's origin and deep-freezes it. One build serves every
 * environment: deployments replace the file, never the bundle. Never throws: whatever goes
 * wrong comes back as a {@link ConfigProblem} for the configuration error page, a file that
 * has not fully arrived after {@link CONFIG_TIMEOUT_MS} included.
 */
export async function loadRuntimeConfig(pageUrl: string): Promise<RuntimeConfigResult> {
  let fileUrl = '/config.json';
  try {
    const page = new URL(pageUrl);
    // BASE_URL is '/' unless the build is told it lives under a sub-path.
    fileUrl = new URL(`${import.meta.env.BASE_URL}config.json`, page).href;
    const body = await fetchWithinTimeOut(fileUrl);
    if (typeof body !== 'string') return { ok: false, error: body };

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { ok: false, error: { kind: 'notJson', url: fileUrl } };
    }

    const validation = validateAppConfig(json, { origin: page.origin });
    if (!validation.ok) return { ok: false, error: { kind: 'invalid', url: fileUrl, fields: validation.problems } };
    return { ok: true, value: deepFreeze(validation.value) };
  } catch {
    // Only a malformed pageUrl lands here: there is no file to fetch.
    return { ok: false, error: { kind: 'unreachable', url: fileUrl, status: null } };
  }
}

/**
 * The file's text, or why it did not come. A timer and an AbortController rather than
 * `AbortSignal.timeout`: fake clocks (the tests') drive timers, and the abort also stops a body
 * that started and stalled.
 */
async function fetchWithinTimeOut(fileUrl: string): Promise<string | ConfigProblem> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  const failed = (status: number | null): ConfigProblem =>
    controller.signal.aborted
      ? { kind: 'timedOut', url: fileUrl, afterMs: CONFIG_TIMEOUT_MS }
      : { kind: 'unreachable', url: fileUrl, status };
  try {
    let response: Response;
    try {
      // no-store: an edited config.json must take effect on the next visit, never a cached copy.
      response = await fetch(fileUrl, { cache: 'no-store', headers: { Accept: 'application/json' }, signal: controller.signal });
    } catch {
      return failed(null);
    }
    if (!response.ok) return failed(response.status);
    try {
      return await response.text();
    } catch {
      // The connection dropped mid-file, or the time ran out while it came.
      return failed(null);
    }
  } finally {
    clearTimeout(timer);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
