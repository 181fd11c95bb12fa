import { readFile, writeFile } from 'node:fs/promises';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openAsSignedIn, openThroughSignIn, signInAs } from '@test/support/browser/sign-in';
import { isPdf } from '@test/support/pdf-text';
import {
  checkoutOrigin,
  directive,
  expect,
  expectFileHeaders,
  expectSecurityHeaders,
  get,
  nginx,
  onlyOnDesktopWithNginx,
  test,
} from '@test/support/browser/production-server';
import { inlineScriptHashes, silentRenewScriptHashes } from '../../scripts/generate-csp.mjs';
import { checkDeploySite, hasOpenssl } from '../../scripts/nginx-site.mjs';
import { expectSessionTimeoutRunning } from '@test/support/browser/session-timeout';

// The production build behind nginx with its generated Content-Security-Policy
// (test/support/browser/production-server.ts): the headers, the deployed configuration's `nginx -t`,
// the start, a sign-in with a download, a PDF in a new tab and the silent check, the inactivity
// window, FOVIS and the data update. /pagos-en-linea under the same policy (its PDF tab, the
// receipt's print frame, the checkout round trip) is in production-server-payments.spec.ts.

onlyOnDesktopWithNginx();

test.describe('servidor de producción (nginx + CSP)', () => {
  test('cabeceras: CSP generada sin unsafe-inline ni unsafe-eval para scripts, caché por tipo de archivo, Brotli y gzip precomprimidos, SPA', async ({
    page,
    site,
  }) => {
    const preview = new URL(String(test.info().project.use.baseURL)).origin;
    const csp = site.contentSecurityPolicy;
    // What the policy itself must hold, on the value nginx sends.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    // The widget by its own file, never its whole origin; silent-renew.html's inline script by its hash.
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      ...silentRenewScriptHashes,
      `${preview}/sandbox/widgets/release-notes.js`,
      expect.stringMatching(/^'sha384-[A-Za-z0-9+/]+=*'$/),
    ]);
    // Nothing the portal does not use: every kind of load no directive names is refused (fonts,
    // media, manifests, plugins); images are files, never data: or blob:; no worker, no form posted.
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'worker-src')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/\b(data|blob):|font-src|media-src|manifest-src|object-src/);
    // No page may be framed but silent-renew.html (its own policy: 'self', checked below).
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    // Strings never reach a script sink: only the portal's two named policies create trusted values.
    expect(directive(csp, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(csp, 'trusted-types')).toEqual(['release-notes-widget', 'receipt-print']);
    // The checkout (configured) is a top-level navigation, which no directive names; the print
    // frame is srcdoc and PDFs open in a tab, so no blob: frame.
    expect(directive(csp, 'connect-src')).toEqual(["'self'", preview]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", preview]);
    expect(csp).not.toContain(checkoutOrigin);

    const home = await get(page, '/', { 'accept-encoding': 'gzip' });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-type']).toMatch(/^text\/html/);
    expect(home.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(home.headers(), site, '/');
    // '/' has the home's prerender (ADR 0022); index.html is every other route's page.
    expect(await home.text()).toContain('<div data-prerender="" inert="">');
    const indexHtml = await (await get(page, '/index.html')).text();
    expect(indexHtml).not.toContain('data-prerender');

    // A route of the SPA that is no file and has no prerender: index.html, uncached, with the headers.
    const deepLink = await get(page, '/certificados/certificado-declaracion-renta?desde=correo');
    expect(deepLink.status()).toBe(200);
    expect(await deepLink.text()).toBe(indexHtml);
    expect(deepLink.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(deepLink.headers(), site, 'ruta profunda');
    const unknown = await get(page, '/no-existe/');
    expect(await unknown.text()).toBe(indexHtml);
    expect(unknown.headers()['cache-control']).toBe('no-store');

    // A prerendered route: its own HTML with and without the trailing slash, uncached, precompressed.
    const prerendered = await get(page, '/certificados/certificado-fosfec', { 'accept-encoding': 'br' });
    expect(prerendered.status()).toBe(200);
    expect(prerendered.headers()['content-type']).toMatch(/^text\/html/);
    expect(prerendered.headers()['cache-control']).toBe('no-store');
    expect(prerendered.headers()['content-encoding']).toBe('br');
    expectSecurityHeaders(prerendered.headers(), site, 'ruta prerenderizada');
    const prerenderedHtml = await prerendered.text();
    expect(prerenderedHtml).toMatch(/<h1[^>]*>Certificado FOSFEC<\/h1>/);
    expect(prerenderedHtml).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/prerender-[\w-]+\.css">/);
    const withSlash = await get(page, '/certificados/certificado-fosfec/');
    expect(await withSlash.text()).toBe(prerenderedHtml);
    expect(withSlash.headers()['cache-control']).toBe('no-store');
    // Answered under its route only.
    expect((await get(page, '/_routes/certificados.html')).status()).toBe(404);

    const config = await get(page, '/config.json');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toBe('no-store');
    expect(config.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await config.json()) as { checkoutOrigins: string[] }).checkoutOrigins).toEqual([checkoutOrigin, '/']);
    expectFileHeaders(config.headers(), '/config.json');

    // The silent-renew page runs one inline script, which the policy allows by its hash and no other
    // (script-src has no 'unsafe-inline'); never cached, as the policy's hash of it is always the current one.
    const silentRenew = await get(page, '/silent-renew.html');
    expect(silentRenew.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(silentRenew.headers(), site, '/silent-renew.html');
    expect(directive(silentRenew.headers()['content-security-policy']!, 'frame-ancestors')).toEqual(["'self'"]);
    expect(silentRenew.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers()['x-frame-options']).toBe('DENY');
    const silentHashes = inlineScriptHashes(await silentRenew.text());
    expect(silentHashes).toHaveLength(1);
    for (const hash of silentHashes) expect(directive(csp, 'script-src')).toContain(hash);

    // Hashed assets: a year, immutable, the precompressed .gz served as it is on disk.
    // The page requests nothing of the entry: the starter asks for it after the first screen has painted.
    const entry = /<script type="module" src="\/start-after-first-paint\.js" data-portal-entry="(\/assets\/[^"]+\.js)" data-portal-chunks="[^"]*"><\/script>/.exec(indexHtml)?.[1];
    expect(entry, 'index.html nombra su script de entrada al iniciador').toBeTruthy();
    expect(indexHtml).not.toContain('modulepreload');
    // Only a route whose cards come from the start's call asks for the start's files from its head,
    // at low priority (scripts/paint-before-entry.mjs); the others leave them to the starter.
    expect(prerenderedHtml).not.toContain('modulepreload');
    const certificatesHtml = await (await get(page, '/certificados')).text();
    const asked = [...certificatesHtml.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" fetchpriority="low">/g)].map((match) => match[1]);
    expect(asked).toContain(entry);
    for (const file of asked) expect((await get(page, file!)).status(), file).toBe(200);
    const starter = await get(page, '/start-after-first-paint.js');
    expect(starter.status()).toBe(200);
    expect(starter.headers()['cache-control']).toBe('no-cache');
    expect(starter.headers()['content-type']).toMatch(/javascript/);
    expectFileHeaders(starter.headers(), '/start-after-first-paint.js');
    const asset = await get(page, entry!, { 'accept-encoding': 'gzip' });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
    const gzipOnDisk = statSync(join(site.root, `${entry!}.gz`)).size;
    // On-the-fly gzip would be chunked, without a length: this length is the file written by precompress.
    expect(Number(asset.headers()['content-length'])).toBe(gzipOnDisk);
    expectFileHeaders(asset.headers(), entry!);
    // A browser that accepts Brotli (every current one) gets the .br, which is smaller still.
    const brotliAsset = await get(page, entry!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotliAsset.headers()['content-encoding']).toBe('br');
    expect(brotliAsset.headers()['vary']).toMatch(/Accept-Encoding/i);
    const brotliOnDisk = statSync(join(site.root, `${entry!}.br`)).size;
    expect(Number(brotliAsset.headers()['content-length'])).toBe(brotliOnDisk);
    expect(brotliOnDisk).toBeLessThan(gzipOnDisk);
    expectFileHeaders(brotliAsset.headers(), `${entry!} (br)`);
    const plainAsset = await get(page, entry!, { 'accept-encoding': 'identity' });
    expect(plainAsset.headers()['content-encoding']).toBeUndefined();
    expect(Number(plainAsset.headers()['content-length'])).toBe(statSync(join(site.root, entry!)).size);

    // A chunk that is not there is a 404, never index.html parsed as JavaScript; headers even then.
    const missing = await get(page, '/assets/no-existe-123.js');
    expect(missing.status()).toBe(404);
    expectFileHeaders(missing.headers(), '404');

    // Any other HTML file is a page (the benchmark writes its measured pages beside the build).
    await writeFile(join(site.root, 'pagina-medida.html'), '<!doctype html><title>Página medida</title>');
    const otherPage = await get(page, '/pagina-medida.html');
    expect(otherPage.status()).toBe(200);
    expect(otherPage.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(otherPage.headers(), site, '/pagina-medida.html');

    // The unhashed files of public/: an hour.
    const favicon = await get(page, '/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
    expectFileHeaders(favicon.headers(), '/favicon.svg');

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
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/', '/silent-renew.html', '/subsidios']));
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });

  test('con sesión: descarga un certificado, lo abre en una pestaña nueva y la comprobación silenciosa recupera la sesión', { tag: '@pdf-viewer' }, async ({
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

    // A download: object URL and <a download>, which no directive restricts.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Descargar certificado' }).click();
    const download = await downloading;
    const bytes = await readFile(await download.path());
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(isPdf(bytes)).toBe(true);
    await expect(main.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeVisible();

    // A PDF from a blob in a new tab, as the payments' frequent-questions PDF is opened (the
    // contract's `getFrequentQuestions`):
    // the blob document inherits this page's policy, object-src 'none' included, and Chromium's
    // viewer must still show it; Cross-Origin-Opener-Policy leaves a tab of the page's own origin be.
    const opening = context.waitForEvent('page');
    await page.evaluate((base64) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      window.open(URL.createObjectURL(new Blob([data], { type: 'application/pdf' })), '_blank');
    }, bytes.toString('base64'));
    const tab = await opening;
    expect(tab.url()).toMatch(new RegExp(`^blob:${site.origin}/`));
    await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { message: 'el visor de PDF de Chromium' }).toBe(true);
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await tab.close();

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
  test('con sesión, bajo Cross-Origin-Opener-Policy: la ventana de inactividad se abre y el portal la cierra a su tiempo', async ({
    page,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    await page.clock.install();
    // A provider session of this test's own (signed in on its page): the clock moved here must not
    // touch the session the other tests share.
    await page.goto('/');
    await signInAs(page, 'maria');
    await expectSessionTimeoutRunning(page);
    // 900,000 ms without activity: the '/tiempo-restante' window (docs/identity.md).
    await page.clock.fastForward(899_000);
    const opening = page.waitForEvent('popup');
    await page.clock.runFor(1_000);
    const popup = await opening;
    expect(new URL(popup.url()).pathname).toBe('/tiempo-restante');
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    // Same origin, same opener policy: one browsing context group, so the portal still holds the
    // window's handle and closes it after its 99 s.
    const closed = popup.waitForEvent('close');
    await page.clock.runFor(99_000);
    await closed;
    await page.clock.resume();
    await expect(page.getByRole('banner').getByRole('button', { name: 'María Restrepo' })).toBeVisible();

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toContain('/tiempo-restante');
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
});
