import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpsChecks, readConfig, sandboxChecks, stringsOf, validate } from '../../../scripts/doctor/config.mjs';
import { isLoopback } from '../../../scripts/doctor/network.mjs';

// The doctor's config.json section: the portal's own rules (the module the portal runs, with its
// error page's words), https everywhere but loopback, and nothing of the sandbox left.

const sandbox = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const portal = new URL('https://portal.caja.example');

/** The sandbox's configuration with everything of the sandbox replaced, as a fund's would be. */
function fundConfig(): Record<string, unknown> {
  const text = JSON.stringify(sandbox)
    .replaceAll('/sandbox/externo/', 'https://www.caja.example/')
    .replaceAll('/sandbox/', 'https://servicios.caja.example/');
  return {
    ...(JSON.parse(text) as Record<string, unknown>),
    provider: { tradeName: 'Caja de Compensación Familiar de Pruebas', taxId: '800.000.000-1', publicSiteUrl: 'https://www.caja.example/' },
    // The widget now on another server: pinned by its digest.
    releaseNotesWidgetIntegrity: `sha384-${'A'.repeat(64)}`,
  };
}

const folder = mkdtempSync(join(tmpdir(), 'doctor-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the doctor’s config.json checks', () => {
  it('a fund’s configuration passes every check', () => {
    const config = fundConfig();
    const { appConfig, checks } = validate(config, portal);
    expect(appConfig?.apiBaseUrl).toBe('https://portal.caja.example');
    expect([...checks, ...httpsChecks(config, portal), ...sandboxChecks(config)].map((check) => check.status)).toEqual(['ok', 'ok', 'ok']);
  });

  it('a wrong field fails in the words of the portal’s own configuration error page, pointing at its section', () => {
    const config = { ...fundConfig(), requestTimeoutMs: -1, identity: { url: 'http://sso.caja.example', realm: 'portal', clientId: 'portal' } };
    const { appConfig, checks } = validate(config, portal);
    expect(appConfig).toBeNull();
    expect(checks).toEqual([
      { status: 'fail', id: 'config-valid', message: 'config.json: requestTimeoutMs: debe ser un número entero mayor que cero.', doc: 'docs/configuration.md#api-and-identity' },
      {
        status: 'fail',
        id: 'config-valid',
        message:
          'config.json: identity.url: debe usar una conexión segura (https://…) o empezar por una sola barra (/…); http:// solo se admite para localhost, 127.0.0.1 o [::1].',
        doc: 'docs/configuration.md#api-and-identity',
      },
    ]);
  });

  it('plain http fails anywhere but on this machine, the portal itself included', () => {
    const config = { ...fundConfig(), feedbackSurveyUrl: 'http://encuestas.caja.example/portal', apiBaseUrl: 'http://localhost:8080' };
    expect(httpsChecks(config, portal)).toEqual([
      {
        status: 'fail',
        id: 'config-https',
        message: 'config.json: feedbackSurveyUrl es «http://encuestas.caja.example/portal», sin https; en esa red cualquiera puede leer o cambiar lo que viaja.',
        doc: 'docs/deployment.md#one-build-every-environment',
      },
    ]);
    expect(httpsChecks(fundConfig(), new URL('http://portal.caja.example')).map((check) => check.message)).toEqual([
      'El portal mismo (http://portal.caja.example) se sirve sin https.',
    ]);
    expect(httpsChecks(fundConfig(), new URL('http://localhost:8080'))[0]?.status).toBe('ok');
    expect(['localhost', '127.0.0.1', '[::1]', 'portal.localhost'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(isLoopback('localhost.caja.example')).toBe(false);
  });

  it('the sandbox’s own configuration fails for every address of the sandbox and its provider’s names', () => {
    const checks = sandboxChecks(sandbox);
    expect(checks.every((check) => check.status === 'fail')).toBe(true);
    const paths = checks.map((check) => /config\.json: ([^ ]+) es/.exec(check.message)?.[1]);
    expect(paths).toEqual(expect.arrayContaining(['ipLookup.services[0]', 'telemetry.endpoint', 'releaseNotesWidgetUrl', 'footer.company[0].href', 'provider.tradeName', 'provider.taxId']));
    // One address of the sandbox on another origin (a copied development address) is caught too.
    const copied = { ...fundConfig(), ipLookup: { services: ['https://pruebas.caja.example/sandbox/ip'], timeoutMs: 5000 } };
    expect(sandboxChecks(copied).map((check) => check.message)).toEqual([
      'config.json: ipLookup.services[0] es «https://pruebas.caja.example/sandbox/ip», una dirección del entorno de pruebas (sandbox) que el servidor de producción no tiene.',
    ]);
    // A path that only contains the word is not the sandbox.
    expect(sandboxChecks({ ...fundConfig(), feedbackSurveyUrl: 'https://www.caja.example/sandboxes' })[0]?.status).toBe('ok');
  });

  it('lists every string with its path', () => {
    expect(stringsOf({ a: 'x', b: [{ c: 'y' }, 2], d: null })).toEqual([
      ['a', 'x'],
      ['b[0].c', 'y'],
    ]);
  });

  it('reads the file given, or the served one, and says why when it cannot', async () => {
    const file = join(folder, 'config.json');
    writeFileSync(file, JSON.stringify(fundConfig()));
    const never = () => Promise.reject(new Error('no se pide nada'));
    expect((await readConfig({ portal, file, fetch: never })).config).toEqual(fundConfig());
    writeFileSync(file, '<!doctype html><title>Portal</title>');
    expect(await readConfig({ portal, file, fetch: never })).toEqual({ source: file, config: null, problem: `${file} no es un objeto JSON (¿una página HTML en su lugar?).` });

    const served = (body: string, status = 200) => () => Promise.resolve(new Response(body, { status }));
    expect((await readConfig({ portal, fetch: served(JSON.stringify({ apiBaseUrl: '/' })) })).config).toEqual({ apiBaseUrl: '/' });
    expect((await readConfig({ portal, fetch: served('', 404) })).problem).toBe(
      'https://portal.caja.example/config.json responde 404; debe responder 200 con el config.json del entorno.',
    );
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }) });
    expect((await readConfig({ portal, fetch: () => Promise.reject(refused) })).problem).toBe(
      'https://portal.caja.example/config.json: sin respuesta: la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED).',
    );
  });
});
