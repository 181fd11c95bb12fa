import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { ConfigProblem } from '@/application/shared/config/config-problem.model';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';

export type RuntimeConfigResult =
  | { readonly ok: true; readonly value: AppConfig }
  | { readonly ok: false; readonly error: ConfigProblem };

/**
 * Fetches `config.json` from the site root of the page, validates it, resolves its
 * root-relative URLs against the page's origin and deep-freezes it. One build serves every
 * environment: deployments replace the file, never the bundle. Never throws: whatever goes
 * wrong comes back as a {@link ConfigProblem} for the configuration error page.
 */
export async function loadRuntimeConfig(pageUrl: string): Promise<RuntimeConfigResult> {
  let fileUrl = '/config.json';
  try {
    const page = new URL(pageUrl);
    // BASE_URL is '/' unless the build is told it lives under a sub-path.
    fileUrl = new URL(`${import.meta.env.BASE_URL}config.json`, page).href;

    let response: Response;
    try {
      // no-store: an edited config.json must take effect on the next visit, never a cached copy.
      response = await fetch(fileUrl, { cache: 'no-store', headers: { Accept: 'application/json' } });
    } catch {
      return { ok: false, error: { kind: 'unreachable', url: fileUrl, status: null } };
    }
    if (!response.ok) return { ok: false, error: { kind: 'unreachable', url: fileUrl, status: response.status } };

    let body: string;
    try {
      body = await response.text();
    } catch {
      // The connection dropped mid-file.
      return { ok: false, error: { kind: 'unreachable', url: fileUrl, status: null } };
    }
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

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
