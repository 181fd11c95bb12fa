import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createIdentityProvider, identityMountPath } from '../../../sandbox/identity/create-identity-provider';
import { sandboxRealm, type RedirectMatching } from '../../../sandbox/identity/identity-settings';

export interface SandboxProviderOptions {
  /** `exact` (the default): the registered addresses only; `any`: every address, a wildcard realm (SANDBOX_REDIRECTS=any). */
  readonly redirectUris?: RedirectMatching;
  /** The portal the client is registered for: its /auth/callback, /silent-renew.html and / (after a sign-out), and its origin for CORS. */
  readonly portalOrigin: string;
  /** Over https on `localhost` with this certificate, as a fund's provider is served; plain http on 127.0.0.1 without. */
  readonly tls?: { readonly certificate: string; readonly key: string };
}

export interface SandboxProvider {
  /** The provider's base, as config.json's identity.url: `http://127.0.0.1:<port>` (`https://localhost:<port>` with `tls`). */
  readonly url: string;
  /** The realm under it (config.json's identity.realm). */
  readonly realm: string;
  readonly stop: () => Promise<void>;
}

/**
 * The sandbox identity provider (sandbox/identity/, docs/sandbox.md) on its own, over plain http on a
 * free loopback port, with the client `portal-servicios` registered for `portalOrigin`: what the
 * doctor's identity section (scripts/doctor/identity.mjs) is pointed at in tests, a sound realm or,
 * with `redirectUris: 'any'`, one that accepts every redirect address. Nothing else of the sandbox
 * (API, pages) is served.
 */
export async function startSandboxProvider(options: SandboxProviderOptions): Promise<SandboxProvider> {
  const app = express();
  app.disable('x-powered-by');
  const { tls } = options;
  const server = await new Promise<Server>((resolve, reject) => {
    const listening: Server =
      tls === undefined ? app.listen(0, '127.0.0.1', () => resolve(listening)) : createHttpsServer({ cert: readFileSync(tls.certificate), key: readFileSync(tls.key) }, app).listen(0, '127.0.0.1', () => resolve(listening));
    listening.on('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`;
  try {
    const provider = await createIdentityProvider(
      { origin: url },
      { environment: {}, redirectUris: options.redirectUris ?? 'exact', portalOrigins: [new URL(options.portalOrigin).origin] },
    );
    app.use(identityMountPath, provider);
  } catch (error) {
    await close(server);
    throw error;
  }
  return { url, realm: sandboxRealm, stop: () => close(server) };
}

function close(server: Server): Promise<void> {
  // Keep-alive connections (fetch keeps them) would otherwise hold close() open.
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
