import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { findNginxBrotliModule } from '../../../scripts/find-nginx.mjs';
import { precompress } from '../../../scripts/precompress-dist.mjs';

// Debian's nginx serving one production build exactly as docs/deployment.md deploys it: dist/
// copied to a site root, its config.json replaced, precompressed, the security headers generated
// from that config.json by scripts/generate-csp.mjs, and deploy/nginx/snippets/portal-locations.conf
// included unchanged. Runs as the current user under its own prefix in test-results/ (no system
// service, no port 80) with `daemon off`, so the process held here is the master.
//
// Test-only, and never in deploy/: /api, /realms and /sandbox go to the `vite preview` server the
// suite already runs, where the sandbox stands in for the fund's API and the other systems.

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);

export type NginxSite = {
  /** What the browser uses, e.g. http://localhost:41234. */
  readonly origin: string;
  /** The site root nginx serves (the copied build). */
  readonly root: string;
  /** The Content-Security-Policy generated for the site's config.json. */
  readonly contentSecurityPolicy: string;
  /** Everything nginx logged, to attach to a failure. */
  errorLog(): string;
  stop(): Promise<void>;
};

export type NginxSiteOptions = {
  nginx: string;
  /** A folder of its own under test-results/ (emptied first). */
  prefix: string;
  /** The production build to copy (dist/). */
  dist: string;
  /** The upstream for /api, /realms and /sandbox, e.g. http://localhost:4173. */
  upstream: string;
  /** Changes to the build's config.json for this environment. */
  configure?: (config: Record<string, unknown>) => Record<string, unknown>;
};

/** A TCP port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolveConnect) => {
    const socket = connect({ host, port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once('error', () => resolveConnect(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolveConnect(false);
    });
  });

/**
 * The upstream as an address nginx can reach without guessing: `localhost` may be IPv4 or IPv6
 * for `vite preview`, and nginx would try both and log the refused one as an error.
 */
async function reachableUpstream(upstream: string): Promise<string> {
  const url = new URL(upstream);
  const port = Number(url.port || 80);
  if (url.hostname !== 'localhost') return url.origin;
  if (await canConnect('127.0.0.1', port)) return `http://127.0.0.1:${port}`;
  if (await canConnect('::1', port)) return `http://[::1]:${port}`;
  throw new Error(`El servidor de vista previa no responde en ${upstream}.`);
}

function nginxConf(prefix: string, root: string, port: number, upstream: string): string {
  const temp = join(prefix, 'temp');
  // The master drops to `user` only when started as root; then it must be a user that can read
  // the site and write the temporary folders this test created.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const proxy = (path: string) => `
        location ^~ ${path} {
            proxy_pass ${upstream};
            proxy_http_version 1.1;
            # The browser's host, not the upstream's: the sandbox builds addresses the browser follows
            # (the checkout's processUrl and its return address) from the host it was asked on.
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }`;
  return `# Test-only (test/e2e/support/nginx-server.ts); production is deploy/nginx/portal.conf.
${loadBrotliModule()}
${user}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
lock_file ${join(prefix, 'nginx.lock')};
error_log ${join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    ${writablePaths(prefix, temp)}

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};

        include snippets/portal-locations.conf;

        # The sandbox behind the portal, standing in for the systems config.json names.${proxy('/api/')}${proxy('/realms/')}${proxy('/sandbox/')}
    }
}
`;
}

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`nginx terminó al arrancar:\n${log()}`);
    try {
      const answer = await fetch(`${origin}/config.json`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx no respondió en ${origin} en 15 s:\n${log()}`);
}

/** Builds the site under `prefix`, starts nginx on a free port and resolves once it answers. */
export async function startNginxSite(options: NginxSiteOptions): Promise<NginxSite> {
  const prefix = resolve(options.prefix);
  rmSync(prefix, { recursive: true, force: true });
  const root = join(prefix, 'html');
  const conf = join(prefix, 'conf');
  for (const dir of [join(conf, 'snippets'), join(prefix, 'logs'), join(prefix, 'temp'), root]) mkdirSync(dir, { recursive: true });

  // The deployment: one build, this environment's config.json, precompressed, headers generated.
  cpSync(options.dist, root, { recursive: true });
  const configPath = join(root, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(configPath, `${JSON.stringify(options.configure ? options.configure(config) : config, null, 2)}\n`);
  precompress(root);
  const headers = join(conf, 'snippets', 'portal-security-headers.conf');
  const generator = join(repoRoot, 'scripts', 'generate-csp.mjs');
  await run(process.execPath, [generator, configPath, '--nginx', headers]);
  const { stdout: csp } = await run(process.execPath, [generator, configPath]);
  copyFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', 'portal-locations.conf'), join(conf, 'snippets', 'portal-locations.conf'));

  const upstream = await reachableUpstream(options.upstream);
  const errorLogPath = join(prefix, 'logs', 'error.log');
  let stderr = '';
  const log = () => `${stderr}${existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : ''}`;

  // A port picked free can be taken before nginx binds it (another worker, another program): retry.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    writeFileSync(join(conf, 'nginx.conf'), nginxConf(prefix, root, port, upstream));
    const child = spawn(options.nginx, ['-p', prefix, '-c', join(conf, 'nginx.conf'), '-e', errorLogPath], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      await waitUntilServing(origin, child, log);
    } catch (error) {
      child.kill('SIGKILL');
      if (attempt < 3 && /Address already in use/.test(log())) continue;
      throw error;
    }
    // A worker that dies without its teardown must not leave nginx listening behind it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const stop = async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      // SIGQUIT: graceful; the master stops its worker, removes its pid file and exits.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    };
    return { origin, root, contentSecurityPolicy: csp.trim(), errorLog: log, stop };
  }
}

/** openssl makes the throw-away certificate of {@link checkDeploySite}; Debian's ca-certificates brings it. */
export const hasOpenssl = () => ['/usr/bin/openssl', '/bin/openssl'].some((path) => existsSync(path));

/**
 * `nginx -t` of deploy/nginx/portal.conf as a Debian server would hold it: the site under
 * sites-enabled, its snippets beside it, a throw-away self-signed certificate where the site names
 * the real one. Resolves with nginx's report; rejects with it when the configuration is invalid.
 */
export async function checkDeploySite(options: { nginx: string; prefix: string; config: string }): Promise<string> {
  const prefix = resolve(options.prefix);
  rmSync(prefix, { recursive: true, force: true });
  const conf = join(prefix, 'conf');
  for (const dir of [join(conf, 'snippets'), join(conf, 'sites-enabled'), join(prefix, 'logs'), join(prefix, 'temp'), join(prefix, 'tls')]) {
    mkdirSync(dir, { recursive: true });
  }
  const certificate = join(prefix, 'tls', 'portal.pem');
  const key = join(prefix, 'tls', 'portal.key');
  await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
    .concat(['-subj', '/CN=portal.caja.example', '-keyout', key, '-out', certificate]));
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx', 'portal.conf'), 'utf8')
    .replace('/etc/ssl/certs/portal.caja.example.pem', certificate)
    .replace('/etc/ssl/private/portal.caja.example.key', key);
  writeFileSync(join(conf, 'sites-enabled', 'portal.conf'), site);
  copyFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', 'portal-locations.conf'), join(conf, 'snippets', 'portal-locations.conf'));
  await run(process.execPath, [join(repoRoot, 'scripts', 'generate-csp.mjs'), options.config, '--nginx', join(conf, 'snippets', 'portal-security-headers.conf')]);
  const temp = join(prefix, 'temp');
  // Debian's /etc/nginx/nginx.conf, reduced to what a test may write.
  writeFileSync(
    join(conf, 'nginx.conf'),
    `${loadBrotliModule()}
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')};
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ${writablePaths(prefix, temp)}
    gzip on;
    include sites-enabled/*;
}
`,
  );
  try {
    const { stderr } = await run(options.nginx, ['-t', '-p', prefix, '-c', join(conf, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')]);
    return stderr;
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`nginx -t rechazó deploy/nginx/portal.conf:\n${stderr}`, { cause: error });
  }
}

/**
 * Debian loads the module from /etc/nginx/modules-enabled/ with a path relative to its own prefix;
 * these servers run under a prefix of their own, so the line names the file itself.
 */
function loadBrotliModule(): string {
  const module = findNginxBrotliModule();
  if (module === null) {
    throw new Error(
      'Falta el módulo brotli_static de nginx que usa deploy/nginx/snippets/portal-locations.conf: ' +
        'sudo apt-get install -y --no-install-recommends libnginx-mod-http-brotli-static',
    );
  }
  return `load_module ${module};`;
}

/** Where an nginx run as the current user writes: its access log and temporary files, inside the run's folders. */
function writablePaths(prefix: string, temp: string): string {
  return [
    `access_log ${join(prefix, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(temp, kind === 'client_body' ? 'body' : kind)};`),
  ].join('\n    ');
}
