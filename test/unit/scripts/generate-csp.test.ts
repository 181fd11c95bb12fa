import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  contentSecurityPolicy,
  CspConfigError,
  cspDirectives,
  hashSourcesOf,
  inlineScriptHashes,
  main,
  nginxSecurityHeaders,
  parseAddition,
  securityHeaders,
  SILENT_RENEW_SNIPPET,
  silentRenewScriptHashes,
  sourceOf,
  TRUSTED_TYPES_POLICIES,
  widgetSourceOf,
} from '../../../scripts/generate-csp.mjs';
import { RECEIPT_TRUSTED_TYPES_POLICY } from '@/infrastructure/browser/frame-receipt-printer.adapter';
import { RELEASE_NOTES_TRUSTED_TYPES_POLICY } from '@/presentation/app/layout/release-notes-widget.adapter';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const sandboxConfig = JSON.parse(readFileSync(join(repoRoot, 'public', 'config.json'), 'utf8')) as Record<string, unknown>;

/** A production file as docs/configuration.md sketches it, with every origin the generator reads. */
const productionConfig = {
  apiBaseUrl: 'https://api.caja.example/portal',
  identity: { url: 'https://sso.caja.example', realm: 'afiliados', clientId: 'portal-servicios' },
  ipLookup: { services: ['https://api.ipify.org?format=json', 'https://api64.ipify.org'], timeoutMs: 5000 },
  releaseNotesWidgetUrl: 'https://cdn.novedades.example/widget/v2/release-notes.js?cuenta=caja',
  releaseNotesWidgetIntegrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  checkoutOrigins: ['https://checkout.placetopay.com', 'https://checkout-test.placetopay.com/'],
};

const directives = (config: unknown) => Object.fromEntries(cspDirectives(config));

describe('the Content-Security-Policy generated from config.json', () => {
  it("the repository's sandbox configuration (everything root-relative) is 'self' only", () => {
    expect(contentSecurityPolicy(sandboxConfig)).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${silentRenewScriptHashes.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        'trusted-types release-notes-widget receipt-print',
      ].join('; '),
    );
  });

  it('nothing the code does not use: no data: or blob: source, no font, media, manifest or plugin source, no worker', () => {
    for (const config of [sandboxConfig, productionConfig]) {
      const policy = contentSecurityPolicy(config);
      expect(policy).not.toMatch(/\b(data|blob|https?):(?!\/\/)/);
      expect(policy).not.toMatch(/font-src|media-src|manifest-src|object-src|child-src/);
      // default-src 'none' refuses what no directive names; worker-src would fall back to script-src.
      expect(directives(config)['default-src']).toEqual(["'none'"]);
      expect(directives(config)['worker-src']).toEqual(["'none'"]);
    }
  });

  it("frame-ancestors 'none' on every page, 'self' on silent-renew.html only (the portal frames it), X-Frame-Options to match", () => {
    expect(directives(productionConfig)['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.fromEntries(cspDirectives(productionConfig, { frameable: true }))['frame-ancestors']).toEqual(["'self'"]);
    // Nothing else differs between the two.
    expect(contentSecurityPolicy(productionConfig, { frameable: true })).toBe(contentSecurityPolicy(productionConfig).replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(Object.fromEntries(securityHeaders(productionConfig))['X-Frame-Options']).toBe('DENY');
    expect(Object.fromEntries(securityHeaders(productionConfig, { frameable: true }))['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('Trusted Types for scripts, naming only the policies the code creates: the widget’s only with a widget configured', () => {
    expect(directives(productionConfig)['require-trusted-types-for']).toEqual(["'script'"]);
    expect(directives(productionConfig)['trusted-types']).toEqual([TRUSTED_TYPES_POLICIES.widget, TRUSTED_TYPES_POLICIES.receipt]);
    expect(directives({ ...productionConfig, releaseNotesWidgetUrl: '' })['trusted-types']).toEqual([TRUSTED_TYPES_POLICIES.receipt]);
    // The names are the ones the portal's modules pass to trustedTypes.createPolicy.
    expect(RELEASE_NOTES_TRUSTED_TYPES_POLICY).toBe(TRUSTED_TYPES_POLICIES.widget);
    expect(RECEIPT_TRUSTED_TYPES_POLICY).toBe(TRUSTED_TYPES_POLICIES.receipt);
    expect(contentSecurityPolicy(productionConfig)).not.toMatch(/'allow-duplicates'|trusted-types[^;]*\bdefault\b/);
  });

  it('a production file: each configured origin in the directives that need it, and nowhere else', () => {
    const policy = directives(productionConfig);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.caja.example', 'https://sso.caja.example', 'https://api.ipify.org', 'https://api64.ipify.org']);
    // The silent sign-in check frames the provider, and nothing else is framed: the receipt's print
    // frame is srcdoc, PDFs open in a tab.
    expect(policy['frame-src']).toEqual(["'self'", 'https://sso.caja.example']);
    // The widget's own file (not its host: other scripts there stay out) and its SRI hash; never
    // 'unsafe-inline' or 'unsafe-eval' for scripts.
    expect(policy['script-src']).toEqual([
      "'self'",
      ...silentRenewScriptHashes,
      'https://cdn.novedades.example/widget/v2/release-notes.js',
      "'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'",
    ]);
    // The checkout is a top-level navigation (location.assign): no directive names it, and no form is posted anywhere.
    expect(policy['form-action']).toEqual(["'none'"]);
    expect(contentSecurityPolicy(productionConfig)).not.toMatch(/placetopay/);
    expect(policy['frame-src']).not.toContain('blob:');
    for (const fixed of ['default-src', 'base-uri', 'frame-ancestors', 'worker-src', 'img-src', 'style-src']) {
      expect(policy[fixed]?.join(' ')).not.toMatch(/caja\.example|ipify|placetopay|novedades/);
    }
    expect(contentSecurityPolicy(productionConfig)).not.toMatch(/unsafe-eval|\*/);
  });

  it("silent-renew.html's one inline script is allowed by its SHA-256 hash, as the browser computes it", () => {
    const html = readFileSync(join(repoRoot, 'public', 'silent-renew.html'), 'utf8');
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(body).toContain("source: 'oidc-client'");
    // The hash CSP 3 defines: SHA-256 of the script's text exactly as written (UTF-8), base64.
    expect(silentRenewScriptHashes).toEqual([`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
    // One character more and the hash no longer matches: the browser would refuse the script.
    expect(inlineScriptHashes(html.replace('keepOpen: false', 'keepOpen: false '))).not.toEqual(silentRenewScriptHashes);
    // Scripts with a src are files under 'self', not hashed.
    expect(inlineScriptHashes('<script src="a.js"></script><script type="module">x()</script>')).toHaveLength(1);
  });

  it('the same origin twice (API and provider behind one gateway) is listed once', () => {
    const policy = directives({ apiBaseUrl: 'https://gw.caja.example/api', identity: { url: 'https://gw.caja.example/' } });
    expect(policy['connect-src']).toEqual(["'self'", 'https://gw.caja.example']);
  });

  it('without a widget (releaseNotesWidgetUrl ""), script-src holds only self and the silent-renew hash, even if an integrity is left behind', () => {
    const policy = directives({ ...productionConfig, releaseNotesWidgetUrl: '', releaseNotesWidgetIntegrity: 'sha384-abc' });
    expect(policy['script-src']).toEqual(["'self'", ...silentRenewScriptHashes]);
  });

  it('a same-origin widget with a hash: self plus the hash', () => {
    const policy = directives({ releaseNotesWidgetUrl: '/widgets/novedades.js', releaseNotesWidgetIntegrity: 'sha256-AbC+/9= sha512-XyZ==?opcion' });
    expect(policy['script-src']).toEqual(["'self'", ...silentRenewScriptHashes, "'sha256-AbC+/9='", "'sha512-XyZ=='"]);
  });

  it('the widget on another server: its full URL, the query and fragment left out (no part of a source), ; and , encoded', () => {
    const pin = 'sha256-AbC+/9=';
    expect(widgetSourceOf('https://cdn.example/npm/novedades@2/widget.js?v=3#x', pin)).toBe('https://cdn.example/npm/novedades@2/widget.js');
    expect(widgetSourceOf('https://cdn.example/a;b,c.js', pin)).toBe('https://cdn.example/a%3Bb%2Cc.js');
    expect(widgetSourceOf('http://localhost:4173/sandbox/widgets/release-notes.js', pin)).toBe('http://localhost:4173/sandbox/widgets/release-notes.js');
    expect(widgetSourceOf('/sandbox/widgets/release-notes.js', '')).toBe("'self'");
    expect(widgetSourceOf('', '')).toBeNull();
  });

  it.each([undefined, '', '  '])('refuses an absolute widget URL with the integrity %j, as the portal does', (integrity) => {
    const config = { ...productionConfig, releaseNotesWidgetIntegrity: integrity };
    expect(() => cspDirectives(config)).toThrow(CspConfigError);
    expect(() => cspDirectives(config)).toThrow(/^releaseNotesWidgetIntegrity: obligatorio/);
  });

  it('refuses a widget over http to a public host', () => {
    expect(() => widgetSourceOf('http://cdn.example/widget.js', 'sha256-AbC+/9=')).toThrow(/^releaseNotesWidgetUrl: .*https/);
  });

  it('optional fields may be absent: checkoutOrigins, ipLookup, the widget', () => {
    const policy = directives({ apiBaseUrl: '/', identity: { url: '/' } });
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it('loopback http is accepted for local trials, as the portal accepts it', () => {
    expect(sourceOf('http://localhost:8080/realms', 'identity.url')).toBe('http://localhost:8080');
    expect(sourceOf('http://127.0.0.1:4173', 'apiBaseUrl')).toBe('http://127.0.0.1:4173');
  });

  it.each([
    ['http://api.caja.example', /https/],
    ['//api.caja.example', /no es una dirección absoluta/],
    ['api/v1', /no es una dirección absoluta/],
    ['javascript:alert(1)', /https/],
    ['ftp://files.caja.example', /https/],
  ])('refuses %s, naming the field', (value, reason) => {
    expect(() => contentSecurityPolicy({ apiBaseUrl: value })).toThrow(CspConfigError);
    expect(() => contentSecurityPolicy({ apiBaseUrl: value })).toThrow(reason);
    expect(() => contentSecurityPolicy({ apiBaseUrl: value })).toThrow(/^apiBaseUrl:/);
  });

  it('refuses a list field that is no list, a list item that is no URL, and a malformed hash', () => {
    expect(() => cspDirectives({ ipLookup: { services: 'https://api.ipify.org' } })).toThrow(/ipLookup\.services: se esperaba una lista/);
    expect(() => cspDirectives({ ipLookup: { services: ['https://ok.example', 'nada'] } })).toThrow(/ipLookup\.services\[1\]/);
    expect(() => hashSourcesOf('md5-abc')).toThrow(/releaseNotesWidgetIntegrity: "md5-abc" no es un hash SRI/);
    expect(() => hashSourcesOf("sha384-abc' 'unsafe-inline")).toThrow(CspConfigError);
    expect(() => cspDirectives(['no', 'es', 'objeto'])).toThrow(/objeto JSON/);
  });
});

describe('the field telemetry’s collector (telemetry.endpoint)', () => {
  it('opens connect-src to the endpoint’s origin, and nothing else to it', () => {
    const policy = directives({ ...productionConfig, telemetry: { endpoint: 'https://metricas.caja.example/v1/portal?fuente=web', sampleRate: 0.1 } });
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.caja.example',
      'https://sso.caja.example',
      'https://api.ipify.org',
      'https://api64.ipify.org',
      'https://metricas.caja.example',
    ]);
    expect(Object.entries(policy).filter(([, sources]) => sources.includes('https://metricas.caja.example')).map(([name]) => name)).toEqual(['connect-src']);
  });

  it('adds nothing without the section, with an empty endpoint, or with one on the portal’s own origin', () => {
    const without = directives(productionConfig)['connect-src'];
    expect(directives({ ...productionConfig, telemetry: { endpoint: '', sampleRate: 1 } })['connect-src']).toEqual(without);
    expect(directives({ ...productionConfig, telemetry: { endpoint: '/telemetria', sampleRate: 1 } })['connect-src']).toEqual(without);
    expect(directives({ ...productionConfig, telemetry: { endpoint: 'https://api.caja.example/telemetria', sampleRate: 1 } })['connect-src']).toEqual(without);
    expect(sandboxConfig.telemetry).toMatchObject({ endpoint: '/sandbox/telemetria/registros' });
    expect(directives(sandboxConfig)['connect-src']).toEqual(["'self'"]);
  });

  it('refuses an endpoint over http to a public host, naming the field', () => {
    expect(() => cspDirectives({ telemetry: { endpoint: 'http://metricas.caja.example', sampleRate: 1 } })).toThrow(/^telemetry\.endpoint: .*https/);
  });
});

describe('origins the configuration does not name (--add)', () => {
  it('adds an https origin to an extensible directive, once, after the configured ones', () => {
    const additions = [parseAddition('script-src https://cdn.caja.example/assets/'), parseAddition('connect-src https://api.ipify.org')];
    const policy = directives(productionConfig);
    const extended = Object.fromEntries(cspDirectives(productionConfig, { additions }));
    expect(extended['script-src']).toEqual([...policy['script-src']!, 'https://cdn.caja.example']);
    // Already there through ipLookup.services: not repeated.
    expect(extended['connect-src']).toEqual(policy['connect-src']);
  });

  it("an added origin replaces 'none', and a directive left to default-src appears with it", () => {
    const additions = [parseAddition('form-action https://pagos.caja.example'), parseAddition('font-src https://cdn.caja.example'), parseAddition('media-src https://cdn.caja.example')];
    const extended = Object.fromEntries(cspDirectives(productionConfig, { additions }));
    expect(extended['form-action']).toEqual(['https://pagos.caja.example']);
    expect(extended['font-src']).toEqual(['https://cdn.caja.example']);
    expect(extended['media-src']).toEqual(['https://cdn.caja.example']);
    expect(extended['default-src']).toEqual(["'none'"]);
  });

  it.each([
    ["script-src 'unsafe-inline'", /no es una dirección absoluta/],
    ['script-src *', /no es una dirección absoluta/],
    ['script-src http://cdn.caja.example', /https/],
    ['object-src https://cdn.caja.example', /se espera "<directiva> <origen>"/],
    ['frame-ancestors https://intranet.caja.example', /se espera/],
    ['script-src', /se espera/],
    ['script-src https://a.example https://b.example', /se espera/],
    ['script-src /widgets/', /ya está permitido/],
  ])('refuses --add "%s"', (text, reason) => {
    expect(() => parseAddition(text)).toThrow(reason);
  });
});

describe('the security headers and their nginx snippet', () => {
  it('HSTS, nosniff, the referrer policy, a restrictive Permissions-Policy, X-Frame-Options and the cross-origin policies beside the CSP', () => {
    const headers = Object.fromEntries(securityHeaders(productionConfig));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers['Permissions-Policy']).toContain('payment=()');
    // Never the report-only variant: a policy that only reports protects nothing.
    expect(Object.keys(headers).some((name) => /report-only/i.test(name))).toBe(false);
  });

  it('the snippet is one `add_header … always` per header, quoted for nginx, with where it came from', () => {
    const snippet = nginxSecurityHeaders(productionConfig, { source: '/var/www/portal/config.json' });
    const lines = snippet.trim().split('\n');
    expect(lines[0]).toBe('# Generated by scripts/generate-csp.mjs from /var/www/portal/config.json. Do not edit:');
    const directivesLines = lines.filter((line) => !line.startsWith('#'));
    expect(directivesLines).toHaveLength(8);
    expect(lines[2]).toBe("# The pages' headers: no page may be framed (frame-ancestors 'none').");
    expect(nginxSecurityHeaders(productionConfig, { frameable: true })).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(productionConfig, { frameable: true })}" always;`);
    expect(nginxSecurityHeaders(productionConfig, { frameable: true })).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    for (const line of directivesLines) expect(line).toMatch(/^add_header [A-Za-z-]+ "[^"$\\]+" always;$/);
    expect(directivesLines[0]).toBe(`add_header Content-Security-Policy "${contentSecurityPolicy(productionConfig)}" always;`);
  });
});

describe('the command line', () => {
  const capture = () => {
    let text = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    return { stream, text: () => text };
  };

  it('prints the policy, every header, or writes the nginx snippet; a bad value exits 1 naming the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      writeFileSync(join(dir, 'config.json'), JSON.stringify(productionConfig));
      writeFileSync(join(dir, 'bad.json'), JSON.stringify({ apiBaseUrl: 'http://api.caja.example' }));
      const out = capture();
      const err = capture();
      const io = { stdout: out.stream, stderr: err.stream, cwd: dir };

      expect(main(['config.json'], io)).toBe(0);
      expect(out.text()).toBe(`${contentSecurityPolicy(productionConfig)}\n`);

      expect(main(['config.json', '--nginx', 'snippets/portal-security-headers.conf'], io)).toBe(0);
      expect(readFileSync(join(dir, 'snippets', 'portal-security-headers.conf'), 'utf8')).toBe(
        nginxSecurityHeaders(productionConfig, { source: join(dir, 'config.json') }),
      );
      // silent-renew.html's snippet, beside it, under the name portal-locations.conf includes.
      expect(readFileSync(join(dir, 'snippets', SILENT_RENEW_SNIPPET), 'utf8')).toBe(
        nginxSecurityHeaders(productionConfig, { source: join(dir, 'config.json'), frameable: true }),
      );
      expect(main(['config.json', '--nginx', `snippets/${SILENT_RENEW_SNIPPET}`], io)).toBe(1);
      expect(main(['config.json', '--silent-renew'], io)).toBe(0);
      expect(out.text()).toContain(`${contentSecurityPolicy(productionConfig, { frameable: true })}\n`);

      expect(main(['bad.json'], io)).toBe(1);
      expect(err.text()).toContain('apiBaseUrl: "http://api.caja.example" debe usar https://');
      expect(main(['missing.json'], io)).toBe(1);
      expect(err.text()).toContain('missing.json: no existe.');
      expect(main(['config.json', '--nginx'], io)).toBe(2);

      expect(main(['config.json', '--add', 'img-src https://img.caja.example', '--headers'], io)).toBe(0);
      expect(out.text()).toContain("img-src 'self' https://img.caja.example;");
      expect(out.text()).toContain('X-Frame-Options: DENY');
      expect(main(['config.json', '--add', "script-src 'unsafe-eval'"], io)).toBe(1);
      expect(main(['config.json', '--add'], io)).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/nginx', () => {
  const locations = readFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', 'portal-locations.conf'), 'utf8');
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx', 'portal.conf'), 'utf8');
  const withoutComments = (text: string) => text.replace(/#.*$/gm, '');

  it('every location sends its headers itself (a location with add_header forgets the server’s): a page’s the generated ones, a file’s the short set', () => {
    const blocks = withoutComments(locations).split(/\blocation\b/).slice(1);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const including = (snippet: string) => blocks.filter((block) => block.includes(`include snippets/${snippet};`)).map((block) => block.slice(0, block.indexOf('{')).trim());
    const pages = including('portal-security-headers.conf');
    const framedPage = including(SILENT_RENEW_SNIPPET);
    const files = including('portal-file-headers.conf');
    expect(pages.length + framedPage.length + files.length).toBe(blocks.length);
    expect(pages).toEqual(['= /index.html', '= /', '~ "^(?<portal_route>/[a-z0-9-]+(?:/[a-z0-9-]+)*)/?$"', '^~ /_routes/', '~ "\\.html$"']);
    // The one page the portal frames takes the snippet with frame-ancestors 'self'.
    expect(framedPage).toEqual(['= /silent-renew.html']);
    expect(files).toEqual(['^~ /assets/', '= /config.json', '= /start-after-first-paint.js', '/']);
  });

  it('a file’s headers: the pages’ HSTS, nosniff and resource policy, and a policy under which nothing runs', () => {
    const fileHeaders = readFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', 'portal-file-headers.conf'), 'utf8');
    const lines = withoutComments(fileHeaders).trim().split('\n');
    const pages = Object.fromEntries(securityHeaders(productionConfig));
    expect(lines).toEqual([
      `add_header Strict-Transport-Security "${pages['Strict-Transport-Security']}" always;`,
      `add_header X-Content-Type-Options "${pages['X-Content-Type-Options']}" always;`,
      `add_header Cross-Origin-Resource-Policy "${pages['Cross-Origin-Resource-Policy']}" always;`,
      `add_header Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox" always;`,
    ]);
  });

  it('holds no sandbox route and proxies nothing: the API, provider and checkout are other servers', () => {
    for (const text of [withoutComments(locations), withoutComments(site)]) {
      expect(text).not.toMatch(/\/sandbox|\/realms|\/api\b|proxy_pass/);
    }
  });
});
