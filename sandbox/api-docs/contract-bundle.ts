import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The API contract (docs/api/openapi.yaml and the files it references) bundled into one JSON document
// by the kept linter's own bundler, Redocly CLI, run as a child process: no YAML parser of our own, and
// the page shows exactly what `redocly lint` checked. Nothing leaves the machine (telemetry and the
// update notice are switched off).

/** A path, not a URL object: under a DOM test environment `URL` is the DOM's, which fs rejects. */
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractRoot = path.join(repoRoot, 'docs/api/openapi.yaml');
const contractDir = path.dirname(contractRoot);
const redoclyCli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

/** Redocly CLI's environment: no usage telemetry, no update check, no colours in what it prints. */
const redoclyEnv: NodeJS.ProcessEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

export interface CliRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs Redocly CLI with `args` at the repository's root (where redocly.yaml is). */
export function runRedocly(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [redoclyCli, ...args],
      { cwd: repoRoot, env: redoclyEnv, maxBuffer: 32 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ exitCode: code, stdout, stderr });
      },
    );
  });
}

/** The parts of an OpenAPI document the page and the tests read; everything else passes through. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components?: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
}

/** The contract as one JSON document, every file inlined and every schema named under components. */
export async function bundleContract(): Promise<OpenApiDocument> {
  const run = await runRedocly(['bundle', path.relative(repoRoot, contractRoot), '--ext', 'json']);
  if (run.exitCode !== 0) throw new Error(`redocly bundle failed (${run.exitCode}): ${run.stderr.trim()}`);
  return JSON.parse(run.stdout) as OpenApiDocument;
}

let cached: { readonly stamp: string; readonly bundle: Promise<OpenApiDocument> } | null = null;

/**
 * The bundle, made again only when a file of docs/api changed (the page shows an edit on reload
 * without restarting the server, and costs one CLI run otherwise).
 */
export async function currentContract(): Promise<OpenApiDocument> {
  const stamp = await contractStamp();
  if (cached?.stamp !== stamp) {
    const bundle = bundleContract();
    cached = { stamp, bundle };
    // A failed bundle is not kept: the next request tries again.
    bundle.catch(() => {
      if (cached?.bundle === bundle) cached = null;
    });
  }
  return cached.bundle;
}

async function contractStamp(): Promise<string> {
  const entries = await readdir(contractDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const stamps = await Promise.all(files.map(async (file) => `${file}:${(await stat(file)).mtimeMs}`));
  return stamps.sort().join('|');
}
