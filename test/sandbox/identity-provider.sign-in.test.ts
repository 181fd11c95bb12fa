// @vitest-environment node
// oidc-provider (Koa) and Node's own fetch, with its Set-Cookie access, need Node rather
// than happy-dom, whose fetch applies a browser's CORS and cookie rules.
import { describe, expect, it } from 'vitest';
import { seededPersonas } from '@sandbox/data/personas';
import { isLoopbackUrl } from '@sandbox/identity/create-identity-provider';
import { WRONG_CREDENTIALS_MESSAGE } from '@sandbox/identity/identity-pages';
import { sandboxMounts } from '@sandbox/server/sandbox-mounts';
import {
  Browser,
  CLIENT_ID,
  authorizeUrl,
  jose,
  jwtPayload,
  locationOf,
  maria,
  openLogin,
  parseHtml,
  pkcePair,
  sandboxAppOverHttp,
  signIn,
  submitLogin,
  tokenRequest,
} from '@test/support/sandbox/identity-provider-flow';

// The real provider over real HTTP, up to the code and its exchange: what it publishes, the
// authorization code flow with PKCE S256 and where it may redirect, and its sign-in page.

const start = sandboxAppOverHttp();

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
