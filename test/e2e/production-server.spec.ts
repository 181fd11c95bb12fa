import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findNginx, findNginxBrotliModule } from '../../scripts/find-nginx.mjs';
import { openAsSignedIn, openThroughSignIn } from '@test/support/browser/sign-in';
import { isPdf } from '@test/support/pdf-text';
import { checkDeploySite, hasOpenssl, startNginxSite, type NginxSite } from '../../scripts/nginx-site.mjs';

// The production build served the way docs/deployment.md deploys it: Debian's nginx with
// deploy/nginx/snippets/portal-locations.conf and the security headers scripts/generate-csp.mjs
// generates from the deployed config.json. The portal must work under its own policy: every route
// walked here, a sign-in, a download, a PDF in a new tab, a hidden print frame, the silent
// sign-in check and /pagos-en-linea (the frequent-questions PDF, cash with its receipt printed, a
// card paid through the sandbox's checkout and back), with zero Content-Security-Policy violations.
//
// The deployed config.json is the build's, with the identity provider and the release-notes widget
// on another origin (the preview server's), as in production, so the policy names origins and
// not only 'self'. The sandbox provider's issuer is the preview origin, which an OIDC issuer must
// match exactly: that is why identity.url points there rather than through nginx's /realms proxy.
// /api and /sandbox (IP lookup, external pages, the checkout) go through nginx to the preview
// server, which therefore sees nginx's host and sends people to its checkout on nginx's origin:
// checkoutOrigins names '/' for it, beside a provider's origin of its own.

// nginx as the deployment runs it: with the brotli_static module portal-locations.conf uses.
const nginx = findNginxBrotliModule() === null ? null : findNginx();
const isCI = process.env.CI === 'true';
const checkoutOrigin = 'https://checkout.example.test';

if (nginx === null && !isCI) {
  console.error(
    [
      '!'.repeat(72),
      '!!  PRUEBA DEL SERVIDOR DE PRODUCCIÓN OMITIDA: no se encontró nginx con su módulo brotli_static.',
      '!!  Instálalo (Debian/Ubuntu): sudo apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static',
      '!!  o apunta NGINX_PATH a un nginx instalado. En CI (CI=true) esto es un FALLO.',
      '!'.repeat(72),
    ].join('\n'),
  );
}

type Fixtures = { cspViolations: string[]; documentResponses: APIResponseLike[] };
type APIResponseLike = { url: string; headers: Record<string, string> };

const test = base.extend<Fixtures, { site: NginxSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      if (nginx === null) {
        throw new Error('CI=true y no hay nginx con brotli_static (apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static, o NGINX_PATH).');
      }
      const preview = new URL(String(workerInfo.project.use.baseURL)).origin;
      const widgetUrl = `${preview}/sandbox/widgets/release-notes.js`;
      const widget = Buffer.from(await (await fetch(widgetUrl)).arrayBuffer());
      const site = await startNginxSite({
        nginx,
        // Of this run (its preview port) and worker: parallel runs on one clone keep apart.
        prefix: join('test-results', 'nginx', `${new URL(preview).port}-worker-${workerInfo.parallelIndex}`),
        dist: process.env.E2E_OUT_DIR ?? 'dist',
        upstream: preview,
        configure: (config) => ({
          ...config,
          // Its endpoints given in full, on that origin too: the start asks for no discovery.
          identity: {
            ...(config.identity as object),
            url: preview,
            metadata: {
              issuer: `${preview}/realms/portal`,
              authorizationEndpoint: `${preview}/realms/portal/protocol/openid-connect/auth`,
              tokenEndpoint: `${preview}/realms/portal/protocol/openid-connect/token`,
              endSessionEndpoint: `${preview}/realms/portal/protocol/openid-connect/logout`,
            },
          },
          releaseNotesWidgetUrl: widgetUrl,
          releaseNotesWidgetIntegrity: `sha384-${createHash('sha384').update(widget).digest('base64')}`,
          // The provider's checkout on an origin of its own, and the sandbox's checkout, which the
          // payments flow reaches on the portal's own origin ('/': 'self' in the policy).
          checkoutOrigins: [checkoutOrigin, '/'],
        }),
      });
      await provide(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.origin),
  // eslint-disable-next-line no-empty-pattern -- as above
  cspViolations: async ({}, provide) => provide([]),
  // eslint-disable-next-line no-empty-pattern -- as above
  documentResponses: async ({}, provide) => provide([]),
  // Every page and frame of the test reports the violations it sees: the DOM event, and the console
  // line Chromium writes for the ones no script can hear (a frame's, the PDF viewer's).
  context: async ({ context, cspViolations, documentResponses, site }, provide, testInfo) => {
    await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
      cspViolations.push(`${frame.url()}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} bloqueó ${event.blockedURI || '(en línea)'} [${event.disposition}] ${event.sourceFile}:${event.lineNumber}`);
        },
        true,
      );
    });
    context.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) cspViolations.push(`consola (${message.location().url}): ${message.text()}`);
    });
    context.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.url().startsWith(site.origin)) {
        documentResponses.push({ url: response.url(), headers: response.headers() });
      }
    });
    await provide(context);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('nginx error.log', { body: site.errorLog(), contentType: 'text/plain' });
    // Also when the test failed before its own check: the violations often say why.
    expect(cspViolations, 'violaciones de la Content-Security-Policy').toEqual([]);
  },
});

// Headers do not depend on the screen: the phone project would only run the same requests again.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'Solo en escritorio: las cabeceras no cambian con la pantalla.');
test.skip(nginx === null && !isCI, 'Sin nginx o su módulo brotli_static (fuera de CI): instala nginx y libnginx-mod-http-brotli-static de Debian.');

const securityHeaders = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** The portal's security headers on one answer: the generated CSP, enforced (never report-only). */
function expectSecurityHeaders(headers: Record<string, string>, site: NginxSite, what: string) {
  expect(headers['content-security-policy'], `${what}: Content-Security-Policy`).toBe(site.contentSecurityPolicy);
  expect(headers['content-security-policy-report-only'], `${what}: sin Report-Only`).toBeUndefined();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

async function get(page: Page, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return page.request.get(path, { headers, maxRedirects: 0 });
}

test.describe('servidor de producción (nginx + CSP)', () => {
  test('cabeceras: CSP generada sin unsafe-inline ni unsafe-eval para scripts, caché por tipo de archivo, Brotli y gzip precomprimidos, SPA', async ({
    page,
    site,
  }) => {
    const preview = new URL(String(test.info().project.use.baseURL)).origin;
    const csp = site.contentSecurityPolicy;
    // What the issue asks of the policy itself, on the value nginx sends.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).toEqual(["'self'", preview, expect.stringMatching(/^'sha384-[A-Za-z0-9+/]+=*'$/)]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", preview, checkoutOrigin]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'blob:', preview, checkoutOrigin]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);

    const home = await get(page, '/', { 'accept-encoding': 'gzip' });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-type']).toMatch(/^text\/html/);
    expect(home.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(home.headers(), site, '/');
    const indexHtml = await home.text();

    // A route of the SPA that is no file: index.html, uncached, with the headers.
    const deepLink = await get(page, '/certificados/certificado-declaracion-renta?desde=correo');
    expect(deepLink.status()).toBe(200);
    expect(await deepLink.text()).toBe(indexHtml);
    expect(deepLink.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(deepLink.headers(), site, 'ruta profunda');

    const config = await get(page, '/config.json');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toBe('no-store');
    expect(config.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await config.json()) as { checkoutOrigins: string[] }).checkoutOrigins).toEqual([checkoutOrigin, '/']);
    expectSecurityHeaders(config.headers(), site, '/config.json');

    // The silent-renew page runs no inline script: its script is a file, never cached either.
    const silentRenew = await get(page, '/silent-renew.html');
    expect(silentRenew.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(silentRenew.headers(), site, '/silent-renew.html');
    const silentHtml = await silentRenew.text();
    expect(silentHtml).toContain('<script src="silent-renew.js"></script>');
    expect(silentHtml).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const silentScript = await get(page, '/silent-renew.js');
    expect(silentScript.status()).toBe(200);
    expect(silentScript.headers()['cache-control']).toBe('no-store');
    expect(silentScript.headers()['content-type']).toMatch(/javascript/);

    // Hashed assets: a year, immutable, the precompressed .gz served as it is on disk.
    // The entry is preloaded by the page and started by the starter after the first paint.
    const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" fetchpriority="low" data-portal-entry>/.exec(indexHtml)?.[1];
    expect(entry, 'index.html precarga su script de entrada').toBeTruthy();
    expect(indexHtml).toContain('<script type="module" src="/start-after-first-paint.js"></script>');
    const starter = await get(page, '/start-after-first-paint.js');
    expect(starter.status()).toBe(200);
    expect(starter.headers()['cache-control']).toBe('no-cache');
    expect(starter.headers()['content-type']).toMatch(/javascript/);
    const asset = await get(page, entry!, { 'accept-encoding': 'gzip' });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
    const gzipOnDisk = statSync(join(site.root, `${entry!}.gz`)).size;
    // On-the-fly gzip would be chunked, without a length: this length is the file written by precompress.
    expect(Number(asset.headers()['content-length'])).toBe(gzipOnDisk);
    expectSecurityHeaders(asset.headers(), site, entry!);
    // A browser that accepts Brotli (every current one) gets the .br, which is smaller still.
    const brotliAsset = await get(page, entry!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotliAsset.headers()['content-encoding']).toBe('br');
    expect(brotliAsset.headers()['vary']).toMatch(/Accept-Encoding/i);
    const brotliOnDisk = statSync(join(site.root, `${entry!}.br`)).size;
    expect(Number(brotliAsset.headers()['content-length'])).toBe(brotliOnDisk);
    expect(brotliOnDisk).toBeLessThan(gzipOnDisk);
    expectSecurityHeaders(brotliAsset.headers(), site, `${entry!} (br)`);
    const plainAsset = await get(page, entry!, { 'accept-encoding': 'identity' });
    expect(plainAsset.headers()['content-encoding']).toBeUndefined();
    expect(Number(plainAsset.headers()['content-length'])).toBe(statSync(join(site.root, entry!)).size);

    // A chunk that is not there is a 404, never index.html parsed as JavaScript; headers even then.
    const missing = await get(page, '/assets/no-existe-123.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), site, '404');

    // The unhashed files of public/: an hour.
    const favicon = await get(page, '/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
    expect(favicon.headers()['x-content-type-options']).toBe('nosniff');

    // config.json is never precompressed: replaced per environment, a stale copy would win, even
    // asked for by a browser that accepts Brotli.
    const precompressed = readdirSync(site.root).filter((name) => /\.(gz|br)$/.test(name));
    expect(precompressed).toEqual(expect.arrayContaining(['index.html.gz', 'index.html.br']));
    expect(precompressed).not.toContain('config.json.gz');
    expect(precompressed).not.toContain('config.json.br');
    const brotliConfig = await get(page, '/config.json', { 'accept-encoding': 'br' });
    expect(brotliConfig.headers()['content-encoding']).toBeUndefined();
  });

  test('deploy/nginx/portal.conf, con sus fragmentos y las cabeceras generadas, pasa nginx -t', async ({ site }) => {
    test.skip(!hasOpenssl(), 'Sin openssl no hay certificado de prueba para el servidor https.');
    const report = await checkDeploySite({
      nginx: nginx!,
      prefix: join('test-results', 'nginx', `${new URL(String(test.info().project.use.baseURL)).port}-deploy-check`),
      config: join(site.root, 'config.json'),
    });
    expect(report).toContain('syntax is ok');
    expect(report).toContain('test is successful');
  });

  test('el inicio y /certificados, con el widget de novedades de otro origen y la comprobación silenciosa: cero violaciones de CSP', async ({
    page,
    site,
    cspViolations,
    documentResponses,
  }) => {
    const silentRenewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${site.origin}/silent-renew.html`)) silentRenewals.push(request.url());
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();
    // The startup check ran in the hidden iframe and came back to silent-renew.html: nobody signed in.
    await expect.poll(() => silentRenewals.some((url) => url.includes('error=login_required'))).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText('No pudimos conectar con el servicio de inicio de sesión')).toHaveCount(0);
    // The third-party widget, from the other origin the configuration names, loads and renders.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: /Novedades del portal/ })).toBeVisible({ timeout: 15_000 });

    // In-app navigation: the route's lazy chunk loads under script-src 'self'.
    await page.getByRole('list', { name: 'Servicios disponibles' }).getByRole('link', { name: 'Ir a Certificados', exact: true }).click();
    await expect(page).toHaveURL(/\/certificados$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
    await page.goto('/subsidios');
    await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/', '/silent-renew.html', '/subsidios']));
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });

  test('con sesión: descarga un certificado, lo abre en una pestaña nueva, imprime por un marco oculto y la comprobación silenciosa recupera la sesión', async ({
    page,
    context,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    const incomeTaxPath = '/certificados/certificado-declaracion-renta';
    await openThroughSignIn(page, incomeTaxPath, 'maria');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();

    // Printing through a hidden frame (the payment result's print button): a document the portal
    // builds as a blob, framed, then printed; and a PDF in a hidden frame.
    const printed = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      const receipt = '<!doctype html><html lang="es-CO"><head><title>Comprobante</title><style>h1{font:700 1.5rem sans-serif}</style></head><body><h1>Comprobante de pago</h1></body></html>';
      frame.src = URL.createObjectURL(new Blob([receipt], { type: 'text/html' }));
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
      const framed = frame.contentWindow!;
      // Headless Chromium shows no dialog, but it does start printing the frame's document.
      const printing = new Promise<boolean>((resolve) => {
        framed.addEventListener('beforeprint', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 5_000);
      });
      framed.print();
      const heading = framed.document.querySelector('h1')?.textContent;
      // Printing starts after print() returns: a frame removed at once would never print.
      const started = await printing;
      frame.remove();
      return { heading, printing: started };
    });
    expect(printed).toEqual({ heading: 'Comprobante de pago', printing: true });

    // A download: object URL and <a download>, which no directive restricts.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Descargar certificado' }).click();
    const download = await downloading;
    const bytes = await readFile(await download.path());
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(isPdf(bytes)).toBe(true);
    await expect(main.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeVisible();

    // A PDF from a blob in a new tab, as the payments' frequent-questions PDF is opened (spec §7):
    // the blob document inherits this page's policy, object-src 'none' included, and Chromium's
    // viewer must still show it.
    const opening = context.waitForEvent('page');
    await page.evaluate((base64) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      window.open(URL.createObjectURL(new Blob([data], { type: 'application/pdf' })), '_blank');
    }, bytes.toString('base64'));
    const tab = await opening;
    expect(tab.url()).toMatch(new RegExp(`^blob:${site.origin}/`));
    await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { message: 'el visor de PDF de Chromium' }).toBe(true);
    await tab.close();

    await page.evaluate(async (base64) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      const frame = document.createElement('iframe');
      frame.id = 'marco-pdf';
      frame.style.cssText = 'position:fixed;width:1px;height:1px;border:0;opacity:0';
      frame.src = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
    }, bytes.toString('base64'));
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { message: 'el visor de PDF en el marco' }).toBe(true);
    await page.evaluate(() => document.getElementById('marco-pdf')?.remove());

    // The silent check with a session at the provider but no tokens in the tab: the hidden iframe
    // goes to the provider (frame-src) and back to silent-renew.html (frame-ancestors 'self'), whose
    // script (script-src 'self') hands the code to the portal.
    const silentRenewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${site.origin}/silent-renew.html`)) silentRenewals.push(request.url());
    });
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.')) sessionStorage.removeItem(key);
    });
    await page.goto('/certificados');
    await expect(page.getByRole('banner').getByRole('button', { name: 'María Restrepo' })).toBeVisible({ timeout: 15_000 });
    expect(silentRenewals.some((url) => /[?&]code=/.test(url))).toBe(true);

    expect(cspViolations).toEqual([]);
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });
  test('con sesión: los certificados FOVIS (un PDF descargado) y la actualización de datos (listas buscables, política): cero violaciones de CSP', async ({
    page,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    await openAsSignedIn(page, '/subsidios/subsidio-vivienda/certificados-vivienda', 'maria');
    const main = page.getByRole('main');
    await main.getByRole('list', { name: 'Certificados FOVIS disponibles' }).getByRole('button', { name: 'Certificado de postulación' }).click();
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Descargar certificado' }).click();
    const download = await downloading;
    expect(isPdf(await readFile(await download.path()))).toBe(true);
    await expect(main.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'María Restrepo' }).click();
    await page.getByRole('menuitem', { name: 'Actualizar datos' }).click();
    const city = main.getByRole('combobox', { name: 'Municipio', exact: true });
    await expect(city).toHaveValue('Medellín');
    await city.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('envi');
    await expect(page.getByRole('option', { name: 'Envigado', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await main.getByRole('button', { name: 'Ver la política de tratamiento de datos' }).click();
    await expect(page.getByRole('dialog', { name: 'Política de tratamiento de datos' })).toBeVisible();

    expect(cspViolations).toEqual([]);
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });

  test('/pagos-en-linea: las preguntas frecuentes en una pestaña nueva, la consulta, efectivo con su CUS e imprimir por un marco oculto: cero violaciones de CSP', async ({
    page,
    context,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    // The receipt printer's frame is a srcdoc document the portal builds; every frame that calls
    // print() records it on the top window first (this init script runs in each new document,
    // frames included), then prints for real: headless Chromium shows no dialog and returns at once.
    await context.addInitScript(() => {
      if (window === window.top) {
        // The PDF's bytes are read from the Blob behind the object URL, never with fetch(): the
        // policy's connect-src 'self' does not cover blob: URLs, and the portal itself never fetches one.
        const objectUrls = new Map<string, Blob>();
        (window as unknown as { __objectUrls?: Map<string, Blob> }).__objectUrls = objectUrls;
        const createObjectURL = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (object: Blob | MediaSource) => {
          const url = createObjectURL(object);
          if (object instanceof Blob) objectUrls.set(url, object);
          return url;
        };
        return;
      }
      const print = window.print.bind(window);
      window.print = () => {
        const frame = window.frameElement as HTMLIFrameElement | null;
        const style = frame === null ? null : getComputedStyle(frame);
        const call = {
          url: location.href,
          title: document.title,
          text: document.body?.textContent ?? '',
          ariaHidden: frame?.getAttribute('aria-hidden') ?? null,
          visibility: style?.visibility ?? null,
          width: frame?.getBoundingClientRect().width ?? null,
        };
        const top = window.top as unknown as { __printCalls?: string[] };
        (top.__printCalls ??= []).push(JSON.stringify(call));
        print();
      };
    });
    type PrintCall = { url: string; title: string; text: string; ariaHidden: string | null; visibility: string | null; width: number | null };
    const printCalls = async () =>
      ((await page.evaluate(() => (window as unknown as { __printCalls?: string[] }).__printCalls ?? [])) as string[]).map(
        (call) => JSON.parse(call) as PrintCall,
      );

    await page.goto('/pagos-en-linea');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();

    // 'Preguntas frecuentes': a blank tab opened in the click, then sent to the PDF's object URL, a
    // blob: document of the portal's origin under the portal's policy (object-src 'none').
    const opening = context.waitForEvent('page');
    await main.getByRole('button', { name: /Preguntas frecuentes/ }).click();
    const tab = await opening;
    await expect.poll(() => tab.url()).toMatch(new RegExp(`^blob:${site.origin}/`));
    const firstBytes = await page.evaluate(async (url) => {
      const blob = (window as unknown as { __objectUrls: Map<string, Blob> }).__objectUrls.get(url);
      if (blob === undefined) return null;
      return { type: blob.type, signature: String.fromCharCode(...new Uint8Array(await blob.slice(0, 4).arrayBuffer())) };
    }, tab.url());
    expect(firstBytes).toEqual({ type: 'application/pdf', signature: '%PDF' });
    await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { message: 'el visor de PDF de Chromium' }).toBe(true);
    await tab.close();

    // Step 1 → step 2: Ana's three pending payments (docs/sandbox.md, 'Payments, per persona').
    await main.getByLabel('Tipo de documento').selectOption('CC');
    await main.getByLabel('Número de documento').fill('1017234567');
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Pagos pendientes', exact: true })).toBeVisible();
    const rows = main.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows).toHaveCount(3);
    await rows.nth(0).getByRole('checkbox').check();

    // 'Efectivo' → step 3: the cash transaction's CUS (the same one for 6 hours, whoever asks again).
    await main.getByRole('button', { name: 'Efectivo', exact: true }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Transacción pendiente' })).toBeVisible();
    await expect(main).toContainText('CUS');
    await expect(main).toContainText('PENDIENTE');
    await expect(main).toContainText('2026110451');

    // 'Imprimir': a hidden frame holding only the receipt, printed.
    expect(await printCalls()).toEqual([]);
    await main.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(async () => (await printCalls()).length, { message: 'print() en el marco oculto' }).toBe(1);
    const [call] = await printCalls();
    expect(call).toMatchObject({ url: 'about:srcdoc', title: 'Transacción pendiente', ariaHidden: 'true', visibility: 'hidden', width: 0 });
    expect(call!.text).toContain('CUS');
    expect(call!.text).toContain('2026110451');
    await expect(page.getByTestId('toast').filter({ hasText: 'No pudimos preparar la impresión' })).toHaveCount(0);

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toContain('/pagos-en-linea');
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });
  test('/pagos-en-linea con tarjeta: la pasarela del sandbox en el origen del portal (checkoutOrigins "/"), el pago y el regreso con ?state: cero violaciones de CSP', async ({
    page,
    site,
    cspViolations,
  }) => {
    test.slow();
    // A walk-in payer of this run's own (docs/sandbox.md): paying settles its reference for the whole run.
    const digest = createHash('sha256').update(`${site.origin}|${test.info().title}|${Date.now()}`).digest();
    const payer = `3${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;

    await page.goto('/pagos-en-linea');
    const main = page.getByRole('main');
    await main.getByLabel('Tipo de documento').selectOption('CC');
    await main.getByLabel('Número de documento').fill(payer);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await main.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await main.getByRole('button', { name: 'Pagar', exact: true }).click();

    // processUrl is on the portal's own origin, the one '/' allows: followed, never refused.
    await expect(page).toHaveURL(new RegExp(`^${site.origin}/sandbox/checkout/\\d+$`));
    const requestId = new URL(page.url()).pathname.split('/').pop();
    expect(await page.evaluate(() => localStorage.getItem('requestId'))).toBe(requestId);
    await page.getByLabel(/Número de (la )?tarjeta/).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pagar' }).click();

    // The return address the fund's backend gives the provider: /pagos-en-linea?state=<state>.
    await expect(page).toHaveURL(`${site.origin}/pagos-en-linea?state=APPROVED`);
    await expect(main.getByRole('heading', { level: 2, name: 'Tu pago ha sido realizado con éxito' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Datos de la transacción' })).toContainText('Referencia');
    expect(await page.evaluate(() => localStorage.getItem('estadoPago'))).toBe('APPROVED');

    expect(cspViolations).toEqual([]);
  });
});
