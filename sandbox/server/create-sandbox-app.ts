import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { RequestHandler as MswHandler } from 'msw';
import { handlers as apiHandlers } from '../api/handlers';
import { sandboxReading, setSandboxReading, type SandboxReading } from '../api/sandbox-reading';
import { createApiDocsRouter } from '../api-docs/api-docs-router';
import { outboxMessages } from '../mail/outbox';
import { renderOutboxPage } from '../mail/outbox-page';
import { createTelemetryRouter } from '../telemetry/telemetry-router';
import { mountPoints } from '../mount-points';
import { createCheckoutRouter } from './checkout-page';
import { normaliseClientIp } from './client-ip';
import { renderExternalPage } from './external-pages';
import { renderSandboxHomePage } from './sandbox-home-page';
import { sandboxMounts as registeredMounts, type SandboxMount, type SandboxMountContext } from './sandbox-mounts';

export interface SandboxAppOptions {
  /** The origin the browser uses; read on first use because the port is known only after listening. */
  readonly origin: () => string;
  /** Defaults to every handler of sandbox/api/handlers.ts. */
  readonly handlers?: readonly MswHandler[];
  /** Defaults to the registry of sandbox/server/sandbox-mounts.ts. */
  readonly mounts?: readonly SandboxMount[];
  /** Defaults to {@link API_BODY_LIMIT_BYTES}; tests lower it to see the 413 without sending 64 MB. */
  readonly apiBodyLimitBytes?: number;
  /**
   * The reading the API answers in (sandbox/api/sandbox-reading.ts), set for the whole process when
   * given: the Vite plugin passes `SANDBOX_READING`'s. Left as it is when absent.
   */
  readonly reading?: SandboxReading;
}

/**
 * The largest `/api` request body the sandbox takes: 64 MiB. A booking request carries up to 3
 * files of 2 MB per person as base64 (4/3 larger) plus the buyer's two documents, about 34 MB for
 * four people, so this is what the fund's gateway in front of create-request must accept too
 * (docs/sandbox.md). Nothing else between the browser and the handlers limits a body: Vite's dev
 * and preview servers do not read request bodies, and the msw middleware streams them.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

// A path, not a URL object: under a DOM test environment `URL` is the DOM's, which fs rejects.
const widgetFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../widgets/release-notes.js');

/**
 * The sandbox as one express app: the Vite plugin mounts it in dev and preview, and the
 * integration tests listen on it directly. Every path it owns is answered here (or by a
 * 404 of its own); anything else goes to `next()`, i.e. back to Vite.
 */
export function createSandboxApp(options: SandboxAppOptions): express.Express {
  if (options.reading !== undefined) setSandboxReading(options.reading);
  const app = express();
  app.disable('x-powered-by');

  for (const mount of options.mounts ?? registeredMounts) {
    app.use(mount.path, lazyMount(mount, () => ({ origin: options.origin() })));
  }

  // The handlers match full URLs ('*/api/v1/...'). Mounting with app.use('/api', ...)
  // would strip '/api' from req.url and nothing would match, so the route keeps the prefix.
  const api = createMiddleware(...(options.handlers ?? apiHandlers));
  app.all(`${mountPoints.api}/*`, bodyLimit(options.apiBodyLimitBytes ?? API_BODY_LIMIT_BYTES), api, (request: Request, response: Response) => {
    // No handler: say so plainly instead of letting Vite answer index.html, which the
    // portal would read as a malformed body. No `code` field: this is not a business answer.
    response
      .status(501)
      .json({ error: 'sandbox-not-implemented', message: `El sandbox no atiende ${request.method} ${request.path}` });
  });

  // The sandbox's own page: what it serves and the reading it answers in.
  app.get(mountPoints.sandbox, (_request, response) => {
    response.type('html').set('Cache-Control', 'no-store').send(renderSandboxHomePage(sandboxReading()));
  });

  app.get(`${mountPoints.sandbox}/ip`, (request, response) => {
    const ip = normaliseClientIp(request.socket.remoteAddress);
    response.set('Cache-Control', 'no-store');
    if (!ip) {
      response.status(503).json({ error: 'ip-unavailable' });
      return;
    }
    response.json({ ip });
  });

  app.get(`${mountPoints.sandbox}/externo/:slug`, (request, response) => {
    const page = renderExternalPage(request.params.slug ?? '');
    response.status(page.status).type('html').set('Cache-Control', 'no-cache').send(page.html);
  });

  app.get(`${mountPoints.sandbox}/widgets/release-notes.js`, (_request, response, next) => {
    // Read on each request so an edit shows on reload without restarting the server.
    readFile(widgetFile, 'utf8').then(
      (script) => response.type('text/javascript').set('Cache-Control', 'no-cache').send(script),
      next,
    );
  });

  // The e-mail outbox (sandbox/mail/outbox.ts): the page for people, the JSON for tests.
  app.get(`${mountPoints.sandbox}/correo`, (_request, response) => {
    response.type('html').set('Cache-Control', 'no-store').send(renderOutboxPage(outboxMessages()));
  });
  app.get(`${mountPoints.sandbox}/correo.json`, (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ messages: outboxMessages() });
  });

  // The field telemetry's collector and dashboard (sandbox/telemetry/).
  app.use(`${mountPoints.sandbox}/telemetria`, createTelemetryRouter());

  // The fund's API contract, docs/api/openapi.yaml, as a page (sandbox/api-docs/).
  app.use(`${mountPoints.sandbox}/api`, createApiDocsRouter());

  // The payment provider's checkout (sandbox/server/checkout-page.ts): plain express routes,
  // nothing heavy to load, so it needs no lazy mount. Paths it does not know fall through to
  // the 404 below.
  app.use(mountPoints.checkout, createCheckoutRouter());

  // The rest of the reserved prefixes: an honest 404 rather than the SPA's index.html.
  app.use([mountPoints.sandbox, mountPoints.identityProvider], (request: Request, response: Response) => {
    response.status(404).type('text/plain; charset=utf-8').send(`El sandbox no tiene nada en ${request.originalUrl}`);
  });

  return app;
}

/** A Connect/Vite middleware: answers the sandbox's paths, passes anything else to `next`. */
export type SandboxMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The sandbox app in the shape Vite's middleware stack takes. */
export function createSandboxMiddleware(options: SandboxAppOptions): SandboxMiddleware {
  const app = createSandboxApp(options);
  // An express app is itself a middleware: it upgrades the plain Node request and response
  // to express's on entry; its types only declare that for requests that already are.
  return (request, response, next) => app(request as Request, response as Response, next);
}

/**
 * 413 for a body declared larger than `limit`, before any of it is read, as a gateway does. A
 * chunked body (no Content-Length) is not counted: browsers always declare the length of the
 * bodies the portal sends.
 */
function bodyLimit(limit: number): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const declared = Number(request.get('content-length') ?? 0);
    if (!(declared > limit)) {
      next();
      return;
    }
    // The unread body would otherwise be drained to keep the connection alive.
    response.set('Connection', 'close');
    response.status(413).json({
      error: 'payload-too-large',
      message: `El sandbox acepta cuerpos de hasta ${limit} bytes; este declara ${declared}.`,
    });
  };
}

/** Builds the mount's middleware on first use (and once, even under concurrent requests). */
function lazyMount(mount: SandboxMount, context: () => SandboxMountContext): RequestHandler {
  let created: Promise<RequestHandler> | null = null;
  return (request: Request, response: Response, next: NextFunction) => {
    created ??= Promise.resolve().then(() => mount.create(context()));
    created.then(
      (middleware) => middleware(request, response, next),
      (error: unknown) => {
        // Forget the failure so the next request tries again (e.g. after fixing the code).
        created = null;
        next(error);
      },
    );
  };
}
