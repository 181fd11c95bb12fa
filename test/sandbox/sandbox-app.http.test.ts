import { isIP } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp, createSandboxMiddleware } from '@sandbox/server/create-sandbox-app';
import { externalPages, SIMULATED_SITE_NOTE } from '@sandbox/server/external-pages';
import type { SandboxMount } from '@sandbox/server/sandbox-mounts';
import { sandboxMounts } from '@sandbox/server/sandbox-mounts';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';

// The sandbox over real HTTP, as the Vite plugin serves it: an ephemeral port, closed after
// each test. msw/node intercepts every outgoing request of the test process, so requests
// to this local server are let through explicitly.





const { listen, call } = sandboxOverHttp();

const sandboxApp = (mounts: readonly SandboxMount[] = []) => createSandboxApp({ origin: () => 'http://localhost:5173', mounts });

describe('sandbox over HTTP: /api', () => {
  it('serves the msw handlers at /api/* with the full path intact', async () => {
    const base = await listen(sandboxApp());
    const answer = await call(`${base}/api/v1/certifications/listarCertificados`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const body = JSON.parse(answer.body) as { code: number; data: { code: string }[] };
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(9);
  });

  it('passes query strings to the handlers', async () => {
    const base = await listen(sandboxApp());
    const answer = await call(`${base}/api/v1/manage/people/locations/cities?stateCode=05`);
    const body = JSON.parse(answer.body) as { detail: { cities: { code: string; name: string }[] } };
    expect(body.detail.cities).toContainEqual(expect.objectContaining({ code: '05001', name: 'Medellín' }));
  });

  it('answers 501 with JSON, not the SPA page, for an API path without a handler', async () => {
    const base = await listen(sandboxApp());
    for (const [method, path] of [
      ['GET', '/api/v1/no-existe'],
      ['POST', '/api/v1/certifications/listarCertificados'],
    ] as const) {
      const answer = await call(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status, `${method} ${path}`).toBe(501);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'sandbox-not-implemented',
        message: `El sandbox no atiende ${method} ${path}`,
      });
    }
  });

  it("hands everything that is not the sandbox's back to the next middleware (Vite)", async () => {
    const host = express();
    const middleware = createSandboxMiddleware({ origin: () => 'http://localhost:5173', mounts: [] });
    host.use((request, response, next) => middleware(request, response, next));
    host.use((_request, response) => response.status(299).send('vite'));
    const base = await listen(host);

    for (const path of ['/', '/certificados', '/src/main.tsx', '/api', '/apis/v1']) {
      expect((await call(`${base}${path}`)).body, path).toBe('vite');
    }
    expect((await call(`${base}/api/v1/certifications/listarCertificados`)).status).toBe(200);
  });
});

describe('sandbox over HTTP: /sandbox/ip', () => {
  it("answers the caller's address as a plain IPv4, without the '::ffff:' of a dual-stack socket", async () => {
    // Listening on '::' makes Node report IPv4 callers as '::ffff:127.0.0.1'.
    const base = await listen(sandboxApp(), '::');
    const answer = await call(`${base}/sandbox/ip`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ ip: '127.0.0.1' });
  });

  it('answers a valid v4 or v6 address on a v4-only socket too', async () => {
    const base = await listen(sandboxApp());
    const { ip } = JSON.parse((await call(`${base}/sandbox/ip`)).body) as { ip: string };
    expect(isIP(ip)).not.toBe(0);
  });
});

describe('sandbox over HTTP: /sandbox/externo', () => {
  it('serves a Spanish stand-in page for every known slug, with the note and a way back', async () => {
    const base = await listen(sandboxApp());
    for (const [slug, page] of Object.entries(externalPages)) {
      const answer = await call(`${base}/sandbox/externo/${slug}`);
      expect(answer.status, slug).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      const document = new DOMParser().parseFromString(answer.body, 'text/html');
      expect(document.documentElement.lang).toBe('es-CO');
      expect(document.title).toBe(`${page.title} · ${SIMULATED_SITE_NOTE}`);
      expect(document.querySelector('h1')?.textContent).toBe(page.title);
      expect(document.body.textContent).toContain(SIMULATED_SITE_NOTE);
      expect(document.querySelector('a')?.getAttribute('href')).toBe('/');
    }
  });

  it('knows every slug public/config.json may use', () => {
    expect(Object.keys(externalPages).sort()).toEqual(
      [
        'inicio', 'quienes-somos', 'afiliaciones', 'canales-de-atencion', 'facebook', 'instagram', 'youtube',
        'superintendencia', 'encuesta', 'sistema-de-creditos', 'registro-de-novedades', 'preguntas-frecuentes',
        'subsidio-desempleo', 'subsidio-educativo', 'subsidio-calzado', 'vivienda-que-es',
        'vivienda-como-postularse', 'vivienda-requisitos', 'vivienda-asignacion',
      ].sort(),
    );
  });

  it('answers an unknown slug with a Spanish 404 page', async () => {
    const base = await listen(sandboxApp());
    for (const slug of ['no-existe', 'toString', '__proto__', '%3Cscript%3E']) {
      const answer = await call(`${base}/sandbox/externo/${slug}`);
      expect(answer.status, slug).toBe(404);
      const document = new DOMParser().parseFromString(answer.body, 'text/html');
      expect(document.querySelector('h1')?.textContent).toBe('Página no encontrada');
      expect(answer.body).not.toContain('<script>');
    }
  });
});

describe('sandbox over HTTP: release-notes widget', () => {
  it('serves the widget as JavaScript that parses', async () => {
    const base = await listen(sandboxApp());
    const answer = await call(`${base}/sandbox/widgets/release-notes.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body).toContain('Novedades del portal');
    expect(() => new Function(answer.body)).not.toThrow();
  });
});

describe('sandbox over HTTP: mount points for the identity provider and the checkout', () => {
  it('registers the identity provider only: other realms and /sandbox/checkout answer a plain 404', async () => {
    // The provider itself is tested in identity-provider.test.ts.
    expect(sandboxMounts.map((mount) => mount.path)).toEqual(['/realms/portal']);
    const base = await listen(createSandboxApp({ origin: () => 'http://localhost:5173' }));
    for (const path of ['/realms/otro/.well-known/openid-configuration', '/sandbox/checkout/session/1', '/sandbox/otra']) {
      const answer = await call(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type']).toContain('text/plain');
      expect(answer.body).toBe(`El sandbox no tiene nada en ${path}`);
    }
  });

  it('creates a registered mount once, on first use, with the origin, and strips its path', async () => {
    const seen: string[] = [];
    const create = vi.fn((context: { origin: string }) => {
      return (request: express.Request, response: express.Response) => {
        seen.push(request.url);
        response.json({ origin: context.origin, url: request.url, original: request.originalUrl });
      };
    });
    const base = await listen(sandboxApp([{ path: '/realms/portal', create }]));
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([
      call(`${base}/realms/portal/.well-known/openid-configuration`),
      call(`${base}/realms/portal/protocol/openid-connect/certs`),
    ]);
    expect(JSON.parse(first.body)).toEqual({
      origin: 'http://localhost:5173',
      url: '/.well-known/openid-configuration',
      original: '/realms/portal/.well-known/openid-configuration',
    });
    expect(second.status).toBe(200);
    expect(create).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('retries a mount whose creation failed, and reports the failure as a server error', async () => {
    const create = vi
      .fn<SandboxMount['create']>()
      .mockRejectedValueOnce(new Error('no module'))
      .mockResolvedValue((_request, response) => void response.send('ok'));
    const app = sandboxApp([{ path: '/sandbox/checkout', create }]);
    // Express's default error handler would print the stack; keep the output for real failures.
    app.set('env', 'test');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = await listen(app);

    expect((await call(`${base}/sandbox/checkout/x`)).status).toBe(500);
    expect((await call(`${base}/sandbox/checkout/x`)).body).toBe('ok');
    expect(create).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
