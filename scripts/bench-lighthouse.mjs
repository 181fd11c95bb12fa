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
//   3. runs Lighthouse 12 mobile (its defaults: simulated slow 4G, 4× CPU slowdown, a phone's
//      screen; performance, accessibility and best practices) on each route, N times, each run in
//      a fresh Chromium; the signed-in route as a Lighthouse user flow: María signs in on the
//      sandbox provider's page, then a navigation step to the route with the HTTP cache emptied;
//   4. measures the main-thread work of three interactions (scripts/bench/interactions.mjs);
//   5. puts a section with the medians, the date and the machine first in
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
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { startFlow } from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
import { precompress } from './precompress-dist.mjs';
import { installExitHandlers, killEverything, runNode, withChromium } from './bench/browser.mjs';
import { startBenchServer } from './bench/server.mjs';
import { INTERACTIONS, measureInteraction } from './bench/interactions.mjs';
import { personas, isSignedIn, signIn } from './bench/portal.mjs';
import { markdownSection, routeMedians, summariseLhr } from './bench/report.mjs';
import { recordResultSection } from './bench/results-file.mjs';

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

/** Other sessions' browsers and test runners (never this script's: it has started none yet, or names them). */
function foreignProcesses(ownPids = new Set()) {
  let output;
  try {
    output = execFileSync('pgrep', ['-af', 'chrome|chromium|playwright|vite preview'], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ pid: Number(line.split(' ')[0]), command: line.slice(line.indexOf(' ') + 1) }))
    .filter(({ pid, command }) => pid !== process.pid && !ownPids.has(pid) && !command.includes(`--port ${port}`) && !command.includes(`--port ${port + 10}`) && !command.includes('bench-lighthouse'))
    .filter(({ command }) => !command.includes(`puppeteer_dev_chrome_profile`))
    // '[chromium]': a finished process its parent has not reaped yet (no command line); it runs nothing.
    .filter(({ command }) => !command.startsWith('['));
}

async function waitUntilQuiet(minutes) {
  const deadline = Date.now() + minutes * 60_000;
  for (;;) {
    const others = foreignProcesses();
    if (others.length === 0) {
      print('La máquina está tranquila: ningún otro Chromium, Playwright ni vite preview.');
      return true;
    }
    if (Date.now() > deadline) {
      print(`Tras ${minutes} min siguen ${others.length} procesos de otros: se mide de todos modos (queda anotado).`);
      return false;
    }
    print(`Esperando a que terminen ${others.length} procesos de navegador o pruebas de otros (se revisa cada 30 s)…`);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
}

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

const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
};
const lighthouseFlags = { logLevel: 'error', output: 'json' };

async function lighthouseRun(origin, route) {
  return withChromium(chromiumPath, async (browser) => {
    const page = await browser.newPage();
    const url = `${origin}${route.path}`;
    if (!route.signedIn) {
      const result = await lighthouse(url, lighthouseFlags, lighthouseConfig, page);
      if (!result) throw new Error('Lighthouse no devolvió resultado');
      return { lhr: result.lhr, note: null };
    }
    await signIn(page, url, route.signedIn);
    // Signed in, the session lives in the provider's cookie and the tab's session storage, which
    // Lighthouse's storage reset would clear: the step keeps storage and the HTTP cache is emptied
    // here instead, so the step is a cold load of a signed-in person.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flow = await startFlow(page, { name: `Con sesión: ${route.path}`, config: lighthouseConfig, flags: lighthouseFlags });
    await flow.navigate(url, { name: route.path, disableStorageReset: true });
    const stillSignedIn = await isSignedIn(page, route.signedIn);
    const flowResult = await flow.createFlowResult();
    const lhr = flowResult.steps[0].lhr;
    if (!stillSignedIn) throw new Error(`La sesión no llegó al paso de navegación (${lhr.finalDisplayedUrl})`);
    return { lhr, note: null };
  });
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

  let quiet = null;
  if (waitQuietMinutes !== null) quiet = await waitUntilQuiet(waitQuietMinutes);

  server = await startBenchServer({ kind: options.server, cwd: source.cwd, outDir: 'dist-bench', port });
  print(`Servidor: ${server.origin} (${server.description ?? 'vite preview, HTTP/1.1'})`);
  await warmUpSandbox(server.sandboxOrigin ?? server.origin, server.origin);
  mkdirSync(resultsDir, { recursive: true });

  const loadStart = os.loadavg()[0].toFixed(2);
  const foreignSeen = new Set();
  const noteForeign = () => foreignProcesses().forEach(({ command }) => foreignSeen.add(command.split(' ')[0].split('/').pop()));

  let chromiumVersion = '';
  await withChromium(chromiumPath, async (browser) => {
    chromiumVersion = (await browser.version()).replace(/^(Headless)?Chrome\//, 'Chromium ');
  });

  const routeResults = [];
  for (const route of routes) {
    const runResults = [];
    for (let run = 1; run <= runs; run++) {
      noteForeign();
      const began = Date.now();
      try {
        const { lhr } = await lighthouseRun(server.origin, route);
        const name = `${route.path === '/' ? 'inicio' : route.path.slice(1).replaceAll('/', '_')}-${run}`;
        writeFileSync(join(resultsDir, `${name}.lhr.json`), JSON.stringify(lhr));
        const summary = summariseLhr(lhr);
        if (summary.runtimeError) throw new Error(summary.runtimeError);
        if (new URL(summary.finalUrl).pathname !== route.path) throw new Error(`terminó en ${summary.finalUrl}`);
        runResults.push(summary);
        print(
          `${route.path} #${run}: ${summary.performance} · FCP ${Math.round(summary.fcp)} ms · LCP ${Math.round(summary.lcp)} ms · TBT ${Math.round(summary.tbt)} ms · CLS ${summary.cls.toFixed(3)} · a11y ${summary.accessibility} · bp ${summary.bestPractices} (${Math.round((Date.now() - began) / 1000)} s)`,
        );
      } catch (error) {
        runResults.push({ error: String(error?.message ?? error) });
        print(`${route.path} #${run}: FALLÓ: ${error?.message ?? error}`);
      }
    }
    routeResults.push({ path: route.path, signedIn: Boolean(route.signedIn), runs: runResults, medians: routeMedians(runResults) });
  }

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
  };
  const when = new Date().toLocaleString('en-US', { timeZone: 'America/Bogota', dateStyle: 'long', timeStyle: 'short' }) + ' (Bogotá time)';
  const label = options.label ?? `Run of ${new Date().toISOString().slice(0, 10)} (${source.description.replaceAll('*', '')})`;
  const section = markdownSection({ label, when, machine, routes: routeResults, interactions: interactionResults, elapsedMs, options: { runs } });
  writeFileSync(
    join(resultsDir, 'summary.json'),
    JSON.stringify({ label, date: new Date().toISOString(), machine, runs, routes: routeResults, interactions: interactionResults, elapsedMs }, null, 2),
  );
  print(`\n${section}`);
  print(`Resultados en bruto: ${resultsDir}`);
  if (!options['no-write']) {
    recordResultSection(join(root, 'docs', 'performance-results.md'), section);
    print(`Añadido al principio de docs/performance-results.md bajo «${label}».`);
  }
  print(`Duración: ${Math.round(elapsedMs / 1000)} s`);
  const failures = [...routeResults.flatMap((r) => r.runs), ...interactionResults.flatMap((i) => i.runs)].filter((r) => r.error).length;
  if (failures > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server?.stop();
  killEverything();
  source?.cleanup();
}

/**
 * The sandbox loads on its first request, and its identity provider answers its first sign-in
 * check in ~550 ms instead of ~2 ms. A real provider is not cold: without this, the first route's
 * first run measured the sandbox starting, which Lighthouse folds into that run's LCP. Asked on
 * the sandbox's own server (`sandboxOrigin`), for the address the browser uses (`publicOrigin`).
 */
async function warmUpSandbox(sandboxOrigin, publicOrigin) {
  const check = new URL('/realms/portal/protocol/openid-connect/auth', sandboxOrigin);
  check.search = new URLSearchParams({
    client_id: 'portal-servicios',
    redirect_uri: `${publicOrigin}/silent-renew.html`,
    response_type: 'code',
    scope: 'openid profile',
    state: 'calentamiento',
    code_challenge: 'calentamiento-calentamiento-calentamiento-1234',
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  for (const address of [`${sandboxOrigin}/realms/portal/.well-known/openid-configuration`, check.href]) {
    await fetch(address, { redirect: 'manual' }).catch(() => undefined);
  }
}
