import type { RequestHandler } from 'express';
import { mountPoints } from '../mount-points';

/**
 * Where stand-ins of external systems with their own protocol, loaded lazily, are plugged in:
 *
 * - the identity provider (oidc-provider shaped like a Keycloak realm) at
 *   `/realms/{realm}`: the identity issue adds
 *   `{ path: `${mountPoints.identityProvider}/portal`, create: ... }`, builds the provider
 *   with issuer `${context.origin}/realms/portal`, and registers an access-token verifier
 *   (sandbox/api/current-persona.ts) so API handlers know who is calling;
 * - the payment checkout at `/sandbox/checkout` needs no entry here: it is a few plain express
 *   routes with nothing heavy to load, mounted directly by create-sandbox-app.ts
 *   (sandbox/server/checkout-page.ts).
 *
 * Each `create` runs once, on the first request under its path, so a heavy library
 * (oidc-provider, pdf-lib) is imported with `await import(...)` inside it and costs
 * nothing until someone uses it. Express strips `path` from `req.url` before the
 * middleware sees it (`req.originalUrl` keeps the full URL).
 */
export interface SandboxMountContext {
  /** The origin the browser uses, e.g. 'http://localhost:5173' (an OIDC issuer must match it exactly). */
  readonly origin: string;
}

export interface SandboxMount {
  /** Prefix under one of the reserved mount points of sandbox/mount-points.ts. */
  readonly path: string;
  /** What answers there; see above for why it is created lazily. */
  readonly create: (context: SandboxMountContext) => Promise<RequestHandler> | RequestHandler;
}

export const sandboxMounts: readonly SandboxMount[] = [
  {
    // '/realms/portal': the realm of public/config.json (identity.realm).
    path: `${mountPoints.identityProvider}/portal`,
    // The whole identity module (and, inside it, oidc-provider) loads on first use.
    create: async (context) => (await import('../identity/create-identity-provider')).createIdentityProvider(context),
  },
];
