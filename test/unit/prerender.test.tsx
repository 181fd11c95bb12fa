import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderedRoutes } from '@/presentation/app/prerender/prerendered-routes.model';
import { prerenderRoute } from '@/prerender';
import { routeFile } from '../../scripts/prerender.mjs';

// The build-time prerender (ADR 0022), rendered here as scripts/prerender.mjs renders it at build
// time: React's server renderer in Node, Emotion in its server mode.

const configJson: unknown = JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'));
const tradeName = (configJson as { provider: { tradeName: string } }).provider.tradeName;

/** The markup's text as a person would read it: tags out, invisible placeholders (data-placeholder) out. */
function visibleText(markup: string): string {
  let text = markup;
  // Innermost placeholders first, until none is left.
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/<span[^>]*data-placeholder=""[^>]*>(?:(?!<span[^>]*data-placeholder="")[\s\S])*?<\/span>/, '');
  }
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the build-time prerender', () => {
  it('the home: its content and its largest image, nothing of the session or the configuration', async () => {
    const { markup, rules, earlyCall } = await prerenderRoute('/', configJson);

    expect(markup).toMatch(/<h1[^>]*>Servicios en línea<\/h1>/);
    expect(markup).toContain('<div data-prerender="" inert="">');
    expect(markup).toContain('<p class="first-frame__status" role="status">Cargando el portal de servicios en línea…</p>');
    // The first card's illustration, asked for first by the preload scanner.
    expect(markup).toMatch(/<img src="\/images\/home-pagos-en-linea\.svg"[^>]*fetchPriority="high"/);
    // The sign-in area and the footer are placeholders; the lead naming the fund is drawn invisible.
    expect(markup).toContain('<span class="first-frame__action" data-placeholder=""></span>');
    expect(markup).toContain('<span class="first-frame__footer" data-placeholder=""></span>');
    expect(markup).not.toContain('Iniciar sesión');
    const text = visibleText(markup);
    expect(text).toContain('Ir a Certificados');
    expect(text).not.toContain(tradeName);
    expect(text).not.toContain('Quiénes somos');
    // The home draws with the first screen's static classes only (ADR 0026): no Emotion rule, its
    // styles are all in src/page.css.
    expect(rules).toEqual({});
    expect(markup).toContain('class="shell-home-page"');
    // Its largest element is in the prerender: no call of the start draws it.
    expect(earlyCall).toBe(false);
  });

  it('/certificados: the intro and the grid\'s placeholders, never a gated card\'s sign-in prompt', async () => {
    const { markup, rules, earlyCall } = await prerenderRoute('/certificados', configJson);

    expect(markup).toMatch(/<h1[^>]*>Certificados<\/h1>/);
    // Drawn with static classes only, as the home: its cards paint without Chakra.
    expect(rules).toEqual({});
    expect(markup).toContain('class="shell-certificates-page"');
    expect(markup).toContain('data-testid="certificates-skeleton"');
    expect(markup).not.toContain('Iniciar sesión');
    expect(visibleText(markup)).not.toMatch(/requiere/);
    // Every card's picture, preloaded from the HTML at low priority: in before the list answers.
    const preloaded = [...markup.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="low"\/>/g)].map((match) => match[1]);
    expect(preloaded).toHaveLength(9);
    expect(preloaded).toContain('/images/certificado-trabajador.svg');
    expect(preloaded).toContain('/images/certificado-defuncion.svg');
    // Its cards come from the list call the start makes: the main view paints its largest element.
    expect(earlyCall).toBe(true);
  });

  it('a certificate without sign-in: the first step\'s labels', async () => {
    const { markup, earlyCall } = await prerenderRoute('/certificados/certificado-afiliacion-trabajador', configJson);

    expect(visibleText(markup)).toMatch(/Tipo de documento .*Número de documento/);
    expect(earlyCall).toBe(false);
    expect(markup).not.toContain('Iniciar sesión');
  });

  it('a booking request: its lead and its first step, as the main view draws them while it looks for the draft', async () => {
    const { markup } = await prerenderRoute('/solicitud-de-devolucion', configJson);

    expect(visibleText(markup)).toMatch(
      /Solicitud de devolución Solicita la devolución .* Recuperando tu solicitud… Paso 1 de 5 Datos de quien hizo la compra .*Tipo de documento .*Número de documento .*Regresar Validar/,
    );
  });

  it('the data update, which needs a sign-in: the page as a signed-in person sees it before the record, never the redirect', async () => {
    const { markup, rules } = await prerenderRoute('/actualizacion-de-datos', configJson);

    expect(visibleText(markup)).toMatch(
      /^.*Actualización de datos Revisa y actualiza tus datos de contacto y de ubicación\. .* Tus datos Nombre Documento Cargando tus datos…/,
    );
    // Each value keeps one line's place, empty: the session is not known at build time.
    expect(markup.match(/<dd class="shell-data-list-value"><span class="prerender-invisible" aria-hidden="true" data-placeholder="">\u00a0<\/span><\/dd>/g)).toHaveLength(2);
    expect(markup).not.toContain('Redirigiendo al inicio de sesión');
    expect(markup).not.toContain('Iniciar sesión');
    // Drawn with static classes only: the form, which brings Chakra, comes with the record.
    expect(rules).toEqual({});
    expect(markup).not.toMatch(/<form/);
  });

  // One test per route: each is a whole server render, and thirteen in one test outgrew the
  // per-test time limit beside other files on two cores.
  const configured = JSON.stringify(configJson).match(/"\/sandbox\/[^"]+"/g) ?? [];
  it.each(prerenderedRoutes)('no address of the configuration on %s', async (path) => {
    expect(configured.length).toBeGreaterThan(5);
    const { markup } = await prerenderRoute(path, configJson);
    for (const address of configured) expect(markup, path).not.toContain(`href=${address}`);
  });

  it('a link keeps its href only when it is a route of the portal', async () => {
    const { markup } = await prerenderRoute('/creditos', configJson);
    expect(markup).toMatch(/<a [^>]*href="\/"/);
  });

  it('refuses a path that is no route of the portal', async () => {
    await expect(prerenderRoute('/no-existe', configJson)).rejects.toThrow(/not a route of the portal/);
  });

  it('the build writes each route where nginx and the preview look for it', () => {
    for (const path of prerenderedRoutes) expect(routeFile(path)).toBe(prerenderedFile(path));
    expect(prerenderedFile('/')).toBe('_routes/index.html');
    expect(prerenderedFile('/certificados/certificado-fosfec')).toBe('_routes/certificados/certificado-fosfec.html');
  });
});
