// `npm run bench:floor [-- --runs N]`: the library floor and the route floor of /certificados
// (docs/performance.md, "The library floor"). Not a test, and not the portal: it builds
// scripts/bench/library-floor/entry.js (the design card's libraries started, one heading and one
// paragraph, no portal code), then certificates-entry.js (what /certificados does before its cards:
// config.json, the silent check and the list call, with the libraries they need), each into the
// portal's own index.html (same first frame, same stylesheet, same low-priority entry started after
// the first paint), serves it as `npm run bench:lighthouse` serves the portal (nginx over https and
// HTTP/2 as production, or `--server preview`) and runs Lighthouse mobile on it the same way.
// What it prints is how fast the portal's first screen could be if its own code cost nothing:
// the gap between this and the portal's `/` (or `/certificados`) is the portal's; the floor itself
// is the design card's (and, for the route, its order of work: the silent check, then the list).
// It only prints its table (no file is written): docs/performance.md keeps the figures that matter.
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
import { installExitHandlers, killEverything, withChromium } from './bench/browser.mjs';
import { CERTIFICATES_FLOOR, LIBRARY_FLOOR, buildLibraryFloor } from './bench/library-floor.mjs';
import { startBenchServer } from './bench/server.mjs';
import { median, summariseLhr } from './bench/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const print = (line = '') => process.stdout.write(`${line}\n`);
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '4176' }, server: { type: 'string', default: 'nginx' } },
});
const runs = Number(options.runs);
const port = Number(options.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs inválido: ${options.runs}`);

installExitHandlers();
let server = null;
try {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const chromiumPath = findChromium();
  const rows = [];
  for (const [label, floor] of [
    ['Piso de las librerías', LIBRARY_FLOOR],
    ['Piso de /certificados', CERTIFICATES_FLOOR],
  ]) {
    // The builds are shared with `bench:lighthouse -- --floor` (scripts/bench/library-floor.mjs).
    const { outDir, gzipKiB, brotliKB, scripts } = await buildLibraryFloor(root, floor);
    print(`${label}: ${scripts} archivo(s) de JS, ${gzipKiB.toFixed(1)} KiB gzip, ${brotliKB.toFixed(1)} KB Brotli`);
    server = await startBenchServer({ kind: options.server, cwd: root, outDir: relative(root, outDir), port });
    print(`Servidor: ${server.origin} (${server.description})`);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const summary = await withChromium(chromiumPath, async (browser) => {
        const tab = await browser.newPage();
        const result = await lighthouse(
          `${server.origin}/`,
          { logLevel: 'error', output: 'json' },
          { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
          tab,
        );
        if (!result) throw new Error('Lighthouse no devolvió resultado');
        return summariseLhr(result.lhr);
      });
      results.push(summary);
      print(
        `#${run}: rendimiento ${summary.performance}, FCP ${Math.round(summary.fcp)} ms, LCP ${Math.round(summary.lcp)} ms, ` +
          `TBT ${Math.round(summary.tbt)} ms, BenchmarkIndex ${summary.benchmarkIndex}`,
      );
    }
    server.stop();
    server = null;
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push(
      `| ${label} (${commit}) | ${gzipKiB.toFixed(1)} KiB | ${brotliKB.toFixed(1)} KB | **${pick('performance')}** | ` +
        `${Math.round(pick('fcp'))} ms | ${Math.round(pick('lcp'))} ms | ${Math.round(pick('tbt'))} ms | ${Math.round(pick('benchmarkIndex'))} |`,
    );
  }
  print('');
  print('| Página | JS gzip | JS Brotli | Rendimiento | FCP | LCP | TBT | BenchmarkIndex |');
  print('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) print(row);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server?.stop();
  killEverything();
}
