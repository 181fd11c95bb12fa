#!/usr/bin/env node
// Writes `file.gz` (gzip -9) beside every compressible file of a built portal, for nginx's
// `gzip_static on` (deploy/nginx/snippets/portal-locations.conf): the CPU spends its time once
// per build, not once per request, and compresses harder than on-the-fly gzip would.
//
// Usage: node scripts/precompress-dist.mjs [dir]   (default: dist)
//
// config.json is never precompressed, and a config.json.gz left over is deleted: the deployment
// replaces config.json, and nginx would go on serving the stale .gz beside it. A .gz is written
// only when it is smaller than the file; it takes the file's modification time, so nginx's ETag
// and Last-Modified change exactly when the file does.
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest', '.ico']);
/** Replaced per environment after the build: never precompressed. */
export const NEVER_PRECOMPRESSED = new Set(['config.json']);
/** Below this the gzip header costs more than it saves. */
const MIN_BYTES = 256;

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
    if (path.endsWith('.gz')) {
      const original = path.slice(0, -3);
      // A .gz of config.json, or of a file that is gone, would be served instead of the truth.
      if (NEVER_PRECOMPRESSED.has(relative(root, original)) || !exists(original)) {
        rmSync(path);
        report.deleted.push(name);
      }
      continue;
    }
    if (NEVER_PRECOMPRESSED.has(name) || !COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    const bytes = readFileSync(path);
    const gz = `${path}.gz`;
    const zipped = bytes.length < MIN_BYTES ? null : gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (zipped === null || zipped.length >= bytes.length) {
      // A .gz from an earlier run of a file that no longer gains from it would still be served.
      if (exists(gz)) rmSync(gz);
      report.skipped.push(name);
      continue;
    }
    writeFileSync(gz, zipped);
    const { atime, mtime } = statSync(path);
    utimesSync(gz, atime, mtime);
    report.written.push(name);
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
    console.info(`${dir}: ${written.length} archivos .gz escritos, ${skipped.length} sin comprimir (pequeños), ${deleted.length} .gz obsoletos borrados.`);
  } catch (error) {
    console.error(`${dir}: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
}
