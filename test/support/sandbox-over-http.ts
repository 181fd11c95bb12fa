import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import { http, passthrough } from 'msw';
import { afterEach } from 'vitest';
import { server as mswServer } from './msw-server';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The sandbox's express app over real HTTP, as `vite` and `vite preview` serve it: `listen`
 * starts one on a free port for the current test (closed after it, and let through msw), `call`
 * asks it with node:http, which follows no redirect and applies no CORS. Call at module level.
 */
export function sandboxOverHttp() {
  let running: Server | null = null;

  afterEach(async () => {
    const toClose = running;
    running = null;
    if (toClose) await new Promise<void>((resolve) => toClose.close(() => resolve()));
  });

  async function listen(app: express.Express, host = '127.0.0.1'): Promise<string> {
    const httpServer = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(0, host, () => resolve(listening)).on('error', reject);
    });
    running = httpServer;
    const { port } = httpServer.address() as AddressInfo;
    mswServer.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    return `http://127.0.0.1:${port}`;
  }

  function call(url: string, init: HttpCall = {}): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, timeout: 5000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out: ${url}`)));
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
  }

  return { listen, call };
}
