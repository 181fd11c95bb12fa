import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// An API on another origin than the portal, for the deployment doctor's tests: a small http proxy
// on a free loopback port in front of `upstream` (the sandbox API), which answers CORS preflights
// and adds Access-Control-Allow-Origin for the listed origins only, as a fund's API gateway would
// (docs/deployment.md#the-apis-cors). An empty list is an API without CORS for the portal: its
// preflights get no CORS headers and its answers no Access-Control-Allow-Origin. `paths` maps a
// path prefix of the gateway to one of the upstream (`{ '/servicios/': '/sandbox/' }`), for the
// other systems the sandbox stands in for.

export type CorsGateway = { readonly origin: string; stop(): Promise<void> };

/** Headers that belong to one connection and are not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host']);

const passed = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** The upstream path of a request: its first matching prefix of `paths` replaced, or unchanged. */
const upstreamPath = (url: string, paths: Readonly<Record<string, string>>) => {
  const prefix = Object.keys(paths).find((candidate) => url.startsWith(candidate));
  return prefix === undefined ? url : `${paths[prefix]}${url.slice(prefix.length)}`;
};

export async function startCorsGateway({
  upstream,
  allowOrigins,
  paths = {},
  tls,
}: {
  upstream: string;
  allowOrigins: string[];
  paths?: Readonly<Record<string, string>>;
  /** Over https on `localhost` with this certificate, as a fund's API is served; plain http on 127.0.0.1 without. */
  tls?: { certificate: string; key: string };
}): Promise<CorsGateway> {
  const target = new URL(upstream);
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const origin = incoming.headers.origin;
    const allowed = origin !== undefined && allowOrigins.includes(origin);
    const cors: Record<string, string> = allowed ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    const askedMethod = incoming.headers['access-control-request-method'];
    if (incoming.method === 'OPTIONS' && askedMethod !== undefined) {
      // A preflight: allowed, it names what was asked; otherwise an answer without CORS headers.
      const askedHeaders = incoming.headers['access-control-request-headers'];
      outgoing.writeHead(204, {
        ...cors,
        ...(allowed ? { 'access-control-allow-methods': askedMethod, 'access-control-max-age': '600' } : {}),
        ...(allowed && askedHeaders !== undefined ? { 'access-control-allow-headers': askedHeaders } : {}),
      });
      outgoing.end();
      return;
    }
    const forward = request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: incoming.method, path: upstreamPath(incoming.url ?? '/', paths), headers: { ...passed(incoming.headers), host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...passed(answer.headers), ...cors, ...(allowed ? { 'access-control-expose-headers': '*' } : {}) });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'application/json', ...cors });
      outgoing.end(JSON.stringify({ error: `upstream: ${error.message}` }));
    });
    incoming.pipe(forward);
  };
  const server = tls === undefined ? createServer(handle) : createHttpsServer({ cert: readFileSync(tls.certificate), key: readFileSync(tls.key) }, handle);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((stopped, failed) => {
        server.close((error) => (error ? failed(error) : stopped()));
        server.closeAllConnections();
      }),
  };
}
