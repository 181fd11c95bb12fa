import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../scripts/precompress-dist.mjs';

describe('precompress-dist: file.gz and file.br beside each compressible file, for nginx gzip_static and brotli_static', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const big = (word: string) => `${word} `.repeat(400);

  it('compresses scripts, styles and HTML, keeps each file’s modification time, and leaves images and small files alone', () => {
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${big('<p>hola</p>')}`);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), big('console.info(1);'));
    writeFileSync(join(dir, 'assets', 'index-abc123.css'), big('a{color:red}'));
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(2048, 7));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    const old = new Date('2026-01-02T03:04:05Z');
    utimesSync(join(dir, 'assets', 'index-abc123.js'), old, old);

    const report = precompress(dir);

    expect(report.written.sort()).toEqual(['assets/index-abc123.css', 'assets/index-abc123.js', 'index.html']);
    expect(report.skipped).toEqual(['favicon.svg']);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc123.js.gz'))).toString()).toBe(big('console.info(1);'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc123.js.br'))).toString()).toBe(big('console.info(1);'));
    expect(statSync(join(dir, 'assets', 'index-abc123.js.gz')).mtime.toISOString()).toBe(old.toISOString());
    expect(statSync(join(dir, 'assets', 'index-abc123.js.br')).mtime.toISOString()).toBe(old.toISOString());
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
  });

  it('never precompresses config.json, and deletes its copies or the copies of a file that is gone', () => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ texto: big('configuración') }));
    writeFileSync(join(dir, 'config.json.gz'), 'viejo');
    writeFileSync(join(dir, 'config.json.br'), 'viejo');
    writeFileSync(join(dir, 'assets', 'old-chunk.js.gz'), 'viejo');
    writeFileSync(join(dir, 'assets', 'old-chunk.js.br'), 'viejo');

    const report = precompress(dir);

    expect(report.written).toEqual([]);
    expect(report.deleted.sort()).toEqual(['assets/old-chunk.js.br', 'assets/old-chunk.js.gz', 'config.json.br', 'config.json.gz']);
    expect(existsSync(join(dir, 'config.json.gz'))).toBe(false);
    expect(existsSync(join(dir, 'config.json.br'))).toBe(false);
  });

  it('the Brotli copy of a script is smaller than its gzip copy', () => {
    const script = Array.from({ length: 400 }, (_, index) => `export const valor${index} = { nombre: 'v${index}', total: ${index * 7} };`).join('\n');
    writeFileSync(join(dir, 'assets', 'chunk.js'), script);

    precompress(dir);

    expect(statSync(join(dir, 'assets', 'chunk.js.br')).size).toBeLessThan(statSync(join(dir, 'assets', 'chunk.js.gz')).size);
  });
});
