import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNIN_CALLBACK_PATH, SILENT_CALLBACK_PATH } from '@/infrastructure/identity/user-manager-settings.mapper';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import {
  checkDiscovery,
  checkPkce,
  DOCS,
  identityAddresses,
  identityChecks,
  providerPlace,
  SIGNIN_CALLBACK_PATH as doctorSignin,
  SILENT_CALLBACK_PATH as doctorSilent,
} from '../../../scripts/doctor/identity.mjs';
import { testConfig } from '../../support/test-config';

// The doctor's identity section (scripts/doctor/identity.mjs) against a small Keycloak-shaped realm
// served here, set up as docs/identity.md's 'The client' says, then broken one setting at a time.

const portal = new URL('https://portal.caja.example');
const callback = `${portal.origin}/auth/callback`;
const silent = `${portal.origin}/silent-renew.html`;

type Answer = { status: number; headers?: Record<string, string>; body?: string };
type Realm = {
  discovery: (base: string) => Answer;
  authorize: (query: URLSearchParams) => Answer;
  logout: (query: URLSearchParams) => Answer;
  preflight: (origin: string) => Answer;
};

const json = (value: unknown): Answer => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
const realmPath = '/realms/afiliados/protocol/openid-connect';
/** Keycloak 24's answers for a client registered as docs/identity.md says. */
const keycloak = (): Realm => ({
  discovery: (base) =>
    json({
      issuer: `${base}/realms/afiliados`,
      authorization_endpoint: `${base}${realmPath}/auth`,
      token_endpoint: `${base}${realmPath}/token`,
      end_session_endpoint: `${base}${realmPath}/logout`,
      code_challenge_methods_supported: ['plain', 'S256'],
    }),
  authorize: (query): Answer => {
    const redirect = query.get('redirect_uri') ?? '';
    if (redirect !== callback && redirect !== silent) return { status: 400, headers: { 'Content-Type': 'text/html' }, body: '<html><body><p id="kc-error-message" class="instruction">Invalid parameter: redirect_uri</p></body></html>' };
    if (query.get('prompt') === 'none') {
      return { status: 302, headers: { Location: `${redirect}#error=login_required&state=${query.get('state')}` } };
    }
    return { status: 200, headers: { 'Content-Type': 'text/html', 'X-Frame-Options': 'SAMEORIGIN', 'Content-Security-Policy': "frame-src 'self'; frame-ancestors 'self'; object-src 'none';" }, body: '<title>Sign in to afiliados</title>' };
  },
  logout: (query) =>
    query.get('post_logout_redirect_uri') === `${portal.origin}/`
      ? { status: 200, body: '<h1>Logging out</h1><p>Do you want to log out?</p>' }
      : { status: 400, body: '<p id="kc-error-message">Invalid redirect uri</p>' },
  preflight: (origin) => ({
    status: 200,
    headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Origin, Accept, X-Requested-With, Content-Type' },
  }),
});

let realm: Realm = keycloak();
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const answer =
      url.pathname === '/realms/afiliados/.well-known/openid-configuration'
        ? realm.discovery(base)
        : url.pathname === `${realmPath}/auth`
          ? realm.authorize(url.searchParams)
          : url.pathname === `${realmPath}/logout`
            ? realm.logout(url.searchParams)
            : url.pathname === `${realmPath}/token` && request.method === 'OPTIONS'
              ? realm.preflight(request.headers.origin ?? '')
              : { status: 404 };
    response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  realm = keycloak();
});

function context(identity: Partial<ReturnType<typeof testConfig>['identity']> = {}, page: URL = portal): DoctorContext {
  const appConfig = testConfig({ identity: { url: base, realm: 'afiliados', clientId: 'portal-servicios', metadata: null, ...identity } });
  return {
    portal: page,
    config: {},
    appConfig,
    fetch: (url, init = {}) => fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(5000) }),
    timeoutMs: 5000,
    httpPort: 80,
  };
}

const byId = async (doctorContext: DoctorContext) => new Map((await identityChecks(doctorContext)).map((line) => [line.id, line]));
const ids = ['identity-discovery', 'identity-pkce', 'identity-redirect', 'identity-redirect-exact', 'identity-logout', 'identity-cors', 'identity-frame'];

describe('the doctor’s identity section', () => {
  it('uses the portal’s own callback paths', () => {
    expect([doctorSignin, doctorSilent]).toEqual([SIGNIN_CALLBACK_PATH, SILENT_CALLBACK_PATH]);
    const addresses = identityAddresses(context().appConfig!, portal);
    expect(addresses).toMatchObject({ authority: `${base}/realms/afiliados`, issuer: `${base}/realms/afiliados`, callback, silent, postLogout: `${portal.origin}/` });
    expect(addresses.foreign).toEqual(['https://doctor-check.invalid/auth/callback', `${portal.origin}/doctor-check/auth/callback`]);
  });

  it('points to doc sections that exist, by GitHub’s anchors', () => {
    for (const target of Object.values(DOCS)) {
      const [file = '', anchor = ''] = target.split('#');
      const slugs = [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, title = '']) =>
        title.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-'),
      );
      expect(slugs, target).toContain(anchor);
    }
  });

  it('says where the provider is when that matters: the portal’s own origin, or this machine', () => {
    expect(providerPlace('https://portal.caja.example/realms/afiliados', portal)).toBe(' (el proveedor está en el mismo origen del portal)');
    expect(providerPlace('http://localhost:8080/realms/afiliados', portal)).toBe(' (el proveedor está en esta máquina, loopback)');
    expect(providerPlace('https://sso.caja.example/realms/afiliados', portal)).toBe('');
  });

  it('holds a discovery document to the issuer and endpoints config.json gives, without the network', () => {
    const addresses = identityAddresses(
      testConfig({ identity: { url: 'https://sso.caja.example', realm: 'afiliados', clientId: 'portal-servicios', metadata: null } }),
      portal,
    );
    const document = { issuer: 'https://sso.caja.example/realms/afiliados', authorization_endpoint: 'https://sso.caja.example/realms/afiliados/protocol/openid-connect/auth' };
    expect(checkDiscovery(document, addresses, null).status).toBe('ok');
    const metadata = { issuer: document.issuer, authorizationEndpoint: document.authorization_endpoint, tokenEndpoint: 'https://sso.caja.example/t', endSessionEndpoint: 'https://sso.caja.example/l' };
    expect(checkDiscovery(document, { ...addresses, issuerSource: 'identity.metadata.issuer' }, metadata).message).toBe(
      'https://sso.caja.example/realms/afiliados/.well-known/openid-configuration: identity.metadata.tokenEndpoint es «https://sso.caja.example/t» y el documento dice token_endpoint «(ninguno)»; identity.metadata.endSessionEndpoint es «https://sso.caja.example/l» y el documento dice end_session_endpoint «(ninguno)». El portal usa los de config.json sin preguntar; cópielos del documento.',
    );
    expect(checkDiscovery({}, addresses, null).message).toContain('el issuer es ninguno y el portal espera «https://sso.caja.example/realms/afiliados»');
    expect(checkPkce({}, 'https://sso.example/d').message).toBe(
      'https://sso.example/d: code_challenge_methods_supported falta; el portal envía siempre PKCE S256 y sin él el código de autorización no queda protegido. Exija S256 en el cliente.',
    );
  });

  it('passes a Keycloak realm set up as docs/identity.md says, line by line', async () => {
    const checks = await identityChecks(context());
    expect(checks.map(({ id, status }) => [id, status])).toEqual(ids.map((id) => [id, 'ok']));
    const lines = new Map(checks.map((line) => [line.id, line]));
    expect(lines.get('identity-discovery')?.message).toBe(
      `${base}/realms/afiliados/.well-known/openid-configuration responde JSON con issuer «${base}/realms/afiliados», el que espera el portal (el proveedor está en esta máquina, loopback).`,
    );
    expect(lines.get('identity-redirect')?.message).toContain(`acepta la dirección de retorno del portal ${callback} (client_id portal-servicios, response_type=code, scope openid, PKCE S256): HTTP 200, su página de inicio de sesión`);
    expect(lines.get('identity-redirect-exact')?.message).toContain(`rechaza redirect_uri=https://doctor-check.invalid/auth/callback y ${portal.origin}/doctor-check/auth/callback (HTTP 400: «Invalid parameter: redirect_uri»)`);
    expect(lines.get('identity-logout')?.message).toContain(`acepta post_logout_redirect_uri=${portal.origin}/ (client_id portal-servicios, sin id_token_hint): HTTP 200`);
    expect(lines.get('identity-frame')).toEqual({
      status: 'ok',
      id: 'identity-frame',
      message: `${base}${realmPath}/auth con prompt=none redirige a ${silent} (login_required): el marco oculto termina en la página del portal (el proveedor está en esta máquina, loopback).`,
      doc: 'docs/identity.md#the-silent-checks-frame',
    });
  });

  it('fails an issuer other than the one the portal checks tokens against, naming both', async () => {
    const sound = realm.discovery;
    realm.discovery = (served) => json({ ...JSON.parse(sound(served).body ?? '{}'), issuer: 'https://sso.caja.example/realms/afiliados' });
    const line = (await byId(context())).get('identity-discovery');
    expect(line?.status).toBe('fail');
    expect(line?.message).toContain(`el issuer es «https://sso.caja.example/realms/afiliados» y el portal espera «${base}/realms/afiliados» (identity.url + /realms/ + identity.realm), exactamente`);
  });

  it('holds identity.metadata to the discovery document, and asks the endpoints it gives', async () => {
    const metadata = { issuer: `${base}/realms/afiliados`, authorizationEndpoint: `${base}${realmPath}/auth`, tokenEndpoint: `${base}${realmPath}/token`, endSessionEndpoint: `${base}${realmPath}/logout` };
    expect((await byId(context({ metadata }))).get('identity-discovery')?.message).toContain('los endpoints de identity.metadata coinciden con los suyos');
    const stale = await byId(context({ metadata: { ...metadata, tokenEndpoint: `${base}/realms/afiliados/token` } }));
    expect(stale.get('identity-discovery')?.message).toContain(`identity.metadata.tokenEndpoint es «${base}/realms/afiliados/token» y el documento dice token_endpoint «${base}${realmPath}/token»`);
    // The portal then posts to the stale address, so that is the one whose CORS is asked.
    expect(stale.get('identity-cors')?.status).toBe('fail');
  });

  it('fails a discovery document without the end-session endpoint the portal signs out at', async () => {
    const sound = realm.discovery;
    realm.discovery = (served) => json({ ...JSON.parse(sound(served).body ?? '{}'), end_session_endpoint: undefined });
    expect((await byId(context())).get('identity-logout')).toMatchObject({
      status: 'fail',
      message: `Ni identity.metadata ni ${base}/realms/afiliados/.well-known/openid-configuration dan un end_session_endpoint válido: «Cerrar sesión» no puede cerrar la sesión en el proveedor.`,
    });
  });

  it('fails PKCE when S256 is not offered', async () => {
    realm.discovery = (served) => json({ ...JSON.parse(keycloak().discovery(served).body ?? '{}'), code_challenge_methods_supported: ['plain'] });
    expect((await byId(context())).get('identity-pkce')).toMatchObject({ status: 'fail', message: expect.stringContaining('code_challenge_methods_supported es ["plain"], sin S256') });
  });

  it('fails a realm that accepts any redirect address, saying why with RFC 9700', async () => {
    const sound = realm.authorize;
    realm.authorize = (query) => sound(new URLSearchParams({ ...Object.fromEntries(query), redirect_uri: callback }));
    const line = (await byId(context())).get('identity-redirect-exact');
    expect(line?.status).toBe('fail');
    expect(line?.message).toContain('acepta redirect_uri=https://doctor-check.invalid/auth/callback y https://portal.caja.example/doctor-check/auth/callback (HTTP 200, su página de inicio de sesión)');
    expect(line?.message).toContain('RFC 9700 §2.1, §4.1 (OAuth 2.0 Security BCP) exige comparar la dirección de retorno exactamente; con un comodín, un atacante recibe el código de autorización de una persona');
  });

  it('fails a realm without the portal’s callback, and then cannot tell whether it matches exactly', async () => {
    const sound = realm.authorize;
    realm.authorize = (query) => (query.get('redirect_uri') === callback ? sound(new URLSearchParams({ redirect_uri: 'x' })) : sound(query));
    const lines = await byId(context());
    expect(lines.get('identity-redirect')).toMatchObject({ status: 'fail', message: expect.stringContaining(`rechaza la solicitud de inicio de sesión del portal con redirect_uri=${callback} (HTTP 400: «Invalid parameter: redirect_uri»): nadie puede iniciar sesión`) });
    expect(lines.get('identity-redirect-exact')?.status).toBe('warn');
  });

  it('fails a post-sign-out address the end-session endpoint refuses, and warns when its answer says nothing', async () => {
    realm.logout = () => ({ status: 400, body: '<p id="kc-error-message">Invalid redirect uri</p>' });
    expect((await byId(context())).get('identity-logout')).toMatchObject({ status: 'fail', message: expect.stringContaining(`rechaza post_logout_redirect_uri=${portal.origin}/ (HTTP 400: «Invalid redirect uri»)`) });
    realm.logout = () => ({ status: 403, body: 'Forbidden' });
    expect((await byId(context())).get('identity-logout')).toMatchObject({ status: 'warn', doc: 'docs/identity.md#check-it', message: expect.stringContaining('Compruébelo a mano') });
  });

  it('fails a token endpoint whose CORS preflight does not allow the portal, and needs none on the portal’s own origin', async () => {
    realm.preflight = () => ({ status: 200, headers: { 'Access-Control-Allow-Origin': 'https://otro.example' } });
    expect((await byId(context())).get('identity-cors')).toMatchObject({ status: 'fail', message: expect.stringContaining('envía Access-Control-Allow-Origin «https://otro.example» a la verificación previa CORS desde https://portal.caja.example') });
    const sameOrigin = await byId(context({}, new URL(base)));
    expect(sameOrigin.get('identity-cors')?.message).toBe(`${base}${realmPath}/token está en el mismo origen del portal: el navegador no aplica CORS a sus llamadas.`);
    expect(sameOrigin.get('identity-discovery')?.message).toContain('(el proveedor está en el mismo origen del portal)');
  });

  it('fails a silent check answered with a page the portal may not frame; framing headers on a redirect do not count', async () => {
    const sound = realm.authorize;
    realm.authorize = (query) => (query.get('prompt') === 'none' ? { status: 200, headers: { 'X-Frame-Options': 'DENY' }, body: '<p>Inicie sesión</p>' } : sound(query));
    expect((await byId(context())).get('identity-frame')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(`no deja enmarcarse por ${portal.origin}: X-Frame-Options «DENY»; la comprobación silenciosa falla y cada pestaña nueva empieza sin sesión`),
    });
    realm.authorize = (query) => {
      const answer = sound(query);
      return query.get('prompt') === 'none' ? { ...answer, headers: { ...answer.headers, 'X-Frame-Options': 'DENY' } } : answer;
    };
    expect((await byId(context())).get('identity-frame')).toMatchObject({ status: 'ok', message: expect.stringContaining('(las cabeceras de marco de una redirección no cuentan)') });
  });

  it('fails an unreachable realm in its own line and says what could not be checked', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const lines = await byId(context({ url: nobody }));
    expect(lines.get('identity-discovery')).toMatchObject({ status: 'fail', message: expect.stringContaining(`${nobody}/realms/afiliados/.well-known/openid-configuration sin respuesta: la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED)`) });
    // One cause, one ✗: what needs the document is said to be unchecked.
    expect([...lines.values()].map(({ status }) => status)).toEqual(['fail', 'warn', 'warn', 'warn', 'warn', 'warn', 'warn']);
    const redirect = lines.get('identity-redirect')?.message ?? '';
    expect(redirect.startsWith(`No se comprobó: no hay documento de descubrimiento (${nobody}/realms/afiliados/.well-known/openid-configuration sin respuesta: la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED)`), redirect).toBe(true);
    expect(redirect.endsWith('), ni identity.metadata da authorization_endpoint.'), redirect).toBe(true);
    expect([...lines.keys()]).toEqual(ids);
  });

  it('asks the endpoints identity.metadata gives when the discovery document cannot be read, which only then is not a failure', async () => {
    realm.discovery = () => ({ status: 404, body: 'Not Found' });
    const metadata = { issuer: `${base}/realms/afiliados`, authorizationEndpoint: `${base}${realmPath}/auth`, tokenEndpoint: `${base}${realmPath}/token`, endSessionEndpoint: `${base}${realmPath}/logout` };
    const checks = await identityChecks(context({ metadata }));
    expect(checks.map(({ id, status }) => [id, status])).toEqual([
      ['identity-discovery', 'warn'],
      ['identity-pkce', 'warn'],
      ...ids.slice(2).map((id) => [id, 'ok']),
    ]);
    expect(checks[0]?.message).toBe(
      `${base}/realms/afiliados/.well-known/openid-configuration responde HTTP 404; debe responder 200 con el documento de descubrimiento. El portal no lo pide (identity.metadata da sus endpoints), pero no se pudo comprobar que el issuer y los endpoints sigan siendo los del realm (el proveedor está en esta máquina, loopback).`,
    );
    // Without identity.metadata the portal needs the document to sign anyone in.
    expect((await byId(context())).get('identity-discovery')?.message).toBe(
      `${base}/realms/afiliados/.well-known/openid-configuration responde HTTP 404; debe responder 200 con el documento de descubrimiento: el portal no puede iniciar sesión sin él (el proveedor está en esta máquina, loopback).`,
    );
  });

  it('skips the provider when config.json is not valid', async () => {
    expect(await identityChecks({ ...context(), appConfig: null })).toEqual([expect.objectContaining({ status: 'warn', id: 'identity-skipped' })]);
  });
});
