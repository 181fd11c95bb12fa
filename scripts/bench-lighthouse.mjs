// `npm run bench:lighthouse [-- options]`: the portal's performance benchmark (docs/performance.md).
// Not a test: `npm test` never runs it. It
//   1. builds the portal into dist-bench/ (never dist/, which the browser tests build and serve)
//      and precompresses it as a deployment does (scripts/precompress-dist.mjs: file.br, file.gz);
//   2. serves it as production does: Debian's nginx with deploy/nginx/snippets/portal-locations.conf
//      and the generated security headers, over https and HTTP/2 as deploy/nginx/portal.conf
//      listens (a throw-away certificate that only this run's Chromium trusts), on
//      https://localhost:4175, with the sandbox (`vite preview` on port 4185, its identity provider's
//      issuer the nginx origin) behind /api, /realms and /sandbox (scripts/nginx-site.mjs).
//      `--server preview` measures the setup from before ADR 0018 instead: `vite preview` alone on
//      http://localhost:4175, HTTP/1.1, the same .br/.gz copies (scripts/precompressed-preview.mjs);
//   3. takes each route's static limit on that server: the route loaded in Chromium (signed in for
//      the signed-in route), its settled main view saved as HTML without scripts, Emotion's CSSOM
//      rules written in, under the served root's __limit__/ (scripts/bench/static-limit.mjs);
//      with --floor, also puts the floors' builds (scripts/bench/library-floor.mjs) there;
//   4. runs Lighthouse 12 mobile (its defaults: simulated slow 4G, 4× CPU slowdown, a phone's
//      screen; performance, accessibility and best practices) N times on each route and on its
//      static limit, interleaved (round 1: route, its limit, the next route, its limit… the floors;
//      then round 2), each run in a fresh Chromium; the signed-in route as a Lighthouse user flow:
//      María signs in on the sandbox provider's page, then a navigation step to the route with the
//      HTTP cache emptied; each route is read against its gates (scripts/bench/gates.mjs); a run
//      whose trace or screenshots Lighthouse could not read is repeated, twice at most, and named
//      in the section (scripts/bench/retry.mjs);
//   5. measures the main-thread work of three interactions (scripts/bench/interactions.mjs);
//   6. puts a section with the medians, the ratios to the limits, the gates, the benchmarkIndex,
//      the date and the machine first in
//      docs/performance-results.md (created when missing; scripts/bench/results-file.mjs) and writes
//      every run's raw figures and Lighthouse JSON to bench-results/<date>/ (git-ignored).
//      docs/performance.md, which explains the figures, is never written.
// Every process it starts (build, server, Chromium) is killed on exit, failure or Ctrl-C.
//
// Options:
//   --runs N                 runs per route and per interaction (3)
//   --routes /,/certificados only these routes ('none' for no Lighthouse runs)
//   --interactions cuota,pago,compra | none   only these interactions
//   --label "text"           the heading of this run's section (default: the date and commit)
//   --ref <commit>           measure that commit (a clean copy from `git archive`), not the work tree
//   --skip-build             reuse the existing dist-bench/ (of the work tree)
//   --wait-quiet             before measuring, wait until no other Chromium, Playwright or
//                            `vite preview` runs (polled every 30 s, up to --wait-minutes, 25)
//   --no-write               print the section; leave docs/performance-results.md alone
//   --server nginx|preview   what serves the build (nginx: https and HTTP/2, as production)
//   --port N                 the port the browser uses (4175); with nginx, the sandbox's is N + 10
//   --floor                  also measure the library floor (the TBT gate's alternative) and the
//                            route floor of /certificados (its LCP ratio's lower bound)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findChromium } from './find-chromium.mjs';
import { precompress } from './precompress-dist.mjs';
import { installExitHandlers, killEverything, runNode, withChromium } from './bench/browser.mjs';
import { startBenchServer } from './bench/server.mjs';
import { INTERACTIONS, measureInteraction } from './bench/interactions.mjs';
import { personas } from './bench/portal.mjs';
import { markdownSection, routeMedians, summariseLhr } from './bench/report.mjs';
import { recordResultSection } from './bench/results-file.mjs';
import { benchmarkIndexSummary, evaluateGates } from './bench/gates.mjs';
import { RECORDING_RETRIES, runWithRecordingRetries } from './bench/retry.mjs';
import { foreignProcesses, lighthouseRoute, lighthouseUrl, waitUntilQuiet, warmUpSandbox } from './bench/lighthouse-runs.mjs';
import { CERTIFICATES_FLOOR, buildLibraryFloor, installLibraryFloor } from './bench/library-floor.mjs';
import { captureStaticLimit, writeStaticLimit } from './bench/static-limit.mjs';
import { routeFileName } from './bench/static-limit-page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const print = (line = '') => process.stdout.write(`${line}\n`);

const ROUTES = [
  { path: '/' },
  { path: '/certificados' },
  { path: '/certificados/certificado-afiliacion-trabajador' },
  { path: '/pagos-en-linea' },
  { path: '/solicitud-de-devolucion' },
  { path: '/actualizacion-de-datos', signedIn: personas.maria },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    interactions: { type: 'string' },
    label: { type: 'string' },
    ref: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'wait-quiet': { type: 'boolean', default: false },
    'wait-minutes': { type: 'string', default: '25' },
    'no-write': { type: 'boolean', default: false },
    port: { type: 'string', default: '4175' },
    server: { type: 'string', default: 'nginx' },
    floor: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});
const waitQuietMinutes = options['wait-quiet'] ? Number(options['wait-minutes']) : null;

const runs = Number(options.runs);
const port = Number(options.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs inválido: ${options.runs}`);
if (!Number.isInteger(port) || port < 1024) throw new Error(`--port inválido: ${options.port}`);
if (!['nginx', 'preview'].includes(options.server)) throw new Error(`--server inválido: ${options.server} (nginx o preview)`);
const list = (value) => (value === undefined ? null : value === 'none' ? [] : value.split(',').map((item) => item.trim()).filter(Boolean));
const routePaths = list(options.routes);
const routes = routePaths === null ? ROUTES : routePaths.map((path) => ROUTES.find((route) => route.path === path) ?? { path });
const interactionIds = list(options.interactions);
const interactions = interactionIds === null ? INTERACTIONS : interactionIds.map((id) => {
  const found = INTERACTIONS.find((interaction) => interaction.id === id);
  if (!found) throw new Error(`Interacción desconocida: ${id} (${INTERACTIONS.map((i) => i.id).join(', ')})`);
  return found;
});

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('No se encontró Chromium (CHROME_PATH, /usr/bin/chromium). Instálalo con: sudo apt-get install -y chromium');
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

/** Where the build to measure comes from: the work tree, or a clean copy of a commit. */
function prepareSource() {
  if (!options.ref) {
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'sandbox') !== '';
    return { cwd: root, description: `work tree at ${head}${dirty ? ' **with uncommitted changes**' : ' (clean)'}`, sha: head, cleanup: () => undefined };
  }
  const sha = git('rev-parse', '--short', `${options.ref}^{commit}`);
  const dir = mkdtempSync(join(os.tmpdir(), `bench-${sha}-`));
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { cwd: dir, description: `commit ${sha} (a clean copy from git archive)`, sha, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const started = Date.now();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const resultsDir = join(root, 'bench-results', stamp);
let source = null;
let server = null;

installExitHandlers();
try {
  source = prepareSource();
  print(`Código medido: ${source.description}`);
  if (!options['skip-build'] || options.ref) {
    print('Compilando (vite build --outDir dist-bench)…');
    await runNode(['node_modules/vite/bin/vite.js', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'], { cwd: source.cwd });
  } else if (!existsSync(join(source.cwd, 'dist-bench', 'index.html'))) {
    throw new Error('--skip-build sin dist-bench/: compílalo una vez sin esa opción');
  }
  precompress(join(source.cwd, 'dist-bench'));
  const floorBuild = options.floor ? await buildLibraryFloor(source.cwd) : null;
  if (floorBuild) print(`Piso de las librerías: ${floorBuild.scripts} archivo(s) de JS, ${floorBuild.gzipKiB.toFixed(1)} KiB gzip`);
  const routeFloorBuild = options.floor && routes.some((route) => route.path === CERTIFICATES_FLOOR.route) ? await buildLibraryFloor(source.cwd, CERTIFICATES_FLOOR) : null;
  if (routeFloorBuild) print(`Piso de ${CERTIFICATES_FLOOR.route}: ${routeFloorBuild.scripts} archivo(s) de JS, ${routeFloorBuild.gzipKiB.toFixed(1)} KiB gzip`);

  let quiet = null;
  if (waitQuietMinutes !== null) quiet = await waitUntilQuiet(port, waitQuietMinutes);

  server = await startBenchServer({ kind: options.server, cwd: source.cwd, outDir: 'dist-bench', port });
  print(`Servidor: ${server.origin} (${server.description ?? 'vite preview, HTTP/1.1'})`);
  await warmUpSandbox(server.sandboxOrigin ?? server.origin, server.origin);
  mkdirSync(resultsDir, { recursive: true });
  const floorPath = floorBuild ? installLibraryFloor(server.root, floorBuild.outDir) : null;
  const routeFloorPath = routeFloorBuild ? installLibraryFloor(server.root, routeFloorBuild.outDir, CERTIFICATES_FLOOR) : null;

  const loadStart = os.loadavg()[0].toFixed(2);
  const foreignSeen = new Set();
  const noteForeign = () => foreignProcesses(port).forEach(({ command }) => foreignSeen.add(command.split(' ')[0].split('/').pop()));

  let chromiumVersion = '';
  await withChromium(chromiumPath, async (browser) => {
    chromiumVersion = (await browser.version()).replace(/^(Headless)?Chrome\//, 'Chromium ');
  });

  // Each route's static limit, taken once from the settled route on this server, before any run.
  const limitPaths = new Map();
  let limitFailures = 0;
  for (const route of routes) {
    try {
      const html = await withChromium(chromiumPath, (browser) => captureStaticLimit(browser, server.origin, route));
      limitPaths.set(route.path, writeStaticLimit(server.root, route.path, html));
      writeFileSync(join(resultsDir, `${routeFileName(route.path)}.limit.html`), html);
      print(`Límite estático de ${route.path}: ${limitPaths.get(route.path)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB de HTML)`);
    } catch (error) {
      limitFailures += 1;
      print(`Límite estático de ${route.path}: FALLÓ: ${error?.message ?? error}`);
    }
  }

  /** Lighthouse runs repeated because Lighthouse could not read its own recording (scripts/bench/retry.mjs). */
  const repeatedRuns = [];
  /** One Lighthouse run: its LHR saved, its summary pushed onto `into` (or its error). */
  async function measure({ what, file, path, runLighthouse, into, run }) {
    noteForeign();
    const began = Date.now();
    try {
      const { lhr, repeated } = await runWithRecordingRetries(runLighthouse, {
        onRetry: (code, repeat) => print(`${what} #${run}: Lighthouse no pudo leer su grabación (${code}); se repite (${repeat} de ${RECORDING_RETRIES})`),
      });
      repeatedRuns.push(...repeated.map((code) => `${what} #${run} (${code})`));
      writeFileSync(join(resultsDir, `${file}-${run}.lhr.json`), JSON.stringify(lhr));
      const summary = summariseLhr(lhr);
      if (summary.runtimeError) throw new Error(summary.runtimeError);
      if (new URL(summary.finalUrl).pathname !== path) throw new Error(`terminó en ${summary.finalUrl}`);
      into.push(summary);
      print(
        `${what} #${run}: ${summary.performance} · FCP ${Math.round(summary.fcp)} ms · LCP ${Math.round(summary.lcp)} ms · TBT ${Math.round(summary.tbt)} ms · CLS ${summary.cls.toFixed(3)} · a11y ${summary.accessibility} · bp ${summary.bestPractices} (${Math.round((Date.now() - began) / 1000)} s)`,
      );
    } catch (error) {
      into.push({ error: String(error?.message ?? error) });
      print(`${what} #${run}: FALLÓ: ${error?.message ?? error}`);
    }
  }

  // Interleaved rounds: route 1, its limit, route 2, its limit… the floor; then the next round,
  // so that the machine's noise falls on a route and its limit alike.
  const measured = routes.map((route) => ({ route, runs: [], limitRuns: [] }));
  const floorRuns = [];
  const routeFloorRuns = [];
  for (let run = 1; run <= runs; run++) {
    for (const { route, runs: routeRuns, limitRuns } of measured) {
      const file = routeFileName(route.path);
      await measure({ what: route.path, file, path: route.path, runLighthouse: () => lighthouseRoute(chromiumPath, server.origin, route), into: routeRuns, run });
      const limitPath = limitPaths.get(route.path);
      if (limitPath) {
        await measure({ what: `límite de ${route.path}`, file: `${file}-limite`, path: limitPath, runLighthouse: () => lighthouseUrl(chromiumPath, `${server.origin}${limitPath}`), into: limitRuns, run });
      }
    }
    if (floorPath) {
      await measure({ what: 'piso de las librerías', file: 'piso', path: floorPath, runLighthouse: () => lighthouseUrl(chromiumPath, `${server.origin}${floorPath}`), into: floorRuns, run });
    }
    if (routeFloorPath) {
      const what = `piso de ${CERTIFICATES_FLOOR.route}`;
      await measure({ what, file: `piso-${routeFileName(CERTIFICATES_FLOOR.route)}`, path: routeFloorPath, runLighthouse: () => lighthouseUrl(chromiumPath, `${server.origin}${routeFloorPath}`), into: routeFloorRuns, run });
    }
  }
  const floor = floorBuild ? { gzipKiB: floorBuild.gzipKiB, runs: floorRuns, medians: routeMedians(floorRuns) } : null;
  const routeFloor = routeFloorBuild ? { route: CERTIFICATES_FLOOR.route, gzipKiB: routeFloorBuild.gzipKiB, runs: routeFloorRuns, medians: routeMedians(routeFloorRuns) } : null;
  const routeResults = measured.map(({ route, runs: routeRuns, limitRuns }) => {
    const medians = routeMedians(routeRuns);
    const limit = limitPaths.has(route.path) ? { path: limitPaths.get(route.path), runs: limitRuns, medians: routeMedians(limitRuns) } : null;
    const gates = evaluateGates({ route: { path: route.path, signedIn: Boolean(route.signedIn) }, medians, limitMedians: limit?.medians ?? null, floorTbt: floor?.medians.tbt ?? null });
    return { path: route.path, signedIn: Boolean(route.signedIn), runs: routeRuns, medians, limit, gates };
  });
  const allRuns = [...routeResults.flatMap((route) => [...route.runs, ...(route.limit?.runs ?? [])]), ...floorRuns, ...routeFloorRuns];
  const benchmarkIndex = benchmarkIndexSummary(allRuns.map((run) => run.benchmarkIndex ?? null));

  const interactionResults = [];
  for (const interaction of interactions) {
    const runResults = [];
    for (let run = 1; run <= runs; run++) {
      noteForeign();
      try {
        const result = await withChromium(chromiumPath, (browser) => measureInteraction(browser, server.origin, interaction));
        runResults.push(result);
        const fmt = (r) => `${Math.round(r.workMs)} ms (estilo ${Math.round(r.styleMs)}, layout ${Math.round(r.layoutMs)}; tarea más larga ${Math.round(r.longestMs)} ms, evento ${r.eventMs === null ? '< 16' : Math.round(r.eventMs)} ms)`;
        print(`${interaction.id} #${run}: CPU 4× ${fmt(result.slow)} · CPU real ${fmt(result.fast)}`);
      } catch (error) {
        runResults.push({ error: String(error?.message ?? error) });
        print(`${interaction.id} #${run}: FALLÓ: ${error?.message ?? error}`);
      }
    }
    interactionResults.push({ id: interaction.id, label: interaction.label, detail: interaction.detail, runs: runResults });
  }

  const elapsedMs = Date.now() - started;
  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    loadStart,
    loadEnd: os.loadavg()[0].toFixed(2),
    foreign: [...foreignSeen].join(', ') + (quiet === false ? ' (the machine never went quiet)' : ''),
    source: source.description,
    server: `${server.origin}, ${server.description ?? 'vite preview, HTTP/1.1'}`,
    repeatedRuns: repeatedRuns.join(', '),
  };
  const when = new Date().toLocaleString('en-US', { timeZone: 'America/Bogota', dateStyle: 'long', timeStyle: 'short' }) + ' (Bogotá time)';
  const label = options.label ?? `Run of ${new Date().toISOString().slice(0, 10)} (${source.description.replaceAll('*', '')})`;
  const section = markdownSection({ label, when, machine, routes: routeResults, interactions: interactionResults, elapsedMs, options: { runs }, benchmarkIndex, floor, routeFloor });
  writeFileSync(
    join(resultsDir, 'summary.json'),
    JSON.stringify({ label, date: new Date().toISOString(), machine, runs, benchmarkIndex, routes: routeResults, floor, routeFloor, interactions: interactionResults, elapsedMs }, null, 2),
  );
  print(`\n${section}`);
  print(`Resultados en bruto: ${resultsDir}`);
  if (!options['no-write']) {
    const { moved, dropped } = recordResultSection(join(root, 'docs', 'performance-results.md'), section);
    print(`Añadido al principio de docs/performance-results.md bajo «${label}».`);
    if (moved) print(`${moved} ejecución(es) antigua(s) pasaron a docs/performance-results-earlier.md${dropped ? `; ${dropped} salieron de él (quedan en git)` : ''}.`);
  }
  print(`Duración: ${Math.round(elapsedMs / 1000)} s`);
  const failures = limitFailures + [...allRuns, ...interactionResults.flatMap((i) => i.runs)].filter((r) => r.error).length;
  if (failures > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server?.stop();
  killEverything();
  source?.cleanup();
}

