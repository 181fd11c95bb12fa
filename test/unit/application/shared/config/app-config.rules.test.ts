import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConfigFieldProblem } from '@/application/shared/config/config-problem.model';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { testConfig } from '@test/support/test-config';

/** A deep, mutable copy of a valid configuration as plain JSON. */
const validJson = (): Record<string, unknown> => JSON.parse(JSON.stringify(testConfig())) as Record<string, unknown>;

/** Sets (or, with `undefined`, deletes) the value at a path like `footer.company[0].href`. */
function withField(path: string, value: unknown): Record<string, unknown> {
  const json = validJson();
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== '');
  let target = json as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return json;
}

function problemsOf(input: unknown): readonly ConfigFieldProblem[] {
  const result = validateAppConfig(input);
  return result.ok ? [] : result.problems;
}

const textFields = [
  'identity.realm',
  'identity.clientId',
  'provider.tradeName',
  'provider.taxId',
  'footer.company[0].label',
  'footer.regulator.label',
  'servicePhones[0].label',
  'servicePhones[1].label',
  'texts.workerNotFoundToast',
  'texts.beneficiaryNotFoundToast',
  'texts.fosfecNotFoundToast',
  'texts.errorFormato',
  'texts.errorPeso',
  'texts.errorArchivo',
  'texts.paymentEmailErrorTitle',
];

const urlFields = [
  'apiBaseUrl',
  'identity.url',
  'provider.publicSiteUrl',
  'footer.company[0].href',
  'footer.quickAccess[0].href',
  'footer.serviceChannels[0].href',
  'footer.socialNetworks[0].href',
  'footer.regulator.href',
  'feedbackSurveyUrl',
  'externalSites.creditSystem',
  'externalSites.noveltiesRegistration',
  'externalSites.frequentQuestions',
  'externalSites.subsidies.unemployment',
  'externalSites.subsidies.educational',
  'externalSites.subsidies.footwear',
  'externalSites.housingSubsidy.whatIsIt',
  'externalSites.housingSubsidy.howToApply',
  'externalSites.housingSubsidy.requirements',
  'externalSites.housingSubsidy.assignmentCheck',
  'ipLookup.services[0]',
];

const pathFields = [
  'navigation.onlineServicesHome',
  'navigation.sideMenu.onlineServices',
  'navigation.sideMenu.onlinePayments',
  'navigation.sideMenu.certificates',
  'navigation.sideMenu.subsidies',
  'navigation.sideMenu.credits',
];

const objectFields = [
  'identity',
  'provider',
  'navigation',
  'navigation.sideMenu',
  'footer',
  'footer.regulator',
  'footer.company[0]',
  'servicePhones[0]',
  'externalSites',
  'externalSites.subsidies',
  'externalSites.housingSubsidy',
  'ipLookup',
  'texts',
];

const listFields = ['footer.company', 'footer.quickAccess', 'footer.serviceChannels', 'footer.socialNetworks', 'ipLookup.services'];

const allLeafFields = [
  ...textFields,
  ...urlFields,
  ...pathFields,
  'requestTimeoutMs',
  'ipLookup.timeoutMs',
  'servicePhones[0].number',
  'releaseNotesWidgetUrl',
];

describe('validateAppConfig', () => {
  it('accepts the tests’ configuration and returns an equal copy', () => {
    const result = validateAppConfig(validJson());
    expect(result).toEqual({ ok: true, value: testConfig() });
  });

  it('accepts the sandbox configuration shipped in public/config.json', () => {
    const shipped: unknown = JSON.parse(readFileSync('public/config.json', 'utf8'));
    expect(problemsOf(shipped)).toEqual([]);
  });

  it('drops fields it does not know, so the frozen result is exactly an AppConfig', () => {
    const json = { ...validJson(), legacyFlag: true };
    const result = validateAppConfig(json);
    expect(result.ok && 'legacyFlag' in result.value).toBe(false);
  });

  it.each([null, 'config', 42, [], true])('reports a file that is not an object (%j)', (input) => {
    expect(problemsOf(input)).toEqual([{ path: '', issue: 'notObject' }]);
  });

  it.each(allLeafFields)('reports %s when it is missing', (path) => {
    expect(problemsOf(withField(path, undefined))).toEqual([{ path, issue: 'missing' }]);
  });

  it.each(objectFields)('reports %s when it is not an object', (path) => {
    expect(problemsOf(withField(path, 'texto'))).toEqual([{ path, issue: 'notObject' }]);
  });

  it.each([...textFields, ...urlFields, ...pathFields, 'servicePhones[1].number'])(
    'reports %s when it is not a string',
    (path) => {
      expect(problemsOf(withField(path, 7))).toEqual([{ path, issue: 'notString' }]);
    },
  );

  it.each([...textFields, ...urlFields, ...pathFields])('reports %s when it is blank', (path) => {
    expect(problemsOf(withField(path, '   '))).toEqual([{ path, issue: 'empty' }]);
  });

  describe('URLs', () => {
    it.each(urlFields)('accepts a root-relative %s', (path) => {
      expect(problemsOf(withField(path, '/sandbox/externo/inicio'))).toEqual([]);
    });

    it.each([
      'sandbox/externo/inicio', // relative to the current page: ambiguous on nested routes
      '//otro-sitio.example/x', // protocol-relative: leaves the origin
      '/\\otro-sitio.example', // browsers read it as //otro-sitio.example
      'javascript:alert(1)',
      'ftp://archivos.example/x',
      'https://',
      'https://portal.example/ con espacio',
      'mailto:servicio@caja.example', // e-mail links are for the footer only
    ])('rejects %j where a web page is expected', (value) => {
      expect(problemsOf(withField('externalSites.creditSystem', value))).toEqual([
        { path: 'externalSites.creditSystem', issue: 'notUrl' },
      ]);
    });

    it.each(['mailto:servicio@caja.example', 'tel:+576044440000', 'https://caja.example/contacto'])(
      'accepts %j as a footer link',
      (value) => {
        expect(problemsOf(withField('footer.serviceChannels[0].href', value))).toEqual([]);
      },
    );

    it('rejects javascript: in footer links too', () => {
      expect(problemsOf(withField('footer.socialNetworks[0].href', 'javascript:void(0)'))).toEqual([
        { path: 'footer.socialNetworks[0].href', issue: 'notUrl' },
      ]);
    });

    it('allows an empty releaseNotesWidgetUrl (widget off) but not a relative-to-page one', () => {
      expect(problemsOf(withField('releaseNotesWidgetUrl', ''))).toEqual([]);
      expect(problemsOf(withField('releaseNotesWidgetUrl', 'widgets/notes.js'))).toEqual([
        { path: 'releaseNotesWidgetUrl', issue: 'notUrl' },
      ]);
    });
  });

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

  describe('resolution against the page origin', () => {
    const origin = 'https://portal.caja.example';

    it('resolves root-relative URLs and strips the trailing slash of the two bases', () => {
      const json = withField('apiBaseUrl', '/');
      (json.identity as Record<string, unknown>).url = '/auth/';
      (json.ipLookup as Record<string, unknown>).services = ['/sandbox/ip', 'https://ip.example/'];
      (json.footer as Record<string, unknown>).regulator = { label: 'Superintendencia', href: '/sandbox/externo/superintendencia' };
      const result = validateAppConfig(json, { origin });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.apiBaseUrl).toBe('https://portal.caja.example');
      expect(result.value.identity.url).toBe('https://portal.caja.example/auth');
      expect(result.value.ipLookup.services).toEqual(['https://portal.caja.example/sandbox/ip', 'https://ip.example/']);
      expect(result.value.footer.regulator.href).toBe('https://portal.caja.example/sandbox/externo/superintendencia');
    });

    it('keeps in-app navigation paths as paths', () => {
      const result = validateAppConfig(withField('navigation.sideMenu.certificates', '/certificados'), { origin });
      expect(result.ok && result.value.navigation.sideMenu.certificates).toBe('/certificados');
    });

    it('strips the trailing slash of an absolute API base', () => {
      const result = validateAppConfig(withField('apiBaseUrl', 'https://api.caja.example/portal/'), { origin });
      expect(result.ok && result.value.apiBaseUrl).toBe('https://api.caja.example/portal');
    });
  });

  it.each(pathFields)('reports %s when it is not an in-app path', (path) => {
    for (const value of ['https://caja.example/certificados', 'certificados', '//caja.example']) {
      expect(problemsOf(withField(path, value))).toEqual([{ path, issue: 'notAppPath' }]);
    }
  });

  it.each(['requestTimeoutMs', 'ipLookup.timeoutMs'])('reports %s unless it is a positive integer', (path) => {
    for (const value of [0, -5, 1.5, '5000', Number.MAX_SAFE_INTEGER + 1]) {
      expect(problemsOf(withField(path, value))).toEqual([{ path, issue: 'notPositiveInteger' }]);
    }
    expect(problemsOf(withField(path, 1))).toEqual([]);
  });

  it.each(listFields)('reports %s when it is not a list, or an empty one', (path) => {
    expect(problemsOf(withField(path, { label: 'x', href: '/x' }))).toEqual([{ path, issue: 'notArray' }]);
    expect(problemsOf(withField(path, []))).toEqual([{ path, issue: 'emptyList' }]);
  });

  it('checks every item of a list, not just the first', () => {
    const json = validJson();
    (json.footer as Record<string, unknown>).company = [
      { label: 'Quiénes somos', href: '/a' },
      { label: '', href: '/b' },
      { label: 'Historia', href: 'no-es-url' },
    ];
    expect(problemsOf(json)).toEqual([
      { path: 'footer.company[1].label', issue: 'empty' },
      { path: 'footer.company[2].href', issue: 'notUrl' },
    ]);
  });

  describe('servicePhones', () => {
    it.each([0, 1, 3])('requires exactly two lines (%i given)', (count) => {
      const line = { label: 'Medellín', number: '(604) 444 0000' };
      expect(problemsOf(withField('servicePhones', Array.from({ length: count }, () => line)))).toEqual([
        { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
      ]);
    });

    it('reports a list that is not a list', () => {
      expect(problemsOf(withField('servicePhones', '(604) 444 0000'))).toEqual([{ path: 'servicePhones', issue: 'notArray' }]);
    });

    it.each(['(604) 444 0000', '01 8000 415 455', '+57 604 444 0000', '#322'])('accepts %j', (number) => {
      expect(problemsOf(withField('servicePhones[1].number', number))).toEqual([]);
    });

    it.each(['llámanos', '604-44x-0000', '12'])('rejects %j', (number) => {
      expect(problemsOf(withField('servicePhones[1].number', number))).toEqual([
        { path: 'servicePhones[1].number', issue: 'notPhoneNumber' },
      ]);
    });
  });

  it('reports every problem at once, in file order', () => {
    const json = validJson();
    json.apiBaseUrl = 'api';
    json.requestTimeoutMs = 0;
    delete (json.identity as Record<string, unknown>).realm;
    (json.navigation as Record<string, unknown>).sideMenu = null;
    json.servicePhones = [{ label: 'Única', number: '(604) 444 0000' }];
    (json.ipLookup as Record<string, unknown>).services = [];
    (json.texts as Record<string, unknown>).errorPeso = '';
    expect(problemsOf(json)).toEqual([
      { path: 'apiBaseUrl', issue: 'notUrl' },
      { path: 'requestTimeoutMs', issue: 'notPositiveInteger' },
      { path: 'identity.realm', issue: 'missing' },
      { path: 'navigation.sideMenu', issue: 'notObject' },
      { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
      { path: 'ipLookup.services', issue: 'emptyList' },
      { path: 'texts.errorPeso', issue: 'empty' },
    ]);
  });

  it('lists every field of an empty object as missing', () => {
    expect(problemsOf({}).map((problem) => problem.path)).toEqual([
      'apiBaseUrl',
      'requestTimeoutMs',
      'identity',
      'provider',
      'navigation',
      'footer',
      'servicePhones',
      'feedbackSurveyUrl',
      'releaseNotesWidgetUrl',
      'externalSites',
      'ipLookup',
      'texts',
    ]);
  });
});
