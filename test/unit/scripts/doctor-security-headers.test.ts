import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../scripts/generate-csp.mjs';
import { DOCS as CACHING_DOCS, deployedLocationHeaders } from '../../../scripts/doctor/caching.mjs';
import { checkPageSecurityHeaders, checkSecurityHeaders, DOCS, headerValue, type Check } from '../../../scripts/doctor/security-headers.mjs';

/** A production file with every origin the generator reads on a server of its own. */
const config = {
  apiBaseUrl: 'https://api.caja.example/portal',
  identity: { url: 'https://sso.caja.example', realm: 'afiliados', clientId: 'portal-servicios' },
  ipLookup: { services: ['https://api.ipify.org?format=json'], timeoutMs: 5000 },
  telemetry: { endpoint: 'https://telemetria.caja.example/v1/records' },
  releaseNotesWidgetUrl: 'https://cdn.novedades.example/widget/v2/release-notes.js',
  releaseNotesWidgetIntegrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
};

/** What the project's nginx sends for `/`: the generated snippet's headers and the location's own. */
const servedPage = (options: { frameable?: boolean } = {}) => new Headers([...securityHeaders(config, options), ...deployedLocationHeaders(options.frameable ? '= /silent-renew.html' : '= /')]);
const servedWith = (name: string, value: string | null) => {
  const headers = servedPage();
  if (value === null) headers.delete(name);
  else headers.set(name, value);
  return headers;
};
const failures = (checks: Check[]) => checks.filter((check) => check.status !== 'ok');
const pageChecks = (headers: Headers | Record<string, string>) => checkPageSecurityHeaders(headers, config, { page: '/certificados' });

describe('the doctor’s security-header checks', () => {
  it('the headers the project’s nginx serves for a page and for silent-renew.html are every one ok', () => {
    const checks = pageChecks(servedPage());
    expect(failures(checks)).toEqual([]);
    expect(checks.map((check) => check.id)).toEqual(['csp', 'frame-ancestors', 'hsts', 'nosniff', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'coop', 'corp']);
    expect(failures(checkPageSecurityHeaders(servedPage({ frameable: true }), config, { frameable: true, page: '/silent-renew.html' }))).toEqual([]);
    for (const check of checks) expect(check.doc).toMatch(/^docs\/deployment\.md#(the-security-headers|the-content-security-policy-directive-by-directive)$/);
  });

  it('a plain record in any case reads as a Headers object does', () => {
    const record = Object.fromEntries(securityHeaders(config).map(([name, value]) => [name.toLowerCase(), value]));
    expect(failures(pageChecks(record))).toEqual([]);
    expect(headerValue({ vary: ['Accept-Encoding', 'Origin'] }, 'Vary')).toBe('Accept-Encoding, Origin');
  });

  it.each(securityHeaders(config).map(([name]) => name))('a page without %s fails, saying the header is missing', (name) => {
    const failed = failures(pageChecks(servedWith(name, null)));
    expect(failed.length).toBeGreaterThan(0);
    for (const check of failed) expect(check.status).toBe('fail');
    expect(failed[0]?.message).toContain('/certificados: falta');
    expect(failed[0]?.message).toContain(name === 'Content-Security-Policy' ? 'Content-Security-Policy' : name);
  });

  it('a stale policy, generated before the API moved to its own origin, fails naming the origin connect-src lacks', () => {
    const stale = contentSecurityPolicy({ ...config, apiBaseUrl: '/api' });
    const failed = failures(pageChecks(servedWith('Content-Security-Policy', stale)));
    expect(failed).toEqual([
      {
        status: 'fail',
        id: 'csp-connect-src',
        message: '/certificados: en la directiva connect-src de la Content-Security-Policy falta la fuente https://api.caja.example; regenérela desde el config.json servido.',
        doc: 'docs/deployment.md#the-content-security-policy-directive-by-directive',
      },
    ]);
  });

  it('an extra source fails naming it, and a policy both lacking and adding sources names both', () => {
    const added = contentSecurityPolicy(config, { additions: [['connect-src', 'https://otro.example']] });
    expect(failures(pageChecks(servedWith('Content-Security-Policy', added))).map((check) => check.message)).toEqual([
      '/certificados: en la directiva connect-src de la Content-Security-Policy sobra la fuente https://otro.example; regenérela desde el config.json servido.',
    ]);
    const moved = contentSecurityPolicy({ ...config, identity: { ...config.identity, url: 'https://sso-viejo.caja.example' } });
    const messages = failures(pageChecks(servedWith('Content-Security-Policy', moved))).map((check) => `${check.id}: ${check.message}`);
    expect(messages).toEqual([
      'csp-connect-src: /certificados: en la directiva connect-src de la Content-Security-Policy falta la fuente https://sso.caja.example y sobra la fuente https://sso-viejo.caja.example; regenérela desde el config.json servido.',
      'csp-frame-src: /certificados: en la directiva frame-src de la Content-Security-Policy falta la fuente https://sso.caja.example y sobra la fuente https://sso-viejo.caja.example; regenérela desde el config.json servido.',
    ]);
  });

  it('a missing directive and an extra one each fail by name; order, case and spacing do not matter', () => {
    const policy = contentSecurityPolicy(config);
    const withoutWorkers = policy.replace("worker-src 'none'; ", '');
    expect(failures(pageChecks(servedWith('Content-Security-Policy', withoutWorkers))).map((check) => check.message)).toEqual([
      "/certificados: a la Content-Security-Policy le falta la directiva worker-src 'none'.",
    ]);
    expect(failures(pageChecks(servedWith('Content-Security-Policy', `${policy}; report-uri https://informes.example`))).map((check) => check.message)).toEqual([
      '/certificados: la Content-Security-Policy tiene la directiva report-uri https://informes.example, que la política generada no tiene.',
    ]);
    const reordered = policy.split('; ').reverse().join(' ;  ').replace("'self'", "'SELF'").replace('https://api.caja.example', 'HTTPS://API.caja.example');
    expect(failures(pageChecks(servedWith('Content-Security-Policy', reordered)))).toEqual([]);
  });

  it('a repeated directive, two policies or a report-only policy fail', () => {
    const policy = contentSecurityPolicy(config);
    expect(failures(pageChecks(servedWith('Content-Security-Policy', `${policy}; img-src *`))).map((check) => check.id)).toEqual(['csp-img-src']);
    const twice = servedPage();
    twice.append('Content-Security-Policy', "default-src 'none'");
    expect(failures(pageChecks(twice)).map((check) => check.message)).toEqual([expect.stringContaining('llegan varias Content-Security-Policy')]);
    const reportOnly = servedWith('Content-Security-Policy', null);
    reportOnly.set('Content-Security-Policy-Report-Only', policy);
    expect(failures(pageChecks(reportOnly)).map((check) => check.id)).toEqual(['csp', 'frame-ancestors', 'csp-report-only']);
  });

  it('a page that may be framed fails on frame-ancestors and on X-Frame-Options, each saying what it must be', () => {
    const framedPolicy = contentSecurityPolicy(config, { frameable: true });
    expect(failures(pageChecks(servedWith('Content-Security-Policy', framedPolicy)))).toEqual([
      {
        status: 'fail',
        id: 'frame-ancestors',
        message: "/certificados: la Content-Security-Policy dice frame-ancestors 'self'; debe decir frame-ancestors 'none'.",
        doc: 'docs/deployment.md#the-content-security-policy-directive-by-directive',
      },
    ]);
    const withoutAncestors = contentSecurityPolicy(config).replace("frame-ancestors 'none'; ", '');
    expect(failures(pageChecks(servedWith('Content-Security-Policy', withoutAncestors))).map((check) => check.message)).toEqual([
      "/certificados: falta frame-ancestors 'none' en la Content-Security-Policy; cualquier sitio puede enmarcar la página.",
    ]);
    expect(failures(pageChecks(servedWith('X-Frame-Options', 'SAMEORIGIN'))).map((check) => check.message)).toEqual(['/certificados: X-Frame-Options es «SAMEORIGIN»; debe ser «DENY».']);
  });

  it('HSTS: a shorter max-age fails, includeSubDomains and preload are accepted', () => {
    expect(failures(pageChecks(servedWith('Strict-Transport-Security', 'max-age=86400'))).map((check) => check.message)).toEqual([
      '/certificados: Strict-Transport-Security «max-age=86400» tiene max-age=86400, menos de 31536000; debe ser «max-age=31536000».',
    ]);
    expect(failures(pageChecks(servedWith('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')))).toEqual([]);
  });

  it('COOP, CORP, nosniff and Referrer-Policy with another value each fail with both values', () => {
    const cases: [string, string, string][] = [
      ['Cross-Origin-Opener-Policy', 'unsafe-none', 'coop'],
      ['Cross-Origin-Resource-Policy', 'cross-origin', 'corp'],
      ['X-Content-Type-Options', 'nosniff, nosniff', 'nosniff'],
      ['Referrer-Policy', 'unsafe-url', 'referrer-policy'],
    ];
    for (const [name, value, id] of cases) {
      const expected = Object.fromEntries(securityHeaders(config))[name];
      expect(failures(pageChecks(servedWith(name, value)))).toEqual([expect.objectContaining({ status: 'fail', id, message: `/certificados: ${name} es «${value}»; debe ser «${expected}».` })]);
    }
  });

  it('Permissions-Policy is compared feature by feature', () => {
    const served = securityHeaders(config).find(([name]) => name === 'Permissions-Policy')?.[1] ?? '';
    const changed = `${served.replace('camera=()', 'camera=(self)').replace('usb=(), ', '')}, vibrate=()`;
    expect(failures(pageChecks(servedWith('Permissions-Policy', changed))).map((check) => check.message)).toEqual([
      '/certificados: en Permissions-Policy faltan usb=(); sobran vibrate=(); difieren camera=(self) (debe ser camera=()).',
    ]);
  });

  it('headers checked against any expected list: a header the generator adds is checked by its value', () => {
    const checks = checkSecurityHeaders({ 'X-Nuevo': 'uno' }, [['X-Nuevo', 'dos']], { page: '/' });
    expect(checks).toEqual([{ status: 'fail', id: 'x-nuevo', message: '/: X-Nuevo es «uno»; debe ser «dos».', doc: 'docs/deployment.md#the-security-headers' }]);
  });

  it('every doc section the checks name is a heading of its document', () => {
    const repoRoot = join(import.meta.dirname, '..', '..', '..');
    for (const doc of [...Object.values(DOCS), ...Object.values(CACHING_DOCS)]) {
      const [file = '', anchor] = doc.split('#');
      // GitHub's anchors: the heading in lower case, punctuation dropped, spaces as hyphens.
      const anchors = Array.from(readFileSync(join(repoRoot, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm), ([, heading = '']) =>
        heading.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-'),
      );
      expect(anchors).toContain(anchor);
    }
  });
});
