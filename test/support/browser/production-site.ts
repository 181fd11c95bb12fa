import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { WorkerInfo } from '@playwright/test';
import { findNginx, findNginxBrotliModule } from '../../../scripts/find-nginx.mjs';
import { startNginxSite, type NginxSite } from '../../../scripts/nginx-site.mjs';

// The production build served the way docs/deployment.md deploys it: Debian's nginx with
// deploy/nginx/snippets/portal-locations.conf and the security headers scripts/generate-csp.mjs
// generates from the deployed config.json, one nginx per worker, started the first time a test of
// the worker asks for it (test/support/browser/production-server.ts says what its specs check).
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

/** The `site` worker fixture: this worker's nginx in front of the preview server, stopped with the worker. */
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
export async function provideProductionSite({}: object, provide: (site: NginxSite) => Promise<void>, workerInfo: WorkerInfo): Promise<void> {
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
}
