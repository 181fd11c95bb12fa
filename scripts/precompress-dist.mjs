#!/usr/bin/env node
// Writes `file.gz` (gzip -9) and `file.br` (Brotli, quality 11) beside every compressible file of a
// built portal, for nginx's `gzip_static on` and `brotli_static on`
// (deploy/nginx/snippets/portal-locations.conf): the CPU spends its time once per build, not once
// per request, and compresses harder than on-the-fly compression would. Brotli takes the entry
// 15 % below gzip -9 (222.5 -> 189.4 KB), which on a slow phone network is the first screen's
// largest wait (docs/performance.md).
//
// Usage: node scripts/precompress-dist.mjs [dir]   (default: dist)
//
// config.json is never precompressed, and a config.json.gz or .br left over is deleted: the
// deployment replaces config.json, and nginx would go on serving the stale copy beside it. Each
// copy is written only when it is smaller than the file; it takes the file's modification time,
// so nginx's ETag and Last-Modified change exactly when the file does.
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest', '.ico']);
/** Replaced per environment after the build: never precompressed. */
export const NEVER_PRECOMPRESSED = new Set(['config.json']);
/** Below this the compressed form's header costs more than it saves. */
const MIN_BYTES = 256;

/** Each precompressed form: its suffix and how it is made. */
const ENCODINGS = [
  { suffix: '.gz', encode: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
  {
    suffix: '.br',
    encode: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  },
];
const encodingOf = (path) => ENCODINGS.find(({ suffix }) => path.endsWith(suffix));

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Precompresses `dir` in place; returns what it wrote, skipped and deleted (paths relative to dir). */
export function precompress(dir) {
  const root = resolve(dir);
  const report = { written: [], skipped: [], deleted: [] };
  for (const path of filesUnder(root)) {
    const name = relative(root, path);
    const encoded = encodingOf(path);
    if (encoded) {
      const original = path.slice(0, -encoded.suffix.length);
      // A copy of config.json, or of a file that is gone, would be served instead of the truth.
      if (NEVER_PRECOMPRESSED.has(relative(root, original)) || !exists(original)) {
        rmSync(path);
        report.deleted.push(name);
      }
      continue;
    }
    if (NEVER_PRECOMPRESSED.has(name) || !COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    const bytes = readFileSync(path);
    let wroteAny = false;
    for (const { suffix, encode } of ENCODINGS) {
      const target = `${path}${suffix}`;
      const packed = bytes.length < MIN_BYTES ? null : encode(bytes);
      if (packed === null || packed.length >= bytes.length) {
        // A copy from an earlier run of a file that no longer gains from it would still be served.
        if (exists(target)) rmSync(target);
        continue;
      }
      writeFileSync(target, packed);
      const { atime, mtime } = statSync(path);
      utimesSync(target, atime, mtime);
      wroteAny = true;
    }
    (wroteAny ? report.written : report.skipped).push(name);
  }
  return report;
}

function exists(path) {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist';
  try {
    const { written, skipped, deleted } = precompress(dir);
    console.info(`${dir}: ${written.length} archivos precomprimidos (.gz y .br), ${skipped.length} sin comprimir (pequeños), ${deleted.length} copias obsoletas borradas.`);
  } catch (error) {
    console.error(`${dir}: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
}
