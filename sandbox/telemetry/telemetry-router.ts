import express, { type Request, type Response } from 'express';
import { collectedTelemetry, collectTelemetry } from './collector';
import { renderTelemetryPage } from './telemetry-page';
import { summarize } from './telemetry-summary';

/** Largest body the collector reads: what a browser lets keepalive requests carry in flight. */
const TELEMETRY_BODY_LIMIT = '64kb';

/**
 * /sandbox/telemetria: the collector the sandbox's config.json sends the portal's telemetry to
 * (`POST /registros`, any content type: the portal sends text/plain), the records as JSON for
 * tests (`GET /registros.json`) and the dashboard (`GET /`).
 */
export function createTelemetryRouter(): express.Router {
  const router = express.Router();
  router.post('/registros', express.text({ type: () => true, limit: TELEMETRY_BODY_LIMIT }), (request: Request, response: Response) => {
    const kept = typeof request.body === 'string' ? collectTelemetry(request.body) : null;
    // No cookie, no body: a collector that remembers no one.
    response.set('Cache-Control', 'no-store');
    if (kept === null) response.status(400).type('text/plain; charset=utf-8').send('Se esperaba un lote de telemetría (docs/telemetry.md).');
    else response.status(204).end();
  });
  router.get('/registros.json', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ records: collectedTelemetry() });
  });
  router.get('/', (_request, response) => {
    response.type('html').set('Cache-Control', 'no-store').send(renderTelemetryPage(summarize(collectedTelemetry())));
  });
  return router;
}
