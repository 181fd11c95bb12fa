/**
 * The URL prefixes the sandbox answers at the portal's own origin, in dev and preview.
 * Everything else is Vite's (the app, its assets, the SPA fallback). Kept free of imports
 * because the Vite plugin reads it while loading vite.config.ts.
 */
export const mountPoints = {
  /** The fund's API: msw handlers over HTTP (sandbox/api/handlers.ts). */
  api: '/api',
  /** The sandbox's own pages and services: IP echo, external sites, release-notes widget. */
  sandbox: '/sandbox',
  /**
   * The identity provider, Keycloak-shaped: `/realms/{realm}` with the realm of
   * public/config.json. Filled by the identity issue (sandbox/server/sandbox-mounts.ts).
   */
  identityProvider: '/realms',
  /** The payment provider's checkout. Filled by the payments issue (sandbox/server/sandbox-mounts.ts). */
  checkout: '/sandbox/checkout',
} as const;

/** True when the sandbox, not Vite, answers this request path. */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?', 1)[0] ?? '';
  return [mountPoints.api, mountPoints.sandbox, mountPoints.identityProvider].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
