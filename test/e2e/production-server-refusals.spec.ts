import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { NginxSite } from '../../scripts/nginx-site.mjs';
import { expect, onlyOnDesktopWithNginx, test } from '@test/support/browser/production-server';

// What the policy refuses, in Chromium against nginx. Who may frame the portal's pages:
// silent-renew.html by the portal's own pages only (frame-ancestors 'self', the silent sign-in
// check's hidden iframe), every other page by nobody (frame-ancestors 'none'), the portal's own
// pages included. And a string written to a script or HTML sink (Trusted Types). The refusals are
// the point here, so these tests watch a context of their own instead of failing on every violation.

onlyOnDesktopWithNginx();

type Framed = { path: string; location: string; title: string | null };

/** Frames each path in `framer`, waits for every frame to load, and says what each one holds. */
async function frame(framer: Page, paths: string[]): Promise<Framed[]> {
  await framer.evaluate(
    (sources) =>
      Promise.all(
        sources.map(
          (source) =>
            new Promise<void>((loaded) => {
              const element = document.createElement('iframe');
              element.setAttribute('data-path', source.path);
              element.addEventListener('load', () => loaded(), { once: true });
              element.src = source.url;
              document.body.append(element);
            }),
        ),
      ),
    paths.map((path) => ({ path, url: new URL(path, framer.url()).href })),
  );
  const framed: Framed[] = [];
  for (const path of paths) {
    const content = await framer.locator(`iframe[data-path="${path}"]`).elementHandle().then((handle) => handle!.contentFrame());
    framed.push({ path, location: await content!.evaluate(() => location.href), title: await content!.evaluate(() => document.title || null) });
  }
  return framed;
}

async function newTab(browser: Browser, site: NginxSite): Promise<{ tab: Page; refusals: string[] }> {
  const context = await browser.newContext({ baseURL: site.origin });
  const tab = await context.newPage();
  const refusals: string[] = [];
  tab.on('console', (message) => {
    if (/frame-ancestors|trusted/i.test(message.text())) refusals.push(message.text());
  });
  return { tab, refusals };
}

test.describe('servidor de producción (nginx + CSP): lo que la política rechaza', () => {
  test("una página del portal enmarca silent-renew.html ('self') y ninguna otra página del portal ('none')", async ({ browser, site }) => {
    // A page of the portal's origin with the pages' headers and nothing in it (no script of its own
    // posts into the frames): the benchmark's kind of page, served by the `\.html$` location.
    await writeFile(join(site.root, 'marco-de-prueba.html'), '<!doctype html><html lang="es-CO"><title>Marco de prueba</title><body></body></html>');
    const { tab, refusals } = await newTab(browser, site);
    await tab.goto('/marco-de-prueba.html');
    const framed = await frame(tab, ['/silent-renew.html?error=login_required', '/', '/certificados', '/certificados/certificado-declaracion-renta', '/index.html']);

    expect(framed[0]).toEqual({ path: '/silent-renew.html?error=login_required', location: `${site.origin}/silent-renew.html?error=login_required`, title: 'Servicios en línea' });
    for (const refused of framed.slice(1)) expect(refused.location, refused.path).toMatch(/^chrome-error:/);
    await expect.poll(() => refusals.length).toBe(4);
    for (const refusal of refusals) expect(refusal).toContain("\"frame-ancestors 'none'\"");
    expect(refusals.join('\n')).not.toContain('silent-renew');
    await tab.context().close();
  });

  test('una página de otro origen no puede enmarcar ni siquiera silent-renew.html', async ({ browser, site }) => {
    const { tab } = await newTab(browser, site);
    // The preview server behind nginx is another origin (another port) and sends no policy of its own:
    // a site that would frame the portal. Its copy of silent-renew.html is a page with a body to frame from.
    const preview = new URL(String(test.info().project.use.baseURL)).origin;
    await tab.goto(`${preview}/silent-renew.html`);
    const framed = await frame(tab, [`${site.origin}/silent-renew.html?error=login_required`, `${site.origin}/`, `${site.origin}/certificados`]);
    // Chromium puts its error page where a refused frame would be (the refusal is logged in that
    // frame's own console, which a page of another origin cannot hear).
    for (const refused of framed) expect(refused.location, refused.path).toMatch(/^chrome-error:/);
    await tab.context().close();
  });

  test('Trusted Types: en una página del portal ya iniciada, un texto asignado a innerHTML o al src de un script se rechaza, y no se crean otras políticas', async ({ browser, site }) => {
    const { tab, refusals } = await newTab(browser, site);
    await tab.goto('/');
    await expect(tab.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();
    const outcomes = await tab.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return 'aceptado';
        } catch (error) {
          return error instanceof Error ? error.name : 'rechazado';
        }
      };
      const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
      return {
        innerHTML: attempt(() => {
          document.createElement('div').innerHTML = '<img src=x>';
        }),
        scriptSrc: attempt(() => {
          document.createElement('script').src = '/assets/otro.js';
        }),
        otherPolicy: attempt(() => factory.createPolicy('otra', {})),
        defaultPolicy: attempt(() => factory.createPolicy('default', {})),
      };
    });
    expect(outcomes).toEqual({ innerHTML: 'TypeError', scriptSrc: 'TypeError', otherPolicy: 'TypeError', defaultPolicy: 'TypeError' });
    // Chromium says which trusted value the sink required.
    await expect.poll(() => refusals.join('\n')).toMatch(/'TrustedHTML' assignment/);
    await expect.poll(() => refusals.join('\n')).toMatch(/'TrustedScriptURL' assignment/);
    await tab.context().close();
  });
});
