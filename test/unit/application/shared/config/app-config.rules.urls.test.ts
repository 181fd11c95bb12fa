import { describe, expect, it } from 'vitest';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { problemsOf, urlFields, withField } from '@test/support/config/app-config-json';

// The configuration's addresses: which forms a web page, a footer link and the widget's script may
// take, and how root-relative ones are resolved against the page's origin.

describe('validateAppConfig', () => {
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
});
