import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../../scripts/generate-csp.mjs';
import type { NginxSite } from '../../../scripts/nginx-site.mjs';
import { isCI, nginx } from './production-site';
import { testWithItsOwnContext } from './test';

export { checkoutOrigin, nginx } from './production-site';

// The production-server specs (test/e2e/production-server*.spec.ts) run against the production
// build behind this worker's nginx (the `site` fixture, test/support/browser/production-site.ts).
// The portal must work under its own policy: every route those specs walk, a sign-in, a download,
// a PDF in a new tab, the silent sign-in check, the inactivity window and /pagos-en-linea (the
// frequent-questions PDF, cash with its receipt printed, a card paid through the sandbox's checkout
// and back), the school certificate's and a booking request's uploads, with zero
// Content-Security-Policy violations, under its cross-origin opener and resource policies.
// production-server-refusals.spec.ts checks what the policy refuses: framing, Trusted Types.

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
export const test = testWithItsOwnContext.extend<Fixtures>({
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
 * headers do not depend on the screen, so they run at 1280 px only (the phone projects do not even
 * load these files, playwright.config.ts), and outside CI a machine without nginx skips them with
 * the reason.
 */
export function onlyOnDesktopWithNginx(): void {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'Solo en escritorio: las cabeceras no cambian con la pantalla.');
  test.skip(nginx === null && !isCI, 'Sin nginx o su módulo brotli_static (fuera de CI): instala nginx y libnginx-mod-http-brotli-static de Debian.');
}

const securityHeaders = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * silent-renew.html's policy, the one page the portal frames: the pages' policy (what nginx sends,
 * `site.contentSecurityPolicy`) with `frame-ancestors 'self'` for `'none'`, as the generator writes it.
 */
function silentRenewPolicy(site: NginxSite): string {
  const config = JSON.parse(readFileSync(join(site.root, 'config.json'), 'utf8')) as object;
  return contentSecurityPolicy(config, { frameable: true });
}

/**
 * The portal's security headers on one answer: the generated CSP, enforced (never report-only).
 * `what` is the answer's URL or a name; silent-renew.html (`/silent-renew.html` in it) may be framed
 * by the portal, every other page by nobody.
 */
export function expectSecurityHeaders(headers: Record<string, string>, site: NginxSite, what: string) {
  const silentRenew = /(^|\/)silent-renew\.html(\?|$)/.test(what.startsWith('http') ? new URL(what).pathname : what);
  const policy = silentRenew ? silentRenewPolicy(site) : site.contentSecurityPolicy;
  expect(headers['content-security-policy'], `${what}: Content-Security-Policy`).toBe(policy);
  expect(directive(policy, 'frame-ancestors'), `${what}: frame-ancestors`).toEqual([silentRenew ? "'self'" : "'none'"]);
  expect(headers['content-security-policy-report-only'], `${what}: sin Report-Only`).toBeUndefined();
  for (const [name, value] of Object.entries(securityHeaders)) {
    const expected = name === 'x-frame-options' && silentRenew ? 'SAMEORIGIN' : value;
    expect(headers[name], `${what}: ${name}`).toBe(expected);
  }
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
}

/**
 * The headers of a file that is never a page (deploy/nginx/snippets/portal-file-headers.conf): no page
 * policy, and a Content-Security-Policy under which nothing runs.
 */
export function expectFileHeaders(headers: Record<string, string>, what: string) {
  expect(headers['content-security-policy'], `${what}: Content-Security-Policy`).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
  for (const name of ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy']) {
    expect(headers[name], `${what}: ${name}`).toBe(securityHeaders[name as keyof typeof securityHeaders]);
  }
  for (const name of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
    expect(headers[name], `${what}: sin ${name}`).toBeUndefined();
  }
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
