import express, { type Response } from 'express';
import { renderApiDocsPage } from './api-docs-page';
import { currentContract, type OpenApiDocument } from './contract-bundle';

/**
 * /sandbox/api: the fund's API contract as a page (`GET /`) and as the bundled JSON
 * (`GET /openapi.json`, what a backend team's tools can load). `load` is for tests; the default
 * bundles docs/api/openapi.yaml again only after a file there changed.
 */
export function createApiDocsRouter(load: () => Promise<OpenApiDocument> = currentContract): express.Router {
  const router = express.Router();
  router.get('/', (_request, response) => {
    load().then(
      (document) => response.type('html').set('Cache-Control', 'no-cache').send(renderApiDocsPage(document)),
      (error: unknown) => bundleFailed(response, error),
    );
  });
  router.get('/openapi.json', (_request, response) => {
    load().then(
      (document) => response.set('Cache-Control', 'no-cache').json(document),
      (error: unknown) => bundleFailed(response, error),
    );
  });
  return router;
}

/** A contract that does not bundle (a broken `$ref`) says why, as `npx redocly lint` would. */
function bundleFailed(response: Response, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  response.status(500).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`No se pudo agrupar docs/api/openapi.yaml: ${reason}`);
}
