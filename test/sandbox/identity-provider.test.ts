// @vitest-environment node
// oidc-provider (Koa) and Node's own fetch, with its Set-Cookie access, need Node rather
// than happy-dom, whose fetch applies a browser's CORS and cookie rules.
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { http, HttpResponse, passthrough, type RequestHandler as MswHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPersona, unauthorizedResponse } from '@sandbox/api/current-persona';
import { seededPersonas } from '@sandbox/data/personas';
import { createIdentityProvider, identityMountPath, isLoopbackUrl } from '@sandbox/identity/create-identity-provider';
import { WRONG_CREDENTIALS_MESSAGE } from '@sandbox/identity/identity-pages';
import { lifetimesFrom } from '@sandbox/identity/identity-settings';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { sandboxMounts, type SandboxMount } from '@sandbox/server/sandbox-mounts';
import { server as mswServer } from '@test/support/msw-server';

// The real provider over real HTTP on an ephemeral port, driven the way a browser and
// oidc-client-ts drive it: redirects followed by hand, cookies kept in a jar, the sign-in
// form posted, the code exchanged with its PKCE verifier.

const CLIENT_ID = 'portal-servicios';
const maria = seededPersonas.find((p) => p.username === 'maria.restrepo')!;
const jose = seededPersonas.find((p) => p.username === 'jose.hernandez')!;

let running: Server | null = null;

afterEach(async () => {
  const toClose = running;
  running = null;
  if (toClose) {
    toClose.closeAllConnections();
    await new Promise<void>((resolve) => toClose.close(() => resolve()));
  }
});

/**
 * Starts the sandbox app; with no `mounts` it uses the real registry
 * (sandbox/server/sandbox-mounts.ts), with no `handlers` the real fund API.
 */
async function start(mounts?: readonly SandboxMount[], handlers?: readonly MswHandler[]): Promise<string> {
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
}

/** A browser's cookie jar, reduced to what the flow needs: names and values. */
class Browser {
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

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(origin: string, params: Record<string, string>): string {
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

function locationOf(response: Response, origin: string): URL {
  expect(response.status, `expected a redirect, got ${response.status}`).toBeGreaterThanOrEqual(302);
  expect(response.status).toBeLessThan(400);
  return new URL(response.headers.get('location') ?? '', origin);
}

function parseHtml(html: string): Document {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return document;
}

interface LoginForm {
  readonly action: string;
  readonly document: Document;
}

/** From the authorization request to the sign-in page. */
async function openLogin(browser: Browser, origin: string, params: Record<string, string>): Promise<LoginForm> {
  const interaction = locationOf(await browser.fetch(authorizeUrl(origin, params)), origin);
  expect(interaction.pathname).toMatch(new RegExp(`^${identityMountPath}/interaction/[\\w-]+$`));
  const page = await browser.fetch(interaction.href);
  expect(page.status).toBe(200);
  const document = parseHtml(await page.text());
  const action = document.querySelector('form.formulario')?.getAttribute('action') ?? '';
  return { action: new URL(action, origin).href, document };
}

/** Posts the credentials and follows the resume redirect to the portal's callback address. */
async function submitLogin(browser: Browser, origin: string, form: LoginForm, credentials: Record<string, string>): Promise<URL> {
  const resume = locationOf(await browser.fetch(form.action, { form: credentials }), origin);
  expect(resume.pathname).toContain(`${identityMountPath}/protocol/openid-connect/auth/`);
  return locationOf(await browser.fetch(resume.href), origin);
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  error?: string;
}

async function tokenRequest(origin: string, form: Record<string, string>): Promise<{ status: number; body: TokenAnswer }> {
  const response = await fetch(`${origin}${identityMountPath}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer };
}

/** A whole sign-in as `persona`, ending with the token response. */
async function signIn(origin: string, persona = maria, browser = new Browser()) {
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

function jwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const bearerRequest = (token: string) => new Request('http://localhost/api/v1/algo', { headers: { Authorization: `Bearer ${token}` } });

describe('sandbox identity provider: discovery', () => {
  it('is registered at /realms/portal and publishes Keycloak-shaped endpoints under the issuer', async () => {
    expect(sandboxMounts.map((mount) => mount.path)).toContain('/realms/portal');
    const origin = await start();
    const response = await fetch(`${origin}/realms/portal/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    const realm = `${origin}/realms/portal`;
    expect(discovery).toMatchObject({
      issuer: realm,
      authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
      token_endpoint: `${realm}/protocol/openid-connect/token`,
      userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
      jwks_uri: `${realm}/protocol/openid-connect/certs`,
      end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
      revocation_endpoint: `${realm}/protocol/openid-connect/revoke`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['preferred_username', 'numIdentificacion', 'tipoIdentificacion', 'realm_access']),
    );
    const certs = (await (await fetch(`${realm}/protocol/openid-connect/certs`)).json()) as { keys: { kty: string; alg: string; d?: string }[] };
    expect(certs.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256' })]);
    expect(certs.keys[0]?.d).toBeUndefined();
  });
});

describe('sandbox identity provider: authorization code with PKCE S256', () => {
  it('signs María in and puts the portal claims in the ID token and in userinfo', async () => {
    const origin = await start();
    const { tokens } = await signIn(origin);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(1200);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const idToken = jwtPayload(tokens.id_token);
    const expected = {
      iss: `${origin}/realms/portal`,
      aud: CLIENT_ID,
      nonce: 'nonce-1',
      sub: 'afiliada-con-beneficiarios',
      preferred_username: 'maria.restrepo',
      given_name: 'María Fernanda',
      family_name: 'Restrepo Gómez',
      name: 'María Fernanda Restrepo Gómez',
      numIdentificacion: '1037600123',
      tipoIdentificacion: 'CC',
      email: 'maria.restrepo@correo.example',
      realm_access: { roles: expect.arrayContaining(['role_personas']) as unknown },
    };
    expect(idToken).toMatchObject(expected);

    const userinfo = await fetch(`${origin}/realms/portal/protocol/openid-connect/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    const { iss: _iss, aud: _aud, nonce: _nonce, ...profile } = expected;
    expect(await userinfo.json()).toMatchObject(profile);
  });

  it('leaves e-mail out for the person without one', async () => {
    const origin = await start();
    const idToken = jwtPayload((await signIn(origin, jose)).tokens.id_token);
    expect(idToken).toMatchObject({ preferred_username: 'jose.hernandez', tipoIdentificacion: 'CE', numIdentificacion: '4567123' });
    expect(idToken).not.toHaveProperty('email');
  });

  it('refuses an authorization request without PKCE or with the plain method', async () => {
    const origin = await start();
    const browser = new Browser();
    const withoutS256: Record<string, string>[] = [{}, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }];
    for (const params of withoutS256) {
      const callback = locationOf(await browser.fetch(authorizeUrl(origin, params)), origin);
      expect(callback.pathname, JSON.stringify(params)).toBe('/auth/callback');
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      expect(callback.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses to exchange a code with the wrong verifier or without one', async () => {
    const origin = await start();
    const wrongVerifiers: Record<string, string>[] = [{ code_verifier: pkcePair().verifier }, {}];
    for (const wrong of wrongVerifiers) {
      const browser = new Browser();
      const form = await openLogin(browser, origin, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
      const callback = await submitLogin(browser, origin, form, {
        documentType: 'CC',
        documentNumber: maria.documentNumber,
        password: maria.password,
      });
      const answer = await tokenRequest(origin, {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: `${origin}/auth/callback`,
        ...wrong,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_grant');
    }
  });

  it('never redirects outside the local machine', async () => {
    const origin = await start();
    const answer = await new Browser().fetch(
      authorizeUrl(origin, { redirect_uri: 'https://otro-sitio.example/callback', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('No fue posible iniciar sesión');
  });

  it('lets pages on any loopback http or https origin, and nothing else, call it from the browser (CORS)', () => {
    for (const accepted of ['http://localhost:5173/', 'https://localhost:4175/silent-renew.html', 'http://localhost:4173/certificados?x=1', 'http://127.0.0.1:51234/a', 'http://[::1]:4173/']) {
      expect(isLoopbackUrl(accepted), accepted).toBe(true);
    }
    for (const refused of ['https://localhost.example/', 'ftp://localhost/', 'http://localhost.example/', 'http://10.0.0.1/', 'http://localhost:5173/#x', 'http://u:p@localhost/', 'localhost:5173', 'javascript:alert(1)']) {
      expect(isLoopbackUrl(refused), refused).toBe(false);
    }
  });
});

describe('sandbox identity provider: the sign-in page', () => {
  it('is a Spanish, labelled form with every document type and the demo people and their passwords', async () => {
    const origin = await start();
    const { document } = await openLogin(new Browser(), origin, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect(document.documentElement.getAttribute('lang')).toBe('es-CO');
    expect(document.querySelector('h1')?.textContent).toBe('Iniciar sesión');
    const fields: [id: string, label: string][] = [
      ['documentType', 'Tipo de documento'],
      ['documentNumber', 'Número de documento'],
      ['password', 'Contraseña'],
    ];
    for (const [id, label] of fields) {
      expect(document.querySelector(`label[for="${id}"]`)?.textContent, id).toBe(label);
      expect(document.getElementById(id), id).not.toBeNull();
    }
    const types = [...document.querySelectorAll('#documentType option')].map((option) => option.getAttribute('value'));
    expect(types).toEqual(['CC', 'CE', 'PA', 'PE', 'PT', 'TI', 'RC']);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    const demo = document.querySelector('section.demo')?.textContent ?? '';
    for (const persona of seededPersonas) {
      expect(demo).toContain(`${persona.documentType} ${persona.documentNumber}`);
      expect(demo).toContain(persona.password);
    }
  });

  it('answers a wrong password with a Spanish error, keeping the typed document, and lets the person try again', async () => {
    const origin = await start();
    const browser = new Browser();
    const form = await openLogin(browser, origin, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const answer = await browser.fetch(form.action, {
      form: { documentType: 'CE', documentNumber: jose.documentNumber, password: 'equivocada' },
    });
    expect(answer.status).toBe(200);
    const document = parseHtml(await answer.text());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(document.querySelector('#documentNumber')?.getAttribute('value')).toBe(jose.documentNumber);
    expect(document.querySelector('#documentType option[selected]')?.getAttribute('value')).toBe('CE');
    expect(document.querySelector('#password')?.getAttribute('value')).toBeNull();
    expect(document.querySelector('#password')?.hasAttribute('autofocus')).toBe(true);
    expect(document.querySelector('#password')?.getAttribute('aria-describedby')).toBe('error-inicio');

    // The right document with the wrong type is wrong too; then the right credentials work.
    const wrongType = await browser.fetch(form.action, { form: { documentType: 'CC', documentNumber: jose.documentNumber, password: jose.password } });
    expect(await wrongType.text()).toContain(WRONG_CREDENTIALS_MESSAGE);
    const callback = await submitLogin(browser, origin, form, { documentType: 'CE', documentNumber: jose.documentNumber, password: jose.password });
    expect(callback.searchParams.get('code')).not.toBeNull();
  });

  it('sends "Cancelar" back to the portal with access_denied', async () => {
    const origin = await start();
    const browser = new Browser();
    const form = await openLogin(browser, origin, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const resume = locationOf(await browser.fetch(form.action.replace(/\/login$/, '/abort'), { method: 'POST' }), origin);
    const callback = locationOf(await browser.fetch(resume.href), origin);
    expect(callback.pathname).toBe('/auth/callback');
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });
});

describe('sandbox identity provider: session, refresh and logout', () => {
  it('rotates refresh tokens: the new one works, the used one is refused with invalid_grant', async () => {
    const origin = await start();
    const { tokens } = await signIn(origin);
    const refreshed = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(jwtPayload(refreshed.body.id_token)).toMatchObject({ preferred_username: 'maria.restrepo', numIdentificacion: '1037600123' });

    const reused = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Reuse is taken as theft: the whole sign-in is revoked, the newer token included. This is
    // why the portal must never let two tabs refresh with the same token.
    const afterReuse = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token });
    expect(afterReuse.body.error).toBe('invalid_grant');
    expect(await currentPersona(bearerRequest(refreshed.body.access_token))).toBeNull();
  });

  it('keeps an active sign-in alive past SANDBOX_SESSION_TTL, and ends an idle one after it', async () => {
    const identity: SandboxMount = {
      path: identityMountPath,
      create: (context) => createIdentityProvider(context, { environment: { SANDBOX_SESSION_TTL: '60', SANDBOX_REFRESH_TOKEN_TTL: '600' } }),
    };
    const origin = await start([identity]);
    const signedInAt = Date.now();
    let { refresh_token: refreshToken } = (await signIn(origin)).tokens;
    const refreshAt = async (secondsAfterSignIn: number) => {
      // Only Date is faked, so sockets and timers keep running.
      vi.useFakeTimers({ toFake: ['Date'], now: signedInAt + secondsAfterSignIn * 1000 });
      try {
        return await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: refreshToken });
      } finally {
        vi.useRealTimers();
      }
    };
    for (const seconds of [40, 80, 120]) {
      const answer = await refreshAt(seconds);
      expect(answer.status, `${seconds} s after signing in`).toBe(200);
      refreshToken = answer.body.refresh_token;
    }
    // 65 s without any activity: past the 60-s session, well within the token's own 600 s.
    expect((await refreshAt(185)).body.error).toBe('invalid_grant');
  });

  it('answers a silent check (prompt=none) with a code while signed in, and login_required otherwise', async () => {
    const origin = await start();
    const { browser } = await signIn(origin);
    const silent = { prompt: 'none', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' };
    const signedIn = locationOf(await browser.fetch(authorizeUrl(origin, silent)), origin);
    expect(signedIn.pathname).toBe('/auth/callback');
    expect(signedIn.searchParams.get('code')).not.toBeNull();

    const anonymous = locationOf(await new Browser().fetch(authorizeUrl(origin, silent)), origin);
    expect(anonymous.searchParams.get('error')).toBe('login_required');
  });

  it('signs out with id_token_hint at once, back to the portal, and the access token stops working', async () => {
    const origin = await start();
    const { browser, tokens } = await signIn(origin);
    expect((await currentPersona(bearerRequest(tokens.access_token)))?.username).toBe('maria.restrepo');

    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/` });
    const page = await browser.fetch(`${origin}/realms/portal/protocol/openid-connect/logout?${query}`);
    const html = await page.text();
    const document = parseHtml(html);
    const form = document.getElementById('op.logoutForm');
    expect(form).not.toBeNull();
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const fields = Object.fromEntries(
      [...document.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name') ?? '', input.getAttribute('value') ?? '']),
    );
    expect(fields.logout).toBe('yes');
    const back = locationOf(await browser.fetch(new URL(form?.getAttribute('action') ?? '', origin).href, { form: fields }), origin);
    expect(back.href).toBe(`${origin}/`);

    expect(await currentPersona(bearerRequest(tokens.access_token))).toBeNull();
    const refresh = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('sandbox identity provider: who is calling the fund API', () => {
  it("resolves the persona from the provider's access token, and nobody from anything else", async () => {
    const origin = await start();
    const { tokens } = await signIn(origin, jose);
    expect((await currentPersona(bearerRequest(tokens.access_token)))?.id).toBe('afiliado-sin-correo');
    for (const garbage of ['basura', tokens.id_token, tokens.refresh_token, `${tokens.access_token}x`]) {
      expect(await currentPersona(bearerRequest(garbage)), garbage.slice(0, 12)).toBeNull();
    }
  });

  it('stops accepting an access token once its lifetime (SANDBOX_ACCESS_TOKEN_TTL) is over', async () => {
    const identity: SandboxMount = {
      path: identityMountPath,
      create: (context) => createIdentityProvider(context, { environment: { SANDBOX_ACCESS_TOKEN_TTL: '42' } }),
    };
    const origin = await start([identity]);
    const { tokens } = await signIn(origin);
    expect(tokens.expires_in).toBe(42);
    expect(jwtPayload(tokens.id_token)).toMatchObject({ exp: (jwtPayload(tokens.id_token).iat as number) + 42 });
    vi.useFakeTimers({ toFake: ['Date'], now: ((jwtPayload(tokens.id_token).exp as number) - 3) * 1000 });
    try {
      expect(await currentPersona(bearerRequest(tokens.access_token))).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }

    // oidc-provider reads the clock through Date.now(); only Date is faked so sockets keep working.
    vi.useFakeTimers({ toFake: ['Date'], now: ((jwtPayload(tokens.id_token).exp as number) + 3) * 1000 });
    try {
      expect(await currentPersona(bearerRequest(tokens.access_token))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fund API over HTTP: calls marked B', () => {
  // A B call as later issues write them (docs/sandbox.md, "Adding a handler"), served by the
  // sandbox app next to the real provider: the person comes from the token alone.
  const whoAmI = http.get('*/api/v1/prueba/persona', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    return HttpResponse.json({ code: 200, data: { documentType: persona.documentType, documentNumber: persona.documentNumber } });
  });

  const call = (origin: string, token?: string) =>
    fetch(`${origin}/api/v1/prueba/persona?documentType=CE&documentNumber=${jose.documentNumber}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("answers for the token's person, whatever document the request names", async () => {
    const origin = await start(undefined, [whoAmI]);
    const { tokens } = await signIn(origin, maria);
    const answer = await call(origin, tokens.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 200, data: { documentType: 'CC', documentNumber: maria.documentNumber } });
  });

  it('answers 401 without a token, with a token it did not issue, and with an ID token', async () => {
    const origin = await start(undefined, [whoAmI]);
    const { tokens } = await signIn(origin, maria);
    for (const token of [undefined, 'token-inventado', tokens.id_token]) {
      const answer = await call(origin, token);
      expect(answer.status, String(token).slice(0, 12)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await answer.json()).toEqual({ error: 'unauthorized', message: 'Se requiere un token de acceso válido.' });
    }
  });
});

describe('sandbox identity provider: lifetimes', () => {
  it('defaults to 20-minute tokens and a 30-minute session and refresh window', () => {
    expect(lifetimesFrom({})).toEqual({ accessToken: 1200, refreshToken: 1800, session: 1800 });
  });

  it('reads SANDBOX_ACCESS_TOKEN_TTL, SANDBOX_REFRESH_TOKEN_TTL and SANDBOX_SESSION_TTL', () => {
    expect(
      lifetimesFrom({ SANDBOX_ACCESS_TOKEN_TTL: '30', SANDBOX_REFRESH_TOKEN_TTL: ' 90 ', SANDBOX_SESSION_TTL: '' }),
    ).toEqual({ accessToken: 30, refreshToken: 90, session: 1800 });
  });

  it('refuses a value that is not whole seconds between 1 and a day, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', '5m', '86401']) {
      expect(() => lifetimesFrom({ SANDBOX_SESSION_TTL: value }), value).toThrow(/^SANDBOX_SESSION_TTL debe ser/);
    }
  });
});
