import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from './scripts/find-chromium.mjs';

// Browser tests drive Debian's Chromium against the production build served by
// `vite preview`, where the sandbox plugin answers the API and the external pages.
// Run them with `npm run test:e2e` (builds first) or as part of `npm test`.

// Debian's headless shell when installed (the same engine without the browser's window machinery),
// else Debian's full browser (scripts/find-chromium.mjs).
const chromium = findTestChromium();
if (!chromium) {
  // Playwright would otherwise look for a browser it downloaded itself, which this project never uses.
  throw new Error(
    'No se encontró Chromium (CHROME_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser). ' +
      'Instálalo con: sudo apt-get install -y chromium-headless-shell chromium',
  );
}

const isCI = process.env.CI === 'true';
// Another preview may already hold 4173 on a shared machine; E2E_PORT moves ours without editing this file.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// Several people (or helper sessions) testing at once on one clone: E2E_OUT_DIR serves another build.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
// Playwright empties its output folder when a run starts, so a parallel run keeps its own.
const runName = outDir === 'dist' ? 'e2e' : `e2e-${outDir}`;

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: false };
const desktop = { viewport: { width: 1280, height: 800 } };
const clockSpecs = /session-timeout\.spec\.ts$/;
// The production server's headers and policy do not depend on the screen: its specs run at 1280 px
// only, and the phone projects do not load them (loading them would start each worker's nginx).
const desktopOnly = /production-server.*\.spec\.ts$/;
// Layout at two widths, behaviour at one. A test tagged @one-width asserts what every width shows
// alike (an answer's message, a fault's dialog text, a payload, a download) on screens that other
// tests check at both widths, layout and axe included; it runs at 360 px only. The suite is
// CPU-bound on two cores, so running it a second time at 1280 px costs time and proves nothing
// more (docs/adr/0024-layout-at-two-widths-behaviour-at-one.md).
const oneWidth = /@one-width/;
// The headless shell has no PDF viewer: a PDF opened in a tab becomes a download there. A test that
// needs the viewer carries @pdf-viewer and runs in the full browser (docs/adr/0025-browser-tests-in-chromium-headless-shell.md).
const pdfViewer = /@pdf-viewer/;
const fullChromium = findChromium() ?? chromium;

/**
 * Chromium and its flags, for every project. One renderer process for the tabs of a worker's
 * browser (the portal, the sandbox provider and its checkout are one site here; a cross-site frame
 * still gets a process of its own, as site isolation requires): a script compiled in one tab, the
 * portal's own or axe-core's, is not compiled again in the next. With a process per tab every
 * test's new tab compiled them afresh; the shared process took a full run from 805 to 757 s of
 * test time.
 */
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: ['--headless', ...CHROMIUM_FLAGS, '--renderer-process-limit=1'],
});

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `test-results/${runName}`,
  fullyParallel: true,
  forbidOnly: isCI,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: `test-results/reports/${runName === 'e2e' ? 'playwright' : runName}.json` }]],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without
    // the trace's screencast, which kept the compositor busy for every test (a fifth of the suite's
    // time on two cores); a failure still gets its screenshot below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(chromium),
  },
  projects: [
    { name: 'telefono', use: phone, testIgnore: [clockSpecs, desktopOnly], grepInvert: pdfViewer },
    { name: 'escritorio', use: desktop, testIgnore: clockSpecs, grepInvert: [oneWidth, pdfViewer] },
    { name: 'telefono-visor-pdf', use: { ...phone, launchOptions: launchOptions(fullChromium) }, testIgnore: [clockSpecs, desktopOnly], grep: pdfViewer },
    {
      name: 'escritorio-visor-pdf',
      use: { ...desktop, launchOptions: launchOptions(fullChromium) },
      testIgnore: clockSpecs,
      grep: pdfViewer,
      grepInvert: oneWidth,
    },
    // The session-timeout windows are real seconds between clock jumps (a 3-s pop-up, a dialog's
    // exit animation on a running clock): with the rest of the suite beside them on two cores they
    // can miss their windows. They run last, with nothing else in the browser.
    { name: 'telefono-reloj', use: phone, testMatch: clockSpecs, fullyParallel: false, dependencies: ['telefono', 'escritorio', 'telefono-visor-pdf', 'escritorio-visor-pdf'] },
    { name: 'escritorio-reloj', use: desktop, testMatch: clockSpecs, fullyParallel: false, dependencies: ['telefono', 'escritorio', 'telefono-visor-pdf', 'escritorio-visor-pdf'] },
  ],
  webServer: {
    // The built app (dist/), not the dev server: what people get is what is tested.
    // `node .../vite` so the process Playwright stops is the server itself.
    command: `node node_modules/.bin/vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `${baseURL}/config.json`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
