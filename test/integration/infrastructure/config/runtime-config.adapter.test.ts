import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_TIMEOUT_MS, loadRuntimeConfig } from '@/infrastructure/config/runtime-config.adapter';
import { server } from '@test/support/msw-server';

const shipped = (): Record<string, unknown> => JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const pageUrl = 'https://portal.caja.example/subsidios/subsidio-vivienda?origen=correo#tarjetas';
const fileUrl = 'https://portal.caja.example/config.json';

function serveConfig(respond: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(fileUrl, ({ request }) => {
      requests.push(request);
      return respond();
    }),
  );
  return requests;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  it('fetches config.json from the site root, uncached, and returns it validated', async () => {
    const requests = serveConfig(() => HttpResponse.json(shipped()));
    // msw rebuilds the request without its cache mode, so the option is read at the fetch call.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await loadRuntimeConfig(pageUrl);
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(1);
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith(fileUrl, expect.objectContaining({ cache: 'no-store' }));
  });

  it('resolves root-relative URLs against the page origin and keeps in-app paths as paths', async () => {
    serveConfig(() => HttpResponse.json(shipped()));
    const result = await loadRuntimeConfig(pageUrl);
    if (!result.ok) throw new Error(`expected a configuration, got ${JSON.stringify(result.error)}`);
    const config = result.value;
    expect(config.apiBaseUrl).toBe('https://portal.caja.example');
    const realm = 'https://portal.caja.example/realms/portal';
    expect(config.identity).toEqual({
      url: 'https://portal.caja.example',
      realm: 'portal',
      clientId: 'portal-servicios',
      metadata: {
        issuer: realm,
        authorizationEndpoint: `${realm}/protocol/openid-connect/auth`,
        tokenEndpoint: `${realm}/protocol/openid-connect/token`,
        endSessionEndpoint: `${realm}/protocol/openid-connect/logout`,
      },
    });
    expect(config.ipLookup.services).toEqual(['https://portal.caja.example/sandbox/ip']);
    expect(config.externalSites.housingSubsidy.whatIsIt).toBe('https://portal.caja.example/sandbox/externo/vivienda-que-es');
    expect(config.footer.regulator.href).toBe('https://portal.caja.example/sandbox/externo/superintendencia');
    expect(config.releaseNotesWidgetUrl).toBe('https://portal.caja.example/sandbox/widgets/release-notes.js');
    expect(config.navigation.sideMenu.certificates).toBe('/certificados');
    expect(config.navigation.onlineServicesHome).toBe('/');
  });

  it('keeps absolute URLs of other hosts as they are', async () => {
    const json = shipped();
    json.apiBaseUrl = 'https://api.caja.example/portal/';
    (json.externalSites as Record<string, unknown>).creditSystem = 'https://creditos.caja.example/solicitud';
    serveConfig(() => HttpResponse.json(json));
    const result = await loadRuntimeConfig(pageUrl);
    expect(result.ok && result.value.apiBaseUrl).toBe('https://api.caja.example/portal');
    expect(result.ok && result.value.externalSites.creditSystem).toBe('https://creditos.caja.example/solicitud');
  });

  it('deep-freezes the configuration', async () => {
    serveConfig(() => HttpResponse.json(shipped()));
    const result = await loadRuntimeConfig(pageUrl);
    if (!result.ok) throw new Error('expected a configuration');
    const config = result.value;
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.footer.company)).toBe(true);
    expect(Object.isFrozen(config.footer.company[0])).toBe(true);
    expect(Object.isFrozen(config.servicePhones[1])).toBe(true);
    expect(() => {
      (config.identity as { realm: string }).realm = 'otro';
    }).toThrow(TypeError);
    expect(() => (config.ipLookup.services as string[]).push('https://ip.example')).toThrow(TypeError);
  });

  it.each([404, 403, 500])('reports HTTP %i as an unreachable file with its status', async (status) => {
    serveConfig(() => new HttpResponse('<h1>Error</h1>', { status, headers: { 'Content-Type': 'text/html' } }));
    await expect(loadRuntimeConfig(pageUrl)).resolves.toEqual({ ok: false, error: { kind: 'unreachable', url: fileUrl, status } });
  });

  it('reports a failed fetch as unreachable without a status', async () => {
    serveConfig(() => HttpResponse.error());
    await expect(loadRuntimeConfig(pageUrl)).resolves.toEqual({
      ok: false,
      error: { kind: 'unreachable', url: fileUrl, status: null },
    });
  });

  it.each([
    ['an HTML page (a server’s SPA fallback)', '<!doctype html><html lang="es-CO"><div id="root"></div></html>'],
    ['cut-off JSON', '{"apiBaseUrl": "/", "identity": {'],
    ['an empty file', ''],
  ])('reports %s as not JSON', async (_what, body) => {
    serveConfig(() => new HttpResponse(body, { status: 200 }));
    await expect(loadRuntimeConfig(pageUrl)).resolves.toEqual({ ok: false, error: { kind: 'notJson', url: fileUrl } });
  });

  it('reports every invalid field', async () => {
    const json = shipped();
    delete json.apiBaseUrl;
    (json.identity as Record<string, unknown>).clientId = '';
    (json.ipLookup as Record<string, unknown>).timeoutMs = '5 s';
    json.servicePhones = [];
    serveConfig(() => HttpResponse.json(json));
    await expect(loadRuntimeConfig(pageUrl)).resolves.toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        url: fileUrl,
        fields: [
          { path: 'apiBaseUrl', issue: 'missing' },
          { path: 'identity.clientId', issue: 'empty' },
          { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
          { path: 'ipLookup.timeoutMs', issue: 'notPositiveInteger' },
        ],
      },
    });
  });

  it('reports JSON that is not an object as invalid', async () => {
    serveConfig(() => HttpResponse.json([1, 2, 3]));
    await expect(loadRuntimeConfig(pageUrl)).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid', url: fileUrl, fields: [{ path: '', issue: 'notObject' }] },
    });
  });

  it('never throws, even for a page address it cannot read', async () => {
    await expect(loadRuntimeConfig('no es una dirección')).resolves.toMatchObject({ ok: false, error: { kind: 'unreachable' } });
  });
});

describe('loadRuntimeConfig: its own time-out', () => {
  /** Rejects as a browser's fetch does when its signal aborts; never settles otherwise. */
  const untilAborted = (signal: AbortSignal | null | undefined) =>
    new Promise<never>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
    });

  /** Whether the load has settled yet, and how. */
  function track(loading: Promise<unknown>) {
    const state: { settled: boolean; value: unknown } = { settled: false, value: undefined };
    void loading.then((value) => {
      state.settled = true;
      state.value = value;
    });
    return state;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it(`gives up on a server that never answers after ${CONFIG_TIMEOUT_MS} ms, not before, with a timedOut problem`, async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => untilAborted(init?.signal));
    const load = track(loadRuntimeConfig(pageUrl));

    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
    expect(load.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toEqual({ settled: true, value: { ok: false, error: { kind: 'timedOut', url: fileUrl, afterMs: 10_000 } } });
  });

  it('also gives up on an answer whose body starts and stalls', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) =>
      Promise.resolve({ ok: true, status: 200, text: () => untilAborted(init?.signal) } as unknown as Response),
    );
    const load = track(loadRuntimeConfig(pageUrl));

    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS);
    expect(load.value).toEqual({ ok: false, error: { kind: 'timedOut', url: fileUrl, afterMs: CONFIG_TIMEOUT_MS } });
  });

  it('leaves no timer behind once the file has come', async () => {
    serveConfig(() => HttpResponse.json(shipped()));
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const result = await loadRuntimeConfig(pageUrl);
    expect(result.ok).toBe(true);
    const timer = setTimer.mock.results.find((_result, index) => setTimer.mock.calls[index]?.[1] === CONFIG_TIMEOUT_MS)?.value as unknown;
    expect(timer).toBeDefined();
    expect(clearTimer).toHaveBeenCalledWith(timer);
  });
});
