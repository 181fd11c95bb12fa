import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { http, passthrough, type RequestHandler as MswHandler } from 'msw';
import { afterEach, expect } from 'vitest';
import { seededPersonas } from '@sandbox/data/personas';
import { identityMountPath } from '@sandbox/identity/create-identity-provider';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import type { SandboxMount } from '@sandbox/server/sandbox-mounts';
import { server as mswServer } from '@test/support/msw-server';

// The sandbox's real identity provider over real HTTP on an ephemeral port, driven the way a browser
// and oidc-client-ts drive it: redirects followed by hand, cookies kept in a jar, the sign-in form
// posted, the code exchanged with its PKCE verifier. Tests need Node's own fetch (its Set-Cookie
// access), so their files run in the node environment.

export const CLIENT_ID = 'portal-servicios';
export const maria = seededPersonas.find((p) => p.username === 'maria.restrepo')!;
export const jose = seededPersonas.find((p) => p.username === 'jose.hernandez')!;

/**
 * Starts the sandbox app for the current test (its server and connections closed after it): with no
 * `mounts` it uses the real registry (sandbox/server/sandbox-mounts.ts), with no `handlers` the real
 * fund API. Call at module level; the returned `start` resolves to the app's origin.
 */
export function sandboxAppOverHttp() {
  let running: Server | null = null;

  afterEach(async () => {
    const toClose = running;
    running = null;
    if (toClose) {
      toClose.closeAllConnections();
      await new Promise<void>((resolve) => toClose.close(() => resolve()));
    }
  });

  return async function start(mounts?: readonly SandboxMount[], handlers?: readonly MswHandler[]): Promise<string> {
    let origin = '';
    const app = createSandboxApp({ origin: () => origin, mounts, handlers });
    app.set('env', 'test');
    const httpServer = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening)).on('error', reject);
    });
    running = httpServer;
    origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    mswServer.use(http.all(`${origin}/*`, () => passthrough()));
    return origin;
  };
}

/** A browser's cookie jar, reduced to what the flow needs: names and values. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(origin: string, params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/auth/callback`,
    response_type: 'code',
    scope: 'openid',
    state: 'estado-1',
    nonce: 'nonce-1',
    ...params,
  });
  return `${origin}${identityMountPath}/protocol/openid-connect/auth?${query}`;
}

export function locationOf(response: Response, origin: string): URL {
  expect(response.status, `expected a redirect, got ${response.status}`).toBeGreaterThanOrEqual(302);
  expect(response.status).toBeLessThan(400);
  return new URL(response.headers.get('location') ?? '', origin);
}

export function parseHtml(html: string): Document {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return document;
}

export interface LoginForm {
  readonly action: string;
  readonly document: Document;
}

/** From the authorization request to the sign-in page. */
export async function openLogin(browser: Browser, origin: string, params: Record<string, string>): Promise<LoginForm> {
  const interaction = locationOf(await browser.fetch(authorizeUrl(origin, params)), origin);
  expect(interaction.pathname).toMatch(new RegExp(`^${identityMountPath}/interaction/[\\w-]+$`));
  const page = await browser.fetch(interaction.href);
  expect(page.status).toBe(200);
  const document = parseHtml(await page.text());
  const action = document.querySelector('form.formulario')?.getAttribute('action') ?? '';
  return { action: new URL(action, origin).href, document };
}

/** Posts the credentials and follows the resume redirect to the portal's callback address. */
export async function submitLogin(browser: Browser, origin: string, form: LoginForm, credentials: Record<string, string>): Promise<URL> {
  const resume = locationOf(await browser.fetch(form.action, { form: credentials }), origin);
  expect(resume.pathname).toContain(`${identityMountPath}/protocol/openid-connect/auth/`);
  return locationOf(await browser.fetch(resume.href), origin);
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  error?: string;
}

export async function tokenRequest(origin: string, form: Record<string, string>): Promise<{ status: number; body: TokenAnswer }> {
  const response = await fetch(`${origin}${identityMountPath}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer };
}

/** A whole sign-in as `persona`, ending with the token response. */
export async function signIn(origin: string, persona = maria, browser = new Browser()) {
  const { verifier, challenge } = pkcePair();
  const form = await openLogin(browser, origin, { code_challenge: challenge, code_challenge_method: 'S256' });
  const callback = await submitLogin(browser, origin, form, {
    documentType: persona.documentType,
    documentNumber: persona.documentNumber,
    password: persona.password,
  });
  expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/auth/callback`);
  expect(callback.searchParams.get('state')).toBe('estado-1');
  const code = callback.searchParams.get('code') ?? '';
  expect(code).not.toBe('');
  const tokens = await tokenRequest(origin, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${origin}/auth/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return { browser, tokens: tokens.body };
}

export function jwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const bearerRequest = (token: string) => new Request('http://localhost/api/v1/algo', { headers: { Authorization: `Bearer ${token}` } });
