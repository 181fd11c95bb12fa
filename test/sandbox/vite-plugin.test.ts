// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPoints } from '@sandbox/mount-points';
import { isSandboxPath, sandbox, SANDBOX_PREFIXES } from '@sandbox/vite-plugin';
import { server as mswServer } from '@test/support/msw-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('sandbox plugin: which requests are the sandbox’s', () => {
  it('covers every mount point of sandbox/mount-points.ts', () => {
    for (const prefix of Object.values(mountPoints)) expect(isSandboxPath(`${prefix}/x`), prefix).toBe(true);
    expect([...SANDBOX_PREFIXES].sort()).toEqual(['/api', '/realms', '/sandbox']);
  });

  it.each([
    ['/api/v1/certifications/listarCertificados', true],
    ['/api/v1/x?y=/z', true],
    ['/sandbox/ip', true],
    ['/realms/portal/protocol/openid-connect/auth?client_id=x', true],
    ['/', false],
    ['/apis', false],
    ['/sandboxes', false],
    ['/certificados?next=/api/x', false],
    ['/src/main.tsx', false],
    [undefined, false],
  ])('%s -> %s', (url, expected) => {
    expect(isSandboxPath(url)).toBe(expected);
  });

  it('is applied when serving (dev and preview) and never in a build', () => {
    const plugin = sandbox();
    expect(plugin.apply).toBe('serve');
    expect(plugin.configureServer).toBeTypeOf('function');
    expect(plugin.configurePreviewServer).toBeTypeOf('function');
  });
});

// The plugin end to end, in-process: a real Vite dev server and a real preview server on
// ephemeral ports, with the sandbox loaded through its module runner as `npm start` does.
describe('sandbox plugin: mounted by Vite', () => {
  let running: ViteDevServer | PreviewServer | null = null;
  let outDir: string | null = null;

  afterEach(async () => {
    await running?.close();
    running = null;
    if (outDir) await rm(outDir, { recursive: true, force: true });
    outDir = null;
    vi.unstubAllEnvs();
  });

  // vitest sets VITEST, which the plugin reads as "tests use msw/node": unset it here.
  const asOutsideVitest = () => vi.stubEnv('VITEST', '');

  function get(url: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { timeout: 20_000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out: ${url}`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  function postJson(url: string, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
      const outgoing = httpRequest(url, { method: 'POST', headers, timeout: 20_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out: ${url}`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /**
   * A booking request of about 37 MB (the largest the portal sends: four people with three files
   * of 2 MB and the refund's two buyer documents): nothing in Vite's stack may cap request bodies.
   */
  function largestBookingRequest(): string {
    const bytes = Buffer.alloc(2_000_000, 0x20);
    Buffer.from('%PDF-1.7\n').copy(bytes);
    const binary = bytes.toString('base64');
    const file = (name: string) => ({ name, type: 'application/pdf', binary });
    const people = ['1020304101', '43876512', '1020987654', '1021456789'].map((documentNumber) => ({
      documentType: 'PT',
      documentNumber,
      process: 3,
      status: 14,
      motive: 1,
      reasonType: 'fuerzaMayor',
      files: [file('a'), file('b'), file('c')],
    }));
    return JSON.stringify({
      buyer: { documentType: 'CC', documentNumber: '1020304101', identityDocument: file('cedula'), bankCertification: file('banco') },
      reservations: [{ reservationCode: 'RVA-2026-031401', observation: '', people }],
    });
  }

  async function checkSandbox(origin: string): Promise<void> {
    mswServer.use(http.all(`${origin}/*`, () => passthrough()));
    const list = await get(`${origin}/api/v1/certifications/listarCertificados`);
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { data: unknown[] }).data).toHaveLength(9);
    expect(JSON.parse((await get(`${origin}/sandbox/ip`)).body)).toEqual({ ip: '127.0.0.1' });
    expect((await get(`${origin}/sandbox/externo/encuesta`)).body).toContain('Sitio externo simulado por el sandbox');
    expect((await get(`${origin}/sandbox/widgets/release-notes.js`)).type).toContain('text/javascript');
    expect(await postJson(`${origin}/api/v1/create-request/create-request`, largestBookingRequest())).toBe(200);
    // Anything else is still Vite's: the SPA's index.html.
    const page = await get(`${origin}/certificados`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  }

  it('serves the sandbox in dev (vite)', { timeout: 60_000 }, async () => {
    asOutsideVitest();
    const dev = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [sandbox()],
      server: { port: 0, host: '127.0.0.1', strictPort: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    running = dev;
    await dev.listen();
    await checkSandbox(new URL(dev.resolvedUrls?.local[0] ?? '').origin);
  });

  it('serves the same sandbox in preview (vite preview, the production build)', { timeout: 60_000 }, async () => {
    asOutsideVitest();
    outDir = await mkdtemp(path.join(tmpdir(), 'sandbox-preview-'));
    await writeFile(path.join(outDir, 'index.html'), '<!doctype html><html lang="es-CO"><body><div id="root"></div></body></html>');
    const previewServer = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [sandbox()],
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
    });
    running = previewServer;
    await checkSandbox(new URL(previewServer.resolvedUrls?.local[0] ?? '').origin);
  });

  it('stays out of the way under vitest, whose tests use msw/node', async () => {
    const use = vi.fn();
    const plugin = sandbox();
    const hook = plugin.configureServer as (server: unknown) => void;
    hook({ config: { logger: console }, middlewares: { use } });
    expect(use).not.toHaveBeenCalled();
  });
});
