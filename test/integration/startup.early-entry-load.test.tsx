import { act, screen, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenSource, Identity } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { App } from '@/presentation/app/app';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { preloadPageAndEarlyLoads, startPortal } from '@/startup';
import { failureResponse } from '@sandbox/api/failure-responses';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { server } from '@test/support/msw-server';
import { RecordingLogger } from '@test/support/recording-logger';
import { testConfig } from '@test/support/test-config';

// Decision 17 of ADR 0009: a route whose first calls carry no token (the certificate list on
// /certificados) starts them while the identity check still waits on the provider, and its page
// shows their answer with the main view, without asking again.

const listPath = 'http://localhost/api/v1/certifications/listarCertificados';

/** Records each list call's Authorization header, then lets the sandbox (or `answer`) reply. */
function recordListCalls(answer?: () => Response | undefined) {
  const calls: (string | null)[] = [];
  server.use(
    http.get(listPath, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return answer?.();
    }),
  );
  return calls;
}

// The start asks for the public IP once the first screen is up; any answer will do here.
beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));

const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((element) => element.remove()));

/** Starts the portal at /certificados with an identity check that ends only at `endCheck()`. */
function startAtCertificates(session = new FakeIdentity().currentSession(), tokens = new FakeTokenSource(null)) {
  const element = document.body.appendChild(document.createElement('div'));
  mounted.push(element);
  const identity = new FakeIdentity(session);
  let release: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (release = resolve));
  const initialize = identity.initialize.bind(identity);
  const initializeSpy = vi.spyOn(identity, 'initialize').mockImplementation(async () => {
    await checked;
    return initialize();
  });
  const started = act(() =>
    startPortal(createRoot(element), 'http://localhost/certificados', new RecordingLogger(), {
      loadConfig: async () => ({ ok: true, value: testConfig() }),
      createContainer: (config) => {
        const container = createContainer(config);
        container.rebind(Identity).toConstantValue(identity);
        container.rebind(AccessTokenSource).toConstantValue(tokens);
        return container;
      },
      preloadPage: preloadPageAndEarlyLoads,
      renderApp: (root, container) => {
        const routes = createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader));
        root.render(<App container={container} router={createMemoryRouter(routes, { initialEntries: ['/certificados'] })} />);
      },
    }),
  );
  return { started, initializeSpy, endCheck: () => release() };
}

const cardList = () => screen.findByRole('list', { name: 'Certificados disponibles' }, { timeout: 5000 });

describe('a token-free entry call starts before the identity check ends', () => {
  it('the certificate list is asked for while the check waits, without a token, and shown once with the main view', async () => {
    const calls = recordListCalls();
    const { started, initializeSpy, endCheck } = startAtCertificates();

    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(initializeSpy).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list', { name: 'Certificados disponibles' })).toBeNull();
    expect(calls).toEqual([null]);

    endCheck();
    await started;
    const list = await cardList();
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(calls).toHaveLength(1);
  });

  it('a check that ends anonymous before the route’s modules are in does not stop the early call: the page takes it', async () => {
    const calls = recordListCalls();
    const element = document.body.appendChild(document.createElement('div'));
    mounted.push(element);
    const identity = new FakeIdentity();
    let checkEnded: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (checkEnded = resolve));
    const initialize = identity.initialize.bind(identity);
    vi.spyOn(identity, 'initialize').mockImplementation(async () => {
      const startup = await initialize();
      checkEnded();
      return startup;
    });
    await act(() =>
      startPortal(createRoot(element), 'http://localhost/certificados', new RecordingLogger(), {
        loadConfig: async () => ({ ok: true, value: testConfig() }),
        createContainer: (config) => {
          const container = createContainer(config);
          container.rebind(Identity).toConstantValue(identity);
          container.rebind(AccessTokenSource).toConstantValue(new FakeTokenSource(null));
          return container;
        },
        // The route's modules come in only after the check has ended, and the page renders after the early call.
        preloadPage: (container, address) => void ended.then(() => preloadPageAndEarlyLoads(container, address)),
        renderApp: (root, container) => {
          const routes = createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader));
          void vi
            .waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 })
            .then(() => root.render(<App container={container} router={createMemoryRouter(routes, { initialEntries: ['/certificados'] })} />));
        },
      }),
    );
    const list = await cardList();
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(calls).toEqual([null]);
  });

  it('a failed early call is the page’s normal fault: the generic error with the main view, and no second call', async () => {
    const calls = recordListCalls(() => failureResponse('server-error'));
    const { started, endCheck } = startAtCertificates();
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });

    endCheck();
    await started;
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a check that ends signed in drops the early answer: the page asks again, with the person’s token', async () => {
    const tokens = new FakeTokenSource(null);
    const calls = recordListCalls();
    const { started, endCheck } = startAtCertificates(signedInSession, tokens);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });

    vi.spyOn(tokens, 'freshAccessToken').mockResolvedValue('ana-token');
    endCheck();
    await started;
    await cardList();
    expect(calls).toEqual([null, 'Bearer ana-token']);
  });

  it('signed in, a failed early call shows nothing: the page’s own call, with the token, answers', async () => {
    const tokens = new FakeTokenSource(null);
    let answered = 0;
    const calls = recordListCalls(() => (answered++ === 0 ? failureResponse('server-error') : undefined));
    const { started, endCheck } = startAtCertificates(signedInSession, tokens);
    await vi.waitFor(() => expect(answered).toBe(1), { timeout: 5000 });

    vi.spyOn(tokens, 'freshAccessToken').mockResolvedValue('ana-token');
    endCheck();
    await started;
    await cardList();
    expect(calls).toEqual([null, 'Bearer ana-token']);
    expect(screen.queryByRole('alertdialog', { name: 'Error del sistema' })).toBeNull();
  });

  it('the HTTP client’s chunk is asked for when the start begins on a route with an early call, and only there', async () => {
    const calls = recordListCalls();
    const container = createContainer(testConfig());
    container.rebind(Identity).toConstantValue(new FakeIdentity());
    const startHttpClient = vi.fn();

    preloadPageAndEarlyLoads(container, 'http://localhost/certificados', startHttpClient);
    // Synchronously, before the page's chunk and feature module are in: the call no longer waits for them and then for it.
    expect(startHttpClient).toHaveBeenCalledOnce();

    for (const address of ['http://localhost/', 'http://localhost/certificados/certificado-afiliacion-trabajador', 'http://localhost/pagos-en-linea']) {
      preloadPageAndEarlyLoads(container, address, startHttpClient);
    }
    expect(startHttpClient).toHaveBeenCalledOnce();
    // The early call itself still goes out (with its own import of the chunk).
    await vi.waitFor(() => expect(calls).toEqual([null]), { timeout: 5000 });
  });
});
