// What serves the benchmark's build: as production does (nginx, https and HTTP/2), or `vite preview`
// alone (HTTP/1.1), the setup measured before ADR 0018. Both stop with the benchmark.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { findNginx, findNginxBrotliModule } from '../find-nginx.mjs';
import { hasOpenssl, startNginxSite, throwAwayCertificate } from '../nginx-site.mjs';
import { startPreview, trustCertificate } from './browser.mjs';

/**
 * Serves `cwd/outDir` on https://localhost:<port> (`kind` 'nginx') or http://localhost:<port>
 * (`kind` 'preview'). Resolves with the origin the browser uses, the folder it serves (`root`:
 * nginx's copy of the build, or the build itself with preview; a file written there is served at
 * once), the sandbox's own origin (the same with preview), a description for the report and `stop()`.
 */
export async function startBenchServer({ kind, cwd, outDir, port }) {
  if (kind === 'preview') {
    const preview = await startPreview({ cwd, outDir, port });
    return { ...preview, root: join(cwd, outDir), sandboxOrigin: preview.origin, description: 'vite preview, HTTP/1.1' };
  }
  return startProductionServer({ cwd, outDir, port });
}

/**
 * The build served as deploy/ serves it: nginx over https and HTTP/2 (scripts/nginx-site.mjs:
 * portal-locations.conf, the generated security headers, brotli_static), the sandbox behind it.
 * The sandbox's own `vite preview` listens on port + 10 and takes the nginx origin as its public
 * one (the identity provider's issuer must be the browser's origin). The certificate is made for
 * this run, and only the Chromium this process launches trusts it.
 */
async function startProductionServer({ cwd, outDir, port }) {
  const nginx = findNginx();
  if (!nginx || !findNginxBrotliModule()) {
    throw new Error(
      'El banco sirve el portal como producción, con nginx y su módulo brotli_static: ' +
        'sudo apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static ' +
        '(o --server preview para medir con vite preview y HTTP/1.1).',
    );
  }
  if (!hasOpenssl()) throw new Error('El banco sirve https con un certificado de un solo uso: instala openssl (o usa --server preview).');
  // A commit from before ADR 0018 (--ref) has a sandbox that ignores SANDBOX_PUBLIC_ORIGIN: its
  // provider would refuse the https address and the portal would start without its sign-in check.
  const plugin = join(cwd, 'sandbox', 'vite-plugin.ts');
  if (!existsSync(plugin) || !readFileSync(plugin, 'utf8').includes('SANDBOX_PUBLIC_ORIGIN')) {
    throw new Error('Este código es de antes de que el sandbox pudiera estar detrás de nginx (ADR 0018): mídelo con --server preview.');
  }
  const publicOrigin = `https://localhost:${port}`;
  const sandbox = await startPreview({ cwd, outDir, port: port + 10, publicOrigin });
  const work = mkdtempSync(join(os.tmpdir(), 'portal-bench-nginx-'));
  try {
    const tls = await throwAwayCertificate(join(work, 'tls'));
    trustCertificate(tls.spkiSha256);
    const site = await startNginxSite({ nginx, prefix: join(work, 'site'), dist: join(cwd, outDir), upstream: sandbox.origin, port, tls });
    return {
      origin: site.origin,
      root: site.root,
      sandboxOrigin: sandbox.origin,
      description: 'nginx with https and HTTP/2, as deploy/nginx/portal.conf; the sandbox behind it',
      stop() {
        void site.stop();
        sandbox.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    sandbox.stop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
