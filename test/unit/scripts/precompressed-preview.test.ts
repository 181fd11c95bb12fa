import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor, precompressedCopy, precompressedPreviewPlugin } from '../../../scripts/precompressed-preview.mjs';

describe('precompressed preview: file.br, else file.gz, as nginx brotli_static and gzip_static serve them', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.info(1);');
    writeFileSync(join(root, 'assets', 'index-abc.js.br'), 'br');
    writeFileSync(join(root, 'assets', 'index-abc.js.gz'), 'gz');
    writeFileSync(join(root, 'assets', 'only-gzip.css'), 'a{}');
    writeFileSync(join(root, 'assets', 'only-gzip.css.gz'), 'gz');
    writeFileSync(join(root, 'assets', 'plain.js'), 'console.info(2);');
    writeFileSync(join(root, 'secret.js.br'), 'outside');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives Brotli to a browser that accepts it, gzip to one that accepts only gzip, nothing otherwise', () => {
    expect(precompressedCopy(root, '/assets/index-abc.js', 'gzip, deflate, br')).toEqual({
      file: join(root, 'assets', 'index-abc.js.br'),
      encoding: 'br',
      type: 'text/javascript',
    });
    expect(precompressedCopy(root, '/assets/index-abc.js?v=1', 'gzip')?.encoding).toBe('gzip');
    expect(precompressedCopy(root, '/assets/only-gzip.css', 'br, gzip')).toMatchObject({ encoding: 'gzip', type: 'text/css' });
    expect(precompressedCopy(root, '/assets/index-abc.js', 'identity')).toBeNull();
    expect(precompressedCopy(root, '/assets/index-abc.js', undefined)).toBeNull();
  });

  it('gives the hashed assets the year-long immutable caching nginx gives them, and nothing else a header', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/config.json')).toBeNull();
    expect(cacheControlFor('/certificados')).toBeNull();
  });

  it('leaves to Vite a file without copies, a missing file, a route, and any path outside the build', () => {
    expect(precompressedCopy(root, '/assets/plain.js', 'br, gzip')).toBeNull();
    expect(precompressedCopy(root, '/assets/missing.js', 'br, gzip')).toBeNull();
    expect(precompressedCopy(root, '/certificados', 'br, gzip')).toBeNull();
    expect(precompressedCopy(root, '/assets/../../etc/passwd.js', 'br')).toBeNull();
    expect(precompressedCopy(join(root, 'assets'), '/../secret.js', 'br')).toBeNull();
    expect(precompressedCopy(root, '/assets/%E0%A4%A.js', 'br')).toBeNull();
  });

  it('the preview middleware answers with the copy, its encoding, type, length and Vary; anything else goes on', () => {
    type Middleware = (request: object, response: object, next: () => void) => void;
    let middleware: Middleware | null = null;
    const plugin = precompressedPreviewPlugin() as { configurePreviewServer: (server: object) => void };
    plugin.configurePreviewServer({
      config: { root, build: { outDir: '.' } },
      middlewares: { use: (handler: Middleware) => (middleware = handler) },
    });
    const answer = (url: string, acceptEncoding: string, method = 'GET') => {
      const headers: Record<string, string> = {};
      const result = { passed: false, status: 0, headers, body: undefined as Buffer | undefined };
      const response = {
        set statusCode(value: number) {
          result.status = value;
        },
        setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
        end: (body?: Buffer) => (result.body = body),
      };
      (middleware as unknown as Middleware)({ url, method, headers: { 'accept-encoding': acceptEncoding } }, response, () => (result.passed = true));
      return { ...result, setHeader: (name: string, value: string) => response.setHeader(name, value) };
    };

    const brotli = answer('/assets/index-abc.js', 'gzip, br');
    expect(brotli).toMatchObject({ passed: false, status: 200 });
    expect(brotli.headers).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'text/javascript', 'content-encoding': 'br', 'content-length': '2',
      vary: 'Accept-Encoding',
    });
    expect(brotli.body?.toString()).toBe('br');
    expect(answer('/assets/index-abc.js', 'gzip, br', 'HEAD').body).toBeUndefined();
    const plain = answer('/assets/plain.js', 'gzip, br');
    expect(plain.passed).toBe(true);
    // Vite's static middleware serves it next and sets its own header, which does not win.
    plain.setHeader('Cache-Control', 'no-cache');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer('/config.json', 'gzip, br').headers['cache-control']).toBeUndefined();
    expect(answer('/assets/index-abc.js', 'gzip, br', 'POST').passed).toBe(true);
  });
});
