/**
 * The URL prefixes the sandbox answers at the portal's own origin, in dev and preview.
 * Everything else is Vite's (the app, its assets, the SPA fallback). The Vite plugin repeats the
 * prefixes (SANDBOX_PREFIXES in sandbox/vite-plugin.ts); a test keeps both in step.
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
  /** The payment provider's checkout, PlacetoPay-shaped (sandbox/server/checkout-page.ts). */
  checkout: '/sandbox/checkout',
} as const;

