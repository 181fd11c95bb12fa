import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { findNginx, findNginxBrotliModule } from '../../../scripts/find-nginx.mjs';
import { startNginxSite, type NginxSite } from '../../../scripts/nginx-site.mjs';

// The production build served the way docs/deployment.md deploys it, for the production-server
// specs (test/e2e/production-server*.spec.ts): Debian's nginx with
// deploy/nginx/snippets/portal-locations.conf and the security headers scripts/generate-csp.mjs
// generates from the deployed config.json, one nginx per worker. The portal must work under its own
// policy: every route those specs walk, a sign-in, a download, a PDF in a new tab, the silent
// sign-in check, the inactivity window and /pagos-en-linea (the frequent-questions PDF, cash with
// its receipt printed, a card paid through the sandbox's checkout and back), with zero
// Content-Security-Policy violations, under its cross-origin opener and resource policies.
//
// The deployed config.json is the build's, with the identity provider and the release-notes widget
// on another origin (the preview server's), as in production, so the policy names origins and
// not only 'self'. The sandbox provider's issuer is the preview origin, which an OIDC issuer must
// match exactly: that is why identity.url points there rather than through nginx's /realms proxy.
// /api and /sandbox (IP lookup, external pages, the checkout) go through nginx to the preview
// server, which therefore sees nginx's host and sends people to its checkout on nginx's origin:
// checkoutOrigins names '/' for it, beside a provider's origin of its own.

// nginx as the deployment runs it: with the brotli_static module portal-locations.conf uses.
export const nginx = findNginxBrotliModule() === null ? null : findNginx();
export const isCI = process.env.CI === 'true';
export const checkoutOrigin = 'https://checkout.example.test';

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

/**
 * The test of the production-server specs: `site` (nginx, once per worker), the test's baseURL on
 * it, and a context that records every CSP violation and every document's headers, and fails the
 * test on any violation.
 */
export const test = base.extend<Fixtures, { site: NginxSite }>({
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

/**
 * The conditions of every production-server test, called at the top of each of their files:
 * headers do not depend on the screen (the phone project would only run the same requests again),
 * and outside CI a machine without nginx skips them with the reason.
 */
export function onlyOnDesktopWithNginx(): void {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'Solo en escritorio: las cabeceras no cambian con la pantalla.');
  test.skip(nginx === null && !isCI, 'Sin nginx o su módulo brotli_static (fuera de CI): instala nginx y libnginx-mod-http-brotli-static de Debian.');
}

const securityHeaders = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The portal's security headers on one answer: the generated CSP, enforced (never report-only). */
export function expectSecurityHeaders(headers: Record<string, string>, site: NginxSite, what: string) {
  expect(headers['content-security-policy'], `${what}: Content-Security-Policy`).toBe(site.contentSecurityPolicy);
  expect(headers['content-security-policy-report-only'], `${what}: sin Report-Only`).toBeUndefined();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
}

/** The sources of one directive of a Content-Security-Policy value. */
export const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

/** A request of the test's page to `path`, redirects not followed. */
export async function get(page: Page, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return page.request.get(path, { headers, maxRedirects: 0 });
}

export { expect };
