import { execFile, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { findNginxBrotliModule } from './find-nginx.mjs';
import { precompress } from './precompress-dist.mjs';

// Debian's nginx serving one production build exactly as docs/deployment.md deploys it: dist/
// copied to a site root, its config.json replaced, precompressed, the security headers generated
// from that config.json by scripts/generate-csp.mjs, and deploy/nginx/snippets/portal-locations.conf
// included unchanged. Runs as the current user under a prefix of its caller's (the tests: test-results/;
// the benchmark: a temporary folder; no system
// service, no port 80) with `daemon off`, so the process held here is the master.
//
// For the browser tests (test/e2e/production-server.spec.ts) and the benchmark (bench-lighthouse.mjs,
// over https and HTTP/2 as deploy/nginx/portal.conf listens), never in deploy/: /api, /realms and
// /sandbox go to a `vite preview` server, where the sandbox stands in for the fund's API and the
// other systems. Types: nginx-site.d.mts.

const repoRoot = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** A TCP port nobody listens on right now (the OS picks it). */
async function freePort() {
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

const canConnect = (host, port) =>
  new Promise((resolveConnect) => {
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
async function reachableUpstream(upstream) {
  const url = new URL(upstream);
  const port = Number(url.port || 80);
  if (url.hostname !== 'localhost') return url.origin;
  if (await canConnect('127.0.0.1', port)) return `http://127.0.0.1:${port}`;
  if (await canConnect('::1', port)) return `http://[::1]:${port}`;
  throw new Error(`El servidor de vista previa no responde en ${upstream}.`);
}

function nginxConf(prefix, root, port, upstream, tls, httpRedirectPort) {
  const temp = join(prefix, 'temp');
  // The master drops to `user` only when started as root; then it must be a user that can read
  // the site and write the temporary folders this test created.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const proxy = (path) => `
        location ^~ ${path} {
            proxy_pass ${upstream};
            proxy_http_version 1.1;
            # The browser's host, not the upstream's: the sandbox builds addresses the browser follows
            # (the checkout's processUrl and its return address) from the host it was asked on.
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }`;
  // With a certificate, as deploy/nginx/portal.conf listens: TLS and HTTP/2 (one connection for
  // every file, where HTTP/1.1 opens six and queues the rest behind them).
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;
        ssl_certificate ${tls.certificate};
        ssl_certificate_key ${tls.key};
        ssl_protocols TLSv1.2 TLSv1.3;`
    : `listen 127.0.0.1:${port};`;
  // Plain http that only redirects, as deploy/nginx/portal.conf's port-80 server; the https port
  // is named because here it is not 443.
  const redirect =
    tls && httpRedirectPort !== undefined
      ? `
    server {
        listen 127.0.0.1:${httpRedirectPort};
        server_name localhost;
        server_tokens off;
        return 301 https://$host:${port}$request_uri;
    }
`
      : '';
  return `# Not production (scripts/nginx-site.mjs, for tests and the benchmark); production is deploy/nginx/portal.conf.
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
        ${listen}
        server_name localhost;
        root ${root};

        include snippets/portal-locations.conf;

        # The sandbox behind the portal, standing in for the systems config.json names.${proxy('/api/')}${proxy('/realms/')}${proxy('/sandbox/')}
    }
${redirect}}
`;
}

/**
 * Whether the site answers /config.json with a 2xx; over https, trusting only its own certificate
 * and not minding its dates (a site may serve an expired one on purpose, for the doctor's tests).
 */
function answers(origin, tls) {
  if (!tls) {
    return fetch(`${origin}/config.json`).then(
      (answer) => answer.ok,
      () => false,
    );
  }
  return new Promise((resolveAnswer) => {
    const certificate = readFileSync(tls.certificate);
    const expected = new X509Certificate(certificate).fingerprint256;
    // Its own certificate, compared by fingerprint: the only check a readiness probe needs.
    const request = httpsGet(`${origin}/config.json`, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      const peer = /** @type {import('node:tls').TLSSocket} */ (answer.socket).getPeerCertificate();
      resolveAnswer(peer.fingerprint256 === expected && (answer.statusCode ?? 500) < 300);
    });
    request.on('error', () => resolveAnswer(false));
  });
}

async function waitUntilServing(origin, tls, child, log) {
  const deadline = Date.now() + 15_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`nginx terminó al arrancar:\n${log()}`);
    if (await answers(origin, tls)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx no respondió en ${origin} en 15 s:\n${log()}`);
}

/** Builds the site under `prefix`, starts nginx on a free port and resolves once it answers. */
export async function startNginxSite(options) {
  const prefix = resolve(options.prefix);
  rmSync(prefix, { recursive: true, force: true });
  const root = join(prefix, 'html');
  const conf = join(prefix, 'conf');
  for (const dir of [join(conf, 'snippets'), join(prefix, 'logs'), join(prefix, 'temp'), root]) mkdirSync(dir, { recursive: true });

  // The deployment: one build, this environment's config.json, precompressed, headers generated.
  cpSync(options.dist, root, { recursive: true });
  const configPath = join(root, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  writeFileSync(configPath, `${JSON.stringify(options.configure ? options.configure(config) : config, null, 2)}\n`);
  precompress(root);
  const headers = join(conf, 'snippets', 'portal-security-headers.conf');
  const generator = join(repoRoot, 'scripts', 'generate-csp.mjs');
  await run(process.execPath, [generator, configPath, '--nginx', headers]);
  const { stdout: csp } = await run(process.execPath, [generator, configPath]);
  for (const snippet of ['portal-locations.conf', 'portal-file-headers.conf']) {
    copyFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', snippet), join(conf, 'snippets', snippet));
  }
  // A deployment changed on purpose (the doctor's tests serve broken ones): the files as written.
  options.alter?.({ root, snippets: join(conf, 'snippets') });

  const upstream = await reachableUpstream(options.upstream);
  const errorLogPath = join(prefix, 'logs', 'error.log');
  let stderr = '';
  const log = () => `${stderr}${existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : ''}`;

  // A port picked free can be taken before nginx binds it (another worker, another program): retry.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const origin = `${options.tls ? 'https' : 'http'}://localhost:${port}`;
    // 0: a free port for the plain-http redirect too.
    const redirectPort = options.tls && options.httpRedirectPort !== undefined ? options.httpRedirectPort || (await freePort()) : undefined;
    writeFileSync(join(conf, 'nginx.conf'), nginxConf(prefix, root, port, upstream, options.tls, redirectPort));
    const child = spawn(options.nginx, ['-p', prefix, '-c', join(conf, 'nginx.conf'), '-e', errorLogPath], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk.toString();
    });
    try {
      await waitUntilServing(origin, options.tls, child, log);
    } catch (error) {
      child.kill('SIGKILL');
      const picked = options.port === undefined || options.httpRedirectPort === 0;
      if (attempt < 3 && picked && /Address already in use/.test(log())) continue;
      throw error;
    }
    // A worker that dies without its teardown must not leave nginx listening behind it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const stop = async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', () => done()));
      // SIGQUIT: graceful; the master stops its worker, removes its pid file and exits.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    };
    const httpRedirectOrigin = redirectPort === undefined ? undefined : `http://localhost:${redirectPort}`;
    return { origin, ...(httpRedirectOrigin === undefined ? {} : { httpRedirectOrigin }), root, contentSecurityPolicy: csp.trim(), errorLog: log, stop };
  }
}

/** openssl makes the throw-away certificates here; Debian's ca-certificates brings it. */
export const hasOpenssl = () => ['/usr/bin/openssl', '/bin/openssl'].some((path) => existsSync(path));

/** The time `openssl ca` takes for -startdate and -enddate: YYYYMMDDHHMMSSZ, in UTC. */
const opensslTime = (/** @type {Date} */ date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Makes a self-signed certificate for `subject` in `dir`: the files and the key's SPKI hash. A day
 * long unless `days` says otherwise; `expired` makes one that ended a day ago (valid the two days
 * before), for the checks that must refuse it. `openssl req` cannot date a certificate in the past,
 * so that one is signed by `openssl ca -selfsign` with its own dates, in a throw-away CA folder.
 */
export async function throwAwayCertificate(dir, subject = 'localhost', { days = 1, expired = false } = {}) {
  mkdirSync(dir, { recursive: true });
  const certificate = join(dir, `${subject}.pem`);
  const key = join(dir, `${subject}.key`);
  const names = ['-subj', `/CN=${subject}`, '-addext', `subjectAltName=DNS:${subject}`, '-keyout', key];
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  if (!expired) {
    await run('openssl', ['req', '-x509', ...newKey, '-days', String(days), ...names, '-out', certificate]);
  } else {
    const ca = join(dir, `${subject}.ca`);
    rmSync(ca, { recursive: true, force: true });
    mkdirSync(ca);
    writeFileSync(join(ca, 'index.txt'), '');
    writeFileSync(join(ca, 'serial'), '01\n');
    // The extensions `openssl req -x509` gives, and the request's subjectAltName copied.
    writeFileSync(
      join(ca, 'ca.cnf'),
      ['[ca]', 'default_ca = throwaway', '[throwaway]', `database = ${join(ca, 'index.txt')}`, `new_certs_dir = ${ca}`]
        .concat([`serial = ${join(ca, 'serial')}`, 'default_md = sha256', 'policy = anything', 'copy_extensions = copy', 'unique_subject = no'])
        .concat(['x509_extensions = leaf', '[anything]', 'commonName = supplied', '[leaf]', 'subjectKeyIdentifier = hash'])
        .concat(['authorityKeyIdentifier = keyid:always', 'basicConstraints = critical,CA:true', ''])
        .join('\n'),
    );
    const request = join(ca, 'request.csr');
    await run('openssl', ['req', '-new', ...newKey, ...names, '-out', request]);
    const day = 86_400_000;
    const now = Date.now();
    await run('openssl', ['ca', '-batch', '-selfsign', '-notext', '-config', join(ca, 'ca.cnf'), '-keyfile', key, '-in', request, '-out', certificate]
      .concat(['-startdate', opensslTime(new Date(now - 2 * day)), '-enddate', opensslTime(new Date(now - day))]));
    rmSync(ca, { recursive: true, force: true });
  }
  // What Chromium's --ignore-certificate-errors-spki-list takes: trust this key and no other.
  const spki = new X509Certificate(readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, key, spkiSha256: createHash('sha256').update(spki).digest('base64') };
}

/**
 * `nginx -t` of deploy/nginx/portal.conf as a Debian server would hold it: the site under
 * sites-enabled, its snippets beside it, a throw-away self-signed certificate where the site names
 * the real one. Resolves with nginx's report; rejects with it when the configuration is invalid.
 */
export async function checkDeploySite(options) {
  const prefix = resolve(options.prefix);
  rmSync(prefix, { recursive: true, force: true });
  const conf = join(prefix, 'conf');
  for (const dir of [join(conf, 'snippets'), join(conf, 'sites-enabled'), join(prefix, 'logs'), join(prefix, 'temp'), join(prefix, 'tls')]) {
    mkdirSync(dir, { recursive: true });
  }
  const { certificate, key } = await throwAwayCertificate(join(prefix, 'tls'), 'portal.caja.example');
  const site = readFileSync(join(repoRoot, 'deploy', 'nginx', 'portal.conf'), 'utf8')
    .replace('/etc/ssl/certs/portal.caja.example.pem', certificate)
    .replace('/etc/ssl/private/portal.caja.example.key', key);
  writeFileSync(join(conf, 'sites-enabled', 'portal.conf'), site);
  for (const snippet of ['portal-locations.conf', 'portal-file-headers.conf']) {
    copyFileSync(join(repoRoot, 'deploy', 'nginx', 'snippets', snippet), join(conf, 'snippets', snippet));
  }
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
    const { stderr = '' } = error;
    throw new Error(`nginx -t rechazó deploy/nginx/portal.conf:\n${stderr}`, { cause: error });
  }
}

/**
 * Debian loads the module from /etc/nginx/modules-enabled/ with a path relative to its own prefix;
 * these servers run under a prefix of their own, so the line names the file itself.
 */
function loadBrotliModule() {
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
function writablePaths(prefix, temp) {
  return [
    `access_log ${join(prefix, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(temp, kind === 'client_body' ? 'body' : kind)};`),
  ].join('\n    ');
}
