// `node scripts/bench/startup-tasks.mjs [--ref <commit>]... [--runs 3] [--cpu 4] [--routes /,/x]`: the
// longest main-thread task of a cold start of /, /certificados, the worker's certificate and the refund
// request (or the --routes given, comma-separated), from a Chrome
// trace (CDP) of the production build served as production (nginx, https and HTTP/2; see
// server.mjs) with Chromium's CPU really slowed (4× by default). Not a test and not Lighthouse:
// it prints, per route and per build, the median over the runs of the longest task, the number of
// tasks over 50 ms and their blocking time (each task's time over 50 ms, summed). With several
// builds (the work tree and each --ref, a clean copy of that commit) the runs alternate build by
// build, so a busy machine weighs on each alike.
//
// The window measured: from the navigation to 2 s after the route's main view is up (its h1
// rendered by React inside the app's <main>, and no 'Cargando la página' status left).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findChromium } from '../find-chromium.mjs';
import { precompress } from '../precompress-dist.mjs';
import { installExitHandlers, killEverything, runNode, withChromium } from './browser.mjs';
import { median } from './report.mjs';
import { startBenchServer } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const print = (line = '') => process.stdout.write(`${line}\n`);
const { values: options } = parseArgs({
  options: {
    ref: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    port: { type: 'string', default: '4191' },
    routes: { type: 'string', default: '/,/certificados,/certificados/certificado-afiliacion-trabajador,/solicitud-de-devolucion' },
    'skip-work-tree': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const cpu = Number(options.cpu);
const routes = options.routes.split(',').filter(Boolean);
const outDir = 'dist-startup-tasks';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Main-thread tasks (RunTask) of the page's renderer, in ms from the first one. */
function rendererTasks(traceEvents) {
  const mains = traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best = [];
  for (const main of mains) {
    const tasks = traceEvents
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask' && event.dur)
      .map((event) => ({ start: event.ts / 1000, duration: event.dur / 1000, what: whatRuns(traceEvents, main, event) }));
    const busy = (list) => list.reduce((sum, task) => sum + task.duration, 0);
    if (busy(tasks) > busy(best)) best = tasks;
  }
  return best;
}

/** The largest of a task's direct steps (script evaluation, a timer, layout...), named for the report. */
function whatRuns(traceEvents, main, task) {
  const end = task.ts + task.dur;
  const inside = traceEvents.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event !== task && event.dur,
  );
  const top = inside.filter((event) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name)).sort((a, b) => b.dur - a.dur)[0];
  if (!top) return '';
  const data = top.args?.data ?? {};
  const where = data.url ? ` ${data.url.split('/').pop()}` : data.functionName ? ` ${data.functionName}` : '';
  return `${top.name}${where} ${Math.round(top.dur / 1000)} ms`;
}

async function measure(browser, origin, route) {
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () => document.querySelector('main h1') !== null && !/Cargando/.test(document.querySelector('main')?.textContent ?? ''),
    { timeout: 120_000, polling: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await page.close();
  const tasks = rendererTasks(trace.traceEvents);
  const long = tasks.filter((task) => task.duration > 50);
  if (process.env.STARTUP_TASKS_DETAIL) {
    for (const task of [...long].sort((a, b) => b.duration - a.duration).slice(0, 6)) print(`    ${task.duration.toFixed(0)} ms: ${task.what}`);
  }
  return {
    longest: Math.max(...tasks.map((task) => task.duration)),
    over50: long.length,
    blocking: long.reduce((sum, task) => sum + task.duration - 50, 0),
  };
}

function cleanCopy(ref) {
  const sha = git('rev-parse', '--short', `${ref}^{commit}`);
  const dir = mkdtempSync(join(os.tmpdir(), `startup-tasks-${sha}-`));
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { label: sha, cwd: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

installExitHandlers();
const builds = [];
try {
  if (!options['skip-work-tree']) builds.push({ label: `work tree (${git('rev-parse', '--short', 'HEAD')})`, cwd: root, cleanup: () => rmSync(join(root, outDir), { recursive: true, force: true }) });
  for (const ref of options.ref) builds.push(cleanCopy(ref));
  for (const [index, build] of builds.entries()) {
    print(`Compilando ${build.label}…`);
    await runNode(['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: build.cwd });
    precompress(join(build.cwd, outDir));
    build.port = Number(options.port) + index * 20;
    build.results = Object.fromEntries(routes.map((route) => [route, []]));
  }
  const chromium = findChromium();
  // One server at a time: each has its own throw-away certificate, and a Chromium trusts the one
  // named last. Runs alternate build by build.
  for (let run = 1; run <= runs; run += 1) {
    for (const build of builds) {
      build.server = await startBenchServer({ kind: 'nginx', cwd: build.cwd, outDir, port: build.port });
      try {
        for (const route of routes) {
          const result = await withChromium(chromium, (browser) => measure(browser, build.server.origin, route));
          build.results[route].push(result);
          print(`#${run} ${build.label} ${route}: tarea más larga ${result.longest.toFixed(0)} ms, ${result.over50} > 50 ms, bloqueo ${result.blocking.toFixed(0)} ms`);
        }
      } finally {
        build.server.stop();
        build.server = null;
      }
    }
  }
  print('');
  print(`| Ruta | Código | Tarea más larga | Tareas > 50 ms | Bloqueo (> 50 ms) |`);
  print('|---|---|---:|---:|---:|');
  for (const route of routes) {
    for (const build of builds) {
      const list = build.results[route];
      const pick = (key) => median(list.map((result) => result[key]));
      print(`| \`${route}\` | ${build.label} | ${pick('longest').toFixed(0)} ms | ${pick('over50')} | ${pick('blocking').toFixed(0)} ms |`);
    }
  }
  print(`\nCPU ${cpu}× más lenta (real), mediana de ${runs}; máquina: ${os.cpus().length} núcleos, carga ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const build of builds) {
    build.server?.stop();
    build.cleanup();
  }
  killEverything();
}
