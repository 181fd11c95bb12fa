// `npm test`: every test of the portal, in the order a failure is cheapest to read.
//   1. vitest (unit + integration projects), then the generator check: `npm run new` in a scratch copy
//      of HEAD, whose flow and feature must pass lint, typecheck and their tests (scripts/new/check-generator.mjs)
//   2. production build, then the checks that dist/ holds no sandbox code and that the home's first
//      load stays within its budget (scripts/size-budget.mjs)
//   3. Playwright in Debian's Chromium against the built app (skipped loudly when no Chromium;
//      with CI=true a missing browser is a failure). Its production-server spec also needs Debian's
//      nginx: without it that spec alone is skipped loudly, and with CI=true it fails
//   4. the main flows in WebKitGTK and Firefox ESR (scripts/run-engines.mjs, docs/engines.md) against
//      the same build: an engine not installed is skipped loudly, and with CI=true it fails
// Ends with one plain line `N passed, N failed` that CI can read.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestChromium } from './find-chromium.mjs';
import { findNginx, findNginxBrotliModule } from './find-nginx.mjs';
import { enforcedHomeInitialJsKiB } from './size-budget.mjs';
import { failureLines, playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = process.env.CI === 'true';
const reports = join(root, 'test-results', 'reports');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const distCheck = join(root, 'scripts', 'check-dist-no-sandbox.mjs');

/** Each stage: name, outcome, seconds, and the tests it counted (null when it ran none). */
const stages = [];
let passed = 0;
let failed = 0;
/** Which tests failed, repeated under the summary because CI keeps only the end of the log. */
const failures = [];

const header = (title) => {
  const line = '='.repeat(72);
  process.stdout.write(`\n${line}\n  ${title}\n${line}\n`);
};

/** Runs a command with the terminal's streams; with `lines`, its standard output is also kept, line by line. */
const run = (command, args, env = {}, lines = null) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', lines ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, ...env } });
    if (lines) {
      let pending = '';
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        pending += chunk.toString();
        const complete = pending.split('\n');
        pending = complete.pop() ?? '';
        lines.push(...complete);
      });
      child.stdout.on('end', () => {
        if (pending) lines.push(pending);
      });
    }
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      const status = signal ? 1 : (code ?? 1);
      if (!lines) return resolve(status);
      // The kept output is complete once the pipe ends; a grandchild still holding it must not hold
      // the run, so it gets a few seconds at most.
      const settle = setTimeout(() => resolve(status), 5_000);
      child.stdout.once('end', () => {
        clearTimeout(settle);
        resolve(status);
      });
      if (child.stdout.readableEnded) {
        clearTimeout(settle);
        resolve(status);
      }
    });
  });

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

async function stage(name, body) {
  header(name);
  const started = performance.now();
  const { ok, counts = null, note = '' } = await body();
  const seconds = (performance.now() - started) / 1000;
  stages.push({ name, ok, counts, note, seconds });
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!ok && !counts?.failed) {
    // A stage that broke without a failed test (build error, unhandled error, crash) still
    // shows in the failed count, so a broken run can never read as "N passed, 0 failed".
    failed += 1;
  }
  process.stdout.write(`\n-- ${name}: ${ok ? 'OK' : 'FALLÓ'} en ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}\n`);
  return ok;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await stage('1/4 Vitest: pruebas unitarias y de integración', async () => {
  const code = await run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  if (!report) return { ok: false, note: 'sin reporte JSON de vitest' };
  // A file that fails to load or whose hooks throw has no failed test but a failed status: count it too.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  const counts = { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
  failures.push(...vitestFailures(report, root));
  return { ok: code === 0 && counts.failed === 0, counts, note: `${counts.passed} pasaron, ${counts.failed} fallaron` };
});

// `npm run new` cannot drift from the template: a flow and a feature generated in a scratch copy of
// HEAD pass lint, both typechecks and their tests (a few minutes; the copy never touches this tree).
await stage('1/4 Generador: un flujo y una feature nuevos en una copia (npm run new)', async () => {
  const code = await run(process.execPath, ['scripts/new/check-generator.mjs']);
  return { ok: code === 0, note: code === 0 ? 'lint, tipos, plantilla y pruebas generadas en verde' : 'ver arriba el paso que falló' };
});

const built = await stage('2/4 Build de producción, dist/ sin sandbox y presupuesto del inicio', async () => {
  const buildCode = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
  if (buildCode !== 0) return { ok: false, note: 'vite build falló' };
  if (!existsSync(distCheck)) {
    const message = 'falta scripts/check-dist-no-sandbox.mjs';
    console.error(`\n!! ${message}: no se puede probar que dist/ no contiene la sandbox.`);
    return { ok: !isCI, note: isCI ? message : `${message} (advertencia; en CI es un fallo)` };
  }
  const checkCode = await run(process.execPath, [distCheck]);
  if (checkCode !== 0) return { ok: false, note: 'dist/ contiene código de sandbox' };
  // The size report builds dist/ again (the same output, with the modules of each chunk) and
  // fails when the home's first load passes its budget or carries a feature's code.
  const sizeCode = await run(process.execPath, ['scripts/size-report.mjs', `--budget-kib=${enforcedHomeInitialJsKiB}`]);
  return {
    ok: sizeCode === 0,
    note: sizeCode === 0 ? `dist/ sin código de sandbox; inicio dentro de ${enforcedHomeInitialJsKiB} KiB` : `la carga inicial del inicio excede ${enforcedHomeInitialJsKiB} KiB o lleva código de una feature`,
  };
});

const chromium = findTestChromium();
if (!chromium) {
  header('3/4 Playwright: pruebas en navegador');
  const banner = '!'.repeat(72);
  const lines = [
    banner,
    '!!  PRUEBAS EN NAVEGADOR OMITIDAS: no se encontró Chromium.',
    `!!  Buscado en: ${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}` : '/usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser'}`,
    '!!  Instálalo (Debian/Ubuntu):  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium',
    '!!  o apunta CHROME_PATH a un Chromium instalado. Nunca `npx playwright install`.',
    isCI ? '!!  CI=true: un navegador ausente es un FALLO.' : '!!  Fuera de CI esto no falla, pero el resultado NO incluye las pruebas en navegador.',
    banner,
  ];
  console.error(`\n${lines.join('\n')}\n`);
  stages.push({ name: '3/4 Playwright', ok: !isCI, counts: null, note: 'OMITIDAS: sin Chromium', seconds: 0 });
  if (isCI) failed += 1;
} else if (!built) {
  header('3/4 Playwright: pruebas en navegador');
  console.error('\n!! No se ejecutan: el build falló y las pruebas en navegador necesitan dist/.');
  stages.push({ name: '3/4 Playwright', ok: false, counts: null, note: 'no ejecutadas: build fallido', seconds: 0 });
  failed += 1;
} else {
  // As the deployment runs it: with the brotli_static module portal-locations.conf uses.
  const nginx = findNginxBrotliModule() === null ? null : findNginx();
  if (!nginx) {
    const banner = '!'.repeat(72);
    const lines = [
      banner,
      '!!  PRUEBA DEL SERVIDOR DE PRODUCCIÓN OMITIDA: no se encontró nginx con su módulo brotli_static',
      '!!  (test/e2e/production-server.spec.ts: el build tras nginx con la CSP generada).',
      `!!  Buscado en: ${process.env.NGINX_PATH ? `NGINX_PATH=${process.env.NGINX_PATH}` : '/usr/sbin/nginx, /usr/bin/nginx'}`,
      '!!  Instálalo (Debian/Ubuntu):  sudo apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static',
      isCI ? '!!  CI=true: sin nginx (o sin el módulo) esa prueba FALLA.' : '!!  Fuera de CI esto no falla, pero el resultado NO incluye el servidor de producción.',
      banner,
    ];
    console.error(`\n${lines.join('\n')}\n`);
  }
  await stage(`3/4 Playwright: pruebas en navegador (${chromium}${nginx ? `, ${nginx}` : ', sin nginx'})`, async () => {
    const code = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
    const report = readJson(playwrightReport);
    if (!report?.stats) return { ok: false, note: 'sin reporte JSON de Playwright' };
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    // Retries are off, so `flaky` should stay 0; if it ever appears it is a failure, not a pass.
    // Errors outside tests (config, web server, global setup) count as failures too.
    const counts = { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) };
    failures.push(...playwrightFailures(report));
    const skipped = nginx ? '' : '; servidor de producción OMITIDO: sin nginx';
    return { ok: code === 0 && counts.failed === 0, counts, note: `${counts.passed} pasaron, ${counts.failed} fallaron${skipped}` };
  });
}

if (built) {
  // The stage-2 build in dist/, served on the engines' own port; run-engines.mjs skips a missing
  // engine loudly (a failure with CI=true) and runs the flows on Node 22+ (it finds Node 24).
  await stage('4/4 Motores: los flujos principales en WebKitGTK y Firefox ESR', async () => {
    const lines = [];
    const code = await run(process.execPath, ['scripts/run-engines.mjs', '--skip-build', '--if-installed'], { ENGINES_OUT_DIR: 'dist' }, lines);
    // One line per flow and engine (test/engines/run-flows.ts): '✔ pasa  [engine] flow …' or '✘ FALLA [engine] flow …'.
    const flowLines = lines.filter((line) => /^(✔ pasa|✘ FALLA)\s+\[/.test(line));
    const counts = { passed: flowLines.filter((line) => line.startsWith('✔')).length, failed: flowLines.filter((line) => line.startsWith('✘')).length };
    failures.push(...flowLines.filter((line) => line.startsWith('✘')).map((line) => ({ where: line.replace(/^✘ FALLA\s+/, ''), why: '' })));
    const note = `${counts.passed} flujos pasaron, ${counts.failed} fallaron${counts.passed + counts.failed === 0 ? ' (motores omitidos fuera de CI: ver arriba)' : ''}`;
    return { ok: code === 0 && counts.failed === 0, counts, note };
  });
} else {
  header('4/4 Motores: los flujos principales en WebKitGTK y Firefox ESR');
  console.error('\n!! No se ejecutan: el build falló y los flujos necesitan dist/.');
  stages.push({ name: '4/4 Motores', ok: false, counts: null, note: 'no ejecutadas: build fallido', seconds: 0 });
  failed += 1;
}

header('Resumen');
for (const { name, ok, note, seconds } of stages) {
  process.stdout.write(`${ok ? 'OK   ' : 'FALLÓ'}  ${name}  ${seconds.toFixed(1)} s${note ? `  — ${note}` : ''}\n`);
}
if (failures.length > 0) {
  process.stdout.write(`\nFallaron:\n${failureLines(failures).join('\n')}\n`);
}
const allOk = stages.every((s) => s.ok);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = allOk && failed === 0 ? 0 : 1;
