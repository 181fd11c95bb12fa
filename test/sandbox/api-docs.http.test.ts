import { describe, expect, it } from 'vitest';
import { API_DOCS_TITLE, renderMarkdown } from '@sandbox/api-docs/api-docs-page';
import { createApiDocsRouter } from '@sandbox/api-docs/api-docs-router';
import type { OpenApiDocument } from '@sandbox/api-docs/contract-bundle';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { gatewayMethodNames as gatewayMethods } from '@test/support/gateway-adapters';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';
import express from 'express';

// /sandbox/api over real HTTP, as dev and preview serve it: the API contract (docs/api/openapi.yaml)
// bundled by Redocly CLI and written as one page, every gateway call with its anchor, no script and
// nothing from another origin.

const overHttp = sandboxOverHttp();
const listen = () => overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [] }));

describe('the API contract page at /sandbox/api', () => {
  it('answers 200 HTML with every operation the gateways call, each with its anchor, and every schema', async () => {
    const base = await listen();
    const answer = await overHttp.call(`${base}/sandbox/api`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(`<h1>${API_DOCS_TITLE}</h1>`);
    expect(gatewayMethods.length).toBeGreaterThan(0);
    for (const operationId of gatewayMethods) {
      expect.soft(answer.body, operationId).toContain(`id="${operationId}"`);
      expect.soft(answer.body, operationId).toContain(`href="#${operationId}"`);
    }
    expect(answer.body).toContain('id="esquema-PdfData"');
    expect(answer.body).toContain('<a href="#esquema-CertificateFileAnswer">');
    expect(answer.body).toContain('Token (bearer): obligatorio');
    // A request body shows its schema's example; a response, one example per business code.
    expect(answer.body).toContain('<details><summary>Ejemplo</summary>');
    expect(answer.body).toContain('<details><summary>404 — the worker is not found (also as HTTP 404)</summary>');
    // Self-contained: no script, nothing loaded from another origin.
    expect(answer.body).not.toMatch(/<script|<link|src="http|@import/i);
  }, 30_000);

  it('serves the bundled contract as JSON for tools', async () => {
    const base = await listen();
    const answer = await overHttp.call(`${base}/sandbox/api/openapi.json`);
    expect(answer.status).toBe(200);
    const contract = JSON.parse(answer.body) as OpenApiDocument;
    expect(contract.openapi).toBe('3.1.0');
    expect(Object.keys(contract.paths)).toContain('/api/v1/subsidies/{kind}');
  }, 30_000);

  it('escapes what the contract says and explains a contract that does not bundle', async () => {
    const hostile: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: '<script>alert(1)</script>', version: '1', description: 'A `code` and **bold** <b>text</b>.' },
      tags: [{ name: 'T' }],
      paths: { '/x': { get: { operationId: 'x<y', tags: ['T'], summary: '<i>', security: [{}], responses: {} } } },
      components: { schemas: { S: { type: 'object', description: '<img src=x>' } } },
    };
    const app = express();
    app.use('/ok', createApiDocsRouter(() => Promise.resolve(hostile)));
    app.use('/broken', createApiDocsRouter(() => Promise.reject(new Error("Can't resolve $ref"))));
    const base = await overHttp.listen(app);
    const page = await overHttp.call(`${base}/ok`);
    expect(page.body).not.toMatch(/<script>alert|<img src=x>|<b>text|<i>/);
    expect(page.body).toContain('<code>code</code> and <strong>bold</strong>');
    const broken = await overHttp.call(`${base}/broken`);
    expect(broken.status).toBe(500);
    expect(broken.body).toBe("No se pudo agrupar docs/api/openapi.yaml: Can't resolve $ref");
  });

  it('renders the Markdown the descriptions use: headings, lists, paragraphs', () => {
    expect(renderMarkdown('## Title\n\n- one\n  more\n- two\n\nText\nwraps.')).toBe('<h3>Title</h3><ul><li>one more</li><li>two</li></ul><p>Text wraps.</p>');
    expect(renderMarkdown('Read `src/api/**` and `src/http/**`, **then** this.')).toBe(
      '<p>Read <code>src/api/**</code> and <code>src/http/**</code>, <strong>then</strong> this.</p>',
    );
  });
});
