import { describe, expect, it } from 'vitest';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { problemsOf, validJson, withField } from '@test/support/config/app-config-json';

// Secure transport for what carries tokens, the login and personal data: https or a loopback host,
// the identity provider's own endpoints, the payments flow's checkout origins, and the release-notes
// widget's script, pinned (SRI) when it comes from another server.

describe('validateAppConfig', () => {
  describe('secure transport (tokens, the login and personal data travel there)', () => {
    const secureFields = ['apiBaseUrl', 'identity.url', 'ipLookup.services[0]'];

    it.each(secureFields)('refuses http to a public host in %s, naming the field', (path) => {
      expect(problemsOf(withField(path, 'http://api.caja.example/portal'))).toEqual([{ path, issue: 'insecureUrl' }]);
    });

    it.each(secureFields)('accepts https in %s', (path) => {
      expect(problemsOf(withField(path, 'https://api.caja.example/portal'))).toEqual([]);
    });

    it.each(secureFields.flatMap((path) => ['http://localhost:5173', 'http://127.0.0.1', 'http://[::1]:8080', 'http://LOCALHOST/'].map((value) => [path, value])))(
      'accepts a loopback host over http in %s (%s)',
      (path, value) => {
        expect(problemsOf(withField(path, value))).toEqual([]);
      },
    );

    it.each(secureFields)('accepts a root-relative path (same origin) in %s, even on an http page', (path) => {
      expect(problemsOf(withField(path, '/sandbox/ip'))).toEqual([]);
      expect(validateAppConfig(withField(path, '/sandbox/ip'), { origin: 'http://portal.caja.example' }).ok).toBe(true);
    });

    it.each([
      'http://localhost.evil.com',
      'http://127.0.0.1.nip.io',
      'http://evil.com#@localhost',
      'http://localhost@evil.com',
      'http://127.0.0.2',
      'http://0.0.0.0',
    ])('refuses %j: not a loopback host', (value) => {
      expect(problemsOf(withField('apiBaseUrl', value))).toEqual([{ path: 'apiBaseUrl', issue: 'insecureUrl' }]);
    });

    it('reports an insecure service at its place in the list, with every other problem', () => {
      const json = withField('identity.url', 'http://sso.caja.example');
      (json.ipLookup as Record<string, unknown>).services = ['https://api.ipify.org?format=json', 'http://api64.ipify.org'];
      expect(problemsOf(json)).toEqual([
        { path: 'identity.url', issue: 'insecureUrl' },
        { path: 'ipLookup.services[1]', issue: 'insecureUrl' },
      ]);
    });

    describe('identity.metadata (optional; the start then skips discovery)', () => {
      const endpoints = {
        issuer: '/realms/portal',
        authorizationEndpoint: '/realms/portal/protocol/openid-connect/auth',
        tokenEndpoint: '/realms/portal/protocol/openid-connect/token',
        endSessionEndpoint: '/realms/portal/protocol/openid-connect/logout',
      };
      const metadataOf = (identity: Record<string, unknown>, origin?: string) => {
        const result = validateAppConfig({ ...validJson(), identity }, origin === undefined ? {} : { origin });
        return result.ok ? result.value.identity.metadata : result.problems;
      };

      it('is null when left out (discovered)', () => {
        expect(metadataOf({ url: '/', realm: 'portal', clientId: 'portal-servicios' })).toBeNull();
      });

      it('resolves root-relative endpoints against the page, keeping the issuer exactly as written', () => {
        expect(metadataOf({ url: '/', realm: 'portal', clientId: 'c', metadata: endpoints }, 'https://portal.caja.example')).toEqual({
          issuer: 'https://portal.caja.example/realms/portal',
          authorizationEndpoint: 'https://portal.caja.example/realms/portal/protocol/openid-connect/auth',
          tokenEndpoint: 'https://portal.caja.example/realms/portal/protocol/openid-connect/token',
          endSessionEndpoint: 'https://portal.caja.example/realms/portal/protocol/openid-connect/logout',
        });
        const sso = 'https://sso.caja.example/realms/afiliados/';
        const absolute = { issuer: sso, authorizationEndpoint: `${sso}auth`, tokenEndpoint: `${sso}token`, endSessionEndpoint: `${sso}logout` };
        expect(metadataOf({ url: 'https://sso.caja.example', realm: 'afiliados', clientId: 'c', metadata: absolute })).toEqual(absolute);
      });

      it('refuses an endpoint on another origin than identity.url, naming it', () => {
        expect(
          metadataOf({ url: 'https://sso.caja.example', realm: 'r', clientId: 'c', metadata: { ...endpoints, issuer: 'https://sso.caja.example/realms/r', authorizationEndpoint: 'https://sso.caja.example/auth', tokenEndpoint: 'https://otro.example/token', endSessionEndpoint: 'https://sso.caja.example/logout' } }),
        ).toEqual([{ path: 'identity.metadata.tokenEndpoint', issue: 'notIdentityOrigin' }]);
        expect(metadataOf({ url: 'https://sso.caja.example', realm: 'r', clientId: 'c', metadata: endpoints }, 'https://portal.caja.example')).toHaveLength(4);
      });

      it('checks each endpoint like any secure address, and reports a missing one', () => {
        const { tokenEndpoint: _left, ...withoutToken } = endpoints;
        expect(metadataOf({ url: '/', realm: 'r', clientId: 'c', metadata: { ...withoutToken, issuer: 'http://sso.caja.example/realms/r' } })).toEqual([
          { path: 'identity.metadata.issuer', issue: 'insecureUrl' },
          { path: 'identity.metadata.tokenEndpoint', issue: 'missing' },
        ]);
        expect(metadataOf({ url: '/', realm: 'r', clientId: 'c', metadata: 'auto' })).toEqual([{ path: 'identity.metadata', issue: 'notObject' }]);
      });
    });

    describe('checkoutOrigins (optional; the payments flow follows processUrl only to these)', () => {
      const withOrigins = (origins: unknown) => ({ ...validJson(), checkoutOrigins: origins });
      const originsOf = (json: unknown, origin?: string) => {
        const result = validateAppConfig(json, origin === undefined ? {} : { origin });
        return result.ok ? result.value.checkoutOrigins : result.problems;
      };

      it('is none when left out, and may be an empty list', () => {
        const json = validJson();
        delete json.checkoutOrigins;
        expect(originsOf(json)).toEqual([]);
        expect(originsOf(withOrigins([]))).toEqual([]);
      });

      it('keeps https origins as origins, loopback over http, and / as the page’s own origin', () => {
        expect(originsOf(withOrigins(['https://checkout.pagos.example', 'https://pagos.example:8443/', 'http://localhost:4173', '/']), 'https://portal.caja.example')).toEqual([
          'https://checkout.pagos.example',
          'https://pagos.example:8443',
          'http://localhost:4173',
          'https://portal.caja.example',
        ]);
      });

      it.each(['http://checkout.pagos.example', 'https://checkout.pagos.example/pagar', 'https://checkout.pagos.example?x=1', '//checkout.pagos.example', 'javascript:alert(1)', '/pagos'])(
        'refuses %j, naming the entry',
        (value) => {
          expect(originsOf(withOrigins(['https://ok.example', value]))).toEqual([{ path: 'checkoutOrigins[1]', issue: 'notOrigin' }]);
        },
      );

      it('refuses a value that is not a list', () => {
        expect(originsOf(withOrigins('https://checkout.pagos.example'))).toEqual([{ path: 'checkoutOrigins', issue: 'notArray' }]);
      });
    });

    describe('releaseNotesWidgetIntegrity (optional SRI of the widget script)', () => {
      const integrityOf = (value: unknown) => {
        const result = validateAppConfig({ ...validJson(), releaseNotesWidgetIntegrity: value });
        return result.ok ? result.value.releaseNotesWidgetIntegrity : result.problems;
      };

      it.each([
        ['', ''],
        ['sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC', 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'],
        [' sha256-abc= sha512-def== ', 'sha256-abc= sha512-def=='],
      ])('accepts %j', (value, expected) => {
        expect(integrityOf(value)).toBe(expected);
      });

      it.each(['md5-abc', 'sha384', 'sha384-abc"onload', 7])('refuses %j', (value) => {
        expect(integrityOf(value)).toEqual([{ path: 'releaseNotesWidgetIntegrity', issue: typeof value === 'string' ? 'notIntegrity' : 'notString' }]);
      });
    });

    describe('the release-notes widget: a script on another server runs only pinned (SRI) and over https', () => {
      const pin = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
      const vendor = 'https://cdn.novedades.example/widget/v2/release-notes.js';
      const widget = (fields: Record<string, unknown>) => {
        const json = validJson();
        delete json.releaseNotesWidgetIntegrity;
        return { ...json, ...fields };
      };

      it.each([
        ['absent', {}],
        ['empty', { releaseNotesWidgetIntegrity: '' }],
      ])('refuses an absolute URL with its integrity %s, naming the integrity field', (_what, fields) => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: vendor, ...fields }))).toEqual([
          { path: 'releaseNotesWidgetIntegrity', issue: 'integrityRequired' },
        ]);
      });

      it('reports it beside every other problem of the file', () => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: vendor, apiBaseUrl: 7 }))).toEqual([
          { path: 'apiBaseUrl', issue: 'notString' },
          { path: 'releaseNotesWidgetIntegrity', issue: 'integrityRequired' },
        ]);
      });

      it('refuses http to a public host, even pinned', () => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: 'http://cdn.novedades.example/widget.js', releaseNotesWidgetIntegrity: pin }))).toEqual([
          { path: 'releaseNotesWidgetUrl', issue: 'insecureUrl' },
        ]);
      });

      it('accepts an https URL with its integrity, and http only on a loopback host (local development)', () => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: vendor, releaseNotesWidgetIntegrity: pin }))).toEqual([]);
        expect(problemsOf(widget({ releaseNotesWidgetUrl: 'http://localhost:4173/sandbox/widgets/release-notes.js', releaseNotesWidgetIntegrity: pin }))).toEqual([]);
      });

      it('lets a root-relative URL (the portal’s own server, as the sandbox’s) go without integrity, or with one', () => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: '/sandbox/widgets/release-notes.js' }))).toEqual([]);
        expect(problemsOf(widget({ releaseNotesWidgetUrl: '/sandbox/widgets/release-notes.js', releaseNotesWidgetIntegrity: pin }))).toEqual([]);
      });

      it('asks for nothing when the widget is off, and reports a wrong pin as wrong, not as missing', () => {
        expect(problemsOf(widget({ releaseNotesWidgetUrl: '' }))).toEqual([]);
        expect(problemsOf(widget({ releaseNotesWidgetUrl: vendor, releaseNotesWidgetIntegrity: 'md5-abc' }))).toEqual([
          { path: 'releaseNotesWidgetIntegrity', issue: 'notIntegrity' },
        ]);
      });
    });

    it('leaves pages opened in a new tab alone: http is the linked site’s business', () => {
      expect(problemsOf(withField('externalSites.creditSystem', 'http://creditos.caja.example'))).toEqual([]);
    });
  });
});
