import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startNginxSite, throwAwayCertificate, type NginxSite } from '../../../scripts/nginx-site.mjs';
import type { DoctorReport } from '../../../scripts/doctor/run.d.mts';

// Deployments of the production build for the deployment doctor's end-to-end runs
// (test/e2e/production-server-doctor.spec.ts): Debian's nginx serving the build over TLS with its
// plain-http redirect, the generated headers and a config.json with no value of the sandbox, in
// front of the fund's systems as this machine stands them in (the sandbox provider, and a gateway
// in front of the preview server's sandbox for the API and the other origins). Each broken
// deployment is this one with one thing changed.

const run = promisify(execFile);

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The fund's systems the deployment's config.json names. */
type FundSystems = {
  /** identity.url and identity.realm of the provider. */
  identity: { url: string; realm: string };
  /** The API's origin (apiBaseUrl). */
  api: string;
  /** The origin of the other services (IP lookup, telemetry collector, widget), under /servicios/. */
  services: string;
};

/** The build's config.json for a fund: its systems, its own names and addresses, nothing of the sandbox. */
function fundConfig(config: Record<string, unknown>, systems: FundSystems, widget: Buffer): Record<string, unknown> {
  const site = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith('/sandbox/externo/') ? `https://www.caja.example/${value.slice('/sandbox/externo/'.length)}` : value;
    if (Array.isArray(value)) return value.map(site);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, site(item)]));
    return value;
  };
  const services = `${systems.services}/servicios`;
  return {
    ...(site(config) as Record<string, unknown>),
    apiBaseUrl: systems.api,
    identity: { url: systems.identity.url, realm: systems.identity.realm, clientId: (config.identity as { clientId: string }).clientId },
    provider: { tradeName: 'Caja de Compensación Familiar de Pruebas', taxId: '800.000.000-1', publicSiteUrl: 'https://www.caja.example/' },
    ipLookup: { ...(config.ipLookup as object), services: [`${services}/ip`] },
    telemetry: { ...(config.telemetry as object), endpoint: `${services}/telemetria/registros` },
    releaseNotesWidgetUrl: `${services}/widgets/release-notes.js`,
    releaseNotesWidgetIntegrity: `sha384-${createHash('sha384').update(widget).digest('base64')}`,
    checkoutOrigins: ['/'],
  };
}

export type DeploymentOptions = {
  nginx: string;
  prefix: string;
  dist: string;
  upstream: string;
  port: number;
  httpPort: number;
  systems: FundSystems;
  widget: Buffer;
  certificate: { certificate: string; key: string };
  /** The deployment's config.json, changed before its headers are generated. */
  configure?: (config: Record<string, unknown>) => Record<string, unknown>;
  /** The deployment's files changed after its headers are generated (nginx-site.mjs's `alter`). */
  alter?: (files: { root: string; snippets: string }) => void;
};

/** The deployment served by nginx on its fixed ports. */
export function startDeployment(options: DeploymentOptions): Promise<NginxSite> {
  return startNginxSite({
    nginx: options.nginx,
    prefix: options.prefix,
    dist: options.dist,
    upstream: options.upstream,
    port: options.port,
    httpRedirectPort: options.httpPort,
    tls: options.certificate,
    configure: (config) => (options.configure ?? ((same) => same))(fundConfig(config, options.systems, options.widget)),
    alter: options.alter,
  });
}

/** A certificate valid for `days` (or already expired) for localhost. */
export const certificateFor = (dir: string, validity: { days?: number; expired?: boolean }) => throwAwayCertificate(dir, 'localhost', validity);

/** Replaces `from` by `to` in a file, failing when `from` is not there (a broken deployment must really be broken). */
export function replaceIn(path: string, from: string | RegExp, to: string): void {
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${path} no contiene ${String(from)}`);
  writeFileSync(path, changed);
}

/** The doctor's widget digest for other bytes than the widget's: a pinned value the served script no longer matches. */
export const staleIntegrity = (widget: Buffer) => `sha384-${createHash('sha384').update(Buffer.concat([widget, Buffer.from('\n// cambiado')])).digest('base64')}`;

/** `npm run doctor` as a fund runs it (the same Node, trusting the deployment's certificate), with --json and without. */
export async function runDoctor(portal: string, options: { httpPort: number; ca: string; configFile?: string }) {
  const args = [join('scripts', 'doctor.mjs'), portal, '--http-port', String(options.httpPort), '--timeout', '5000'];
  if (options.configFile !== undefined) args.push('--config', options.configFile);
  const env = { ...process.env, NODE_EXTRA_CA_CERTS: options.ca };
  const outcome = async (extra: string[]) => {
    try {
      const { stdout } = await run(process.execPath, [...args, ...extra], { env, maxBuffer: 8 * 1024 * 1024 });
      return { exitCode: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { exitCode: failed.code, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };
  const json = await outcome(['--json']);
  const text = await outcome([]);
  return { exitCode: json.exitCode, report: JSON.parse(json.stdout) as DoctorReport, text: text.stdout, textExitCode: text.exitCode };
}
