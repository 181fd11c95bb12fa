// `npm run test:e2e [-- playwright args]`: builds the portal, then runs the browser tests in
// Debian's Chromium against `vite preview`. `--skip-build` reuses the current dist/ (or E2E_OUT_DIR).
// Asking for browser tests explicitly and having no browser is always a failure.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestChromium } from './find-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const playwrightArgs = args.filter((arg) => arg !== '--skip-build');

const run = (script, scriptArgs) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });

if (!findTestChromium()) {
  console.error(
    [
      '!!! No se encontró Chromium: las pruebas en navegador no pueden ejecutarse.',
      '!!! Instálalo con `sudo apt-get install -y chromium-headless-shell chromium` o define CHROME_PATH.',
      '!!! Este proyecto nunca descarga navegadores (`npx playwright install`).',
    ].join('\n'),
  );
  process.exit(1);
}

if (!skipBuild) {
  // E2E_OUT_DIR (playwright.config.ts serves it) is also where this run builds: a build of its own
  // that someone else's `npm run build` into dist/ cannot replace half-way through the run.
  const outDir = process.env.E2E_OUT_DIR;
  const built = await run('node_modules/vite/bin/vite.js', ['build', ...(outDir ? ['--outDir', outDir] : [])]);
  if (built !== 0) process.exit(built);
}
// The clock projects depend on the others so they run last in a full run; a run narrowed to some
// files or tests would otherwise still run every test of those other projects first.
const noDeps = playwrightArgs.length > 0 && !playwrightArgs.includes('--no-deps') ? ['--no-deps'] : [];
process.exitCode = await run('node_modules/@playwright/test/cli.js', ['test', ...playwrightArgs, ...noDeps]);
