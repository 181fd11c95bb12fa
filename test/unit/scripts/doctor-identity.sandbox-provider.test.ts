import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider, identityMountPath } from '@sandbox/identity/create-identity-provider';
import { redirectMatchingFrom } from '@sandbox/identity/identity-settings';
import { readSandboxRedirects } from '@sandbox/vite-plugin';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import { authorizationUrl, identityChecks } from '../../../scripts/doctor/identity.mjs';
import { startSandboxProvider, type SandboxProvider } from '../../support/doctor/identity-provider';
import { testConfig } from '../../support/test-config';

// The doctor's identity section against the sandbox's own provider (test/support/doctor/
// identity-provider.ts), a sound realm and one started with SANDBOX_REDIRECTS=any (docs/sandbox.md,
// 'A realm that accepts any redirect address'), and that switch itself.

const portal = new URL('https://portal.caja.example');
const ids = ['identity-discovery', 'identity-pkce', 'identity-redirect', 'identity-redirect-exact', 'identity-logout', 'identity-cors', 'identity-frame'];
let exact: SandboxProvider;
let any: SandboxProvider;

beforeAll(async () => {
  [exact, any] = await Promise.all([startSandboxProvider({ portalOrigin: portal.origin }), startSandboxProvider({ portalOrigin: portal.origin, redirectUris: 'any' })]);
});
afterAll(async () => {
  await Promise.all([exact.stop(), any.stop()]);
});

function context(provider: SandboxProvider): DoctorContext {
  return {
    portal,
    config: {},
    appConfig: testConfig({ identity: { url: provider.url, realm: provider.realm, clientId: 'portal-servicios', metadata: null } }),
    fetch: (url, init = {}) => fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(5000) }),
    timeoutMs: 5000,
    httpPort: 80,
  };
}

describe('the doctor’s identity section against the sandbox provider', () => {
  it('passes every line against the sandbox realm with exact redirect addresses', async () => {
    const checks = await identityChecks(context(exact));
    expect(checks.map(({ id, status }) => [id, status])).toEqual(ids.map((id) => [id, 'ok']));
    const redirects = checks.find(({ id }) => id === 'identity-redirect-exact');
    expect(redirects?.message).toBe(
      `${exact.url}${identityMountPath}/protocol/openid-connect/auth rechaza redirect_uri=https://doctor-check.invalid/auth/callback y ${portal.origin}/doctor-check/auth/callback (HTTP 400: «redirect_uri did not match any of the client's registered redirect_uris»): compara las direcciones de retorno exactamente.`,
    );
  });

  it('fails only the exact-matching line, with RFC 9700’s reason, when the realm accepts any address', async () => {
    const checks = await identityChecks(context(any));
    expect(checks.filter(({ status }) => status !== 'ok')).toEqual([
      {
        status: 'fail',
        id: 'identity-redirect-exact',
        message: expect.stringContaining(
          'RFC 9700 §2.1, §4.1 (OAuth 2.0 Security BCP) exige comparar la dirección de retorno exactamente; con un comodín, un atacante recibe el código de autorización de una persona.',
        ),
        doc: 'docs/identity.md#the-client',
      },
    ]);
    expect(checks.find(({ id }) => id === 'identity-redirect-exact')?.message).toContain(
      `acepta redirect_uri=https://doctor-check.invalid/auth/callback y ${portal.origin}/doctor-check/auth/callback (HTTP 303 a ${any.url}${identityMountPath}/interaction/…): RFC 9700`,
    );
  });
});

describe('SANDBOX_REDIRECTS: the sandbox provider’s switch', () => {
  it.each([
    [undefined, 'exact'],
    ['', 'exact'],
    [' exact ', 'exact'],
    ['any', 'any'],
  ] as const)('reads %j as %s, in the provider and in the Vite plugin alike', (value, matching) => {
    expect(redirectMatchingFrom({ SANDBOX_REDIRECTS: value })).toBe(matching);
    expect(readSandboxRedirects({ SANDBOX_REDIRECTS: value })).toBe(matching);
  });

  it.each(['ANY', 'wildcard', '*', 'exact,any'])('refuses %j, naming the variable, in both', (value) => {
    const words = `SANDBOX_REDIRECTS=${value} no es una forma de comparar las direcciones de retorno: usa 'exact' (por defecto) o 'any' (docs/sandbox.md).`;
    expect(() => redirectMatchingFrom({ SANDBOX_REDIRECTS: value })).toThrow(words);
    expect(() => readSandboxRedirects({ SANDBOX_REDIRECTS: value })).toThrow(words);
  });

  it('stops the provider’s start on a value it does not know', async () => {
    await expect(createIdentityProvider({ origin: 'http://localhost:5173' }, { environment: { SANDBOX_REDIRECTS: 'todas' } })).rejects.toThrow('SANDBOX_REDIRECTS=todas no es una forma');
  });

  it('makes the provider accept a foreign redirect address only when it is on', async () => {
    const foreign = 'https://doctor-check.invalid/auth/callback';
    const answerFor = async (environment: Record<string, string>) => {
      const app = express();
      let provider: Promise<RequestHandler> | null = null;
      app.use(identityMountPath, (request, response, next) => {
        provider?.then((handle) => handle(request, response, next), next);
      });
      const server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      provider = createIdentityProvider({ origin }, { environment });
      try {
        await provider;
        const answer = await fetch(authorizationUrl(`${origin}${identityMountPath}/protocol/openid-connect/auth`, { clientId: 'portal-servicios', redirectUri: foreign }), { redirect: 'manual' });
        return { status: answer.status, location: answer.headers.get('location') };
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    };
    expect(await answerFor({})).toEqual({ status: 400, location: null });
    expect(await answerFor({ SANDBOX_REDIRECTS: 'exact' })).toEqual({ status: 400, location: null });
    const on = await answerFor({ SANDBOX_REDIRECTS: 'any' });
    expect(on.status).toBe(303);
    expect(on.location).toMatch(new RegExp(`^${identityMountPath}/interaction/`));
  });
});
