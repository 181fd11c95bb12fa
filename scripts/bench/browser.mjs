// The benchmark's browser and server processes, and how they are always stopped: Debian's
// Chromium through puppeteer-core (which never downloads one) and `vite preview` in its own
// process group. Every process started here is registered, and killed on exit, failure or Ctrl-C.
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../find-chromium.mjs';

/** Extra flags for every Chromium launched from now on (trustCertificate). */
const extraFlags = [];

/**
 * Every Chromium launched from now on accepts the certificate whose key has this SPKI SHA-256
 * (base64), and no other: the benchmark's nginx serves https with a throw-away one.
 */
export function trustCertificate(spkiSha256) {
  extraFlags.push(`--ignore-certificate-errors-spki-list=${spkiSha256}`);
}

/** pid -> how to kill it synchronously (process groups: a negative pid). */
const started = new Map();

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Kills whatever is still running: used on exit and on signals. Synchronous on purpose. */
export function killEverything() {
  for (const pid of started.keys()) killGroup(pid);
  started.clear();
}

let handlersInstalled = false;
/** On Ctrl-C, SIGTERM or any exit, nothing this script started survives it. */
export function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killEverything);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      console.error(`\n${signal}: se detienen el servidor y el navegador.`);
      killEverything();
      process.exit(code);
    });
  }
}

/** Launches Chromium headless (its own process group, so its renderers die with it). */
async function launchChromium(executablePath) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    defaultViewport: null,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    // The signals are handled above, with the server's.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    protocolTimeout: 180_000,
  });
  const pid = browser.process()?.pid;
  if (pid) started.set(pid, 'chromium');
  return {
    browser,
    async close() {
      try {
        await Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      } catch {
        // killed below
      }
      if (pid) {
        killGroup(pid);
        started.delete(pid);
      }
    },
  };
}

/** Runs `fn` with a fresh browser, always closing it. */
export async function withChromium(executablePath, fn) {
  const chromium = await launchChromium(executablePath);
  try {
    return await fn(chromium.browser);
  } finally {
    await chromium.close();
  }
}

/**
 * `vite preview` of `outDir` on `port` (strict), from `cwd`; resolves when `/config.json` answers.
 * The sandbox's identity provider takes its issuer from this origin (http://localhost:<port>), or
 * from `publicOrigin` when a proxy in front of it is what the browser uses.
 */
export async function startPreview({ cwd, outDir, port, publicOrigin, timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd,
    env: publicOrigin ? { ...process.env, SANDBOX_PUBLIC_ORIGIN: publicOrigin } : process.env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.set(child.pid, 'vite preview');
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`vite preview terminó (código ${exited}) antes de responder:\n${stderr}`);
    try {
      const response = await fetch(`${origin}/config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (Date.now() >= deadline) throw new Error(`vite preview no respondió en ${timeoutMs / 1000} s:\n${stderr}`);
  return {
    origin,
    stop() {
      killGroup(child.pid);
      started.delete(child.pid);
    },
  };
}

/** Runs a Node script to completion (the build), registered like the server. */
export function runNode(args, { cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', detached: true });
    started.set(child.pid, 'node');
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      started.delete(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} terminó con ${signal ?? code}`));
    });
  });
}
