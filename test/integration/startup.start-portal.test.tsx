import { act, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { createContainer } from '@/container';
import { AppErrorBoundary } from '@/presentation/app/errors/app-error-boundary';
import { TabBookingDrafts } from '@/infrastructure/storage/bookings/tab-booking-drafts.adapter';
import { startPortal, sweepBookingDraftsWhenIdle, yieldToBrowser, type StartupSteps } from '@/startup';
import { FakeIdentity } from '@test/support/fake-identity';
import { server } from '@test/support/msw-server';
import { RecordingLogger } from '@test/support/recording-logger';
import { testConfig } from '@test/support/test-config';
import { draftOf, MapSessionStorage, storedIds } from '@test/support/bookings/booking-draft-tabs';

// The start asks for the public IP (payments need it later); any answer will do here.
beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));

const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((element) => element.remove()));

/** Starts the portal in a fresh element with `steps` replacing the production ones. */
async function start(steps: Partial<StartupSteps>) {
  const element = document.body.appendChild(document.createElement('div'));
  mounted.push(element);
  const logger = new RecordingLogger();
  const root = createRoot(element);
  const withIdentity = (container: ReturnType<typeof createContainer>) => {
    container.rebind(Identity).toConstantValue(new FakeIdentity());
    return container;
  };
  await act(() =>
    startPortal(root, 'http://localhost/', logger, {
      loadConfig: async () => ({ ok: true, value: testConfig() }),
      createContainer: (config) => withIdentity(createContainer(config)),
      renderApp: () => undefined,
      ...steps,
    }),
  );
  return { element, logger };
}

const startupErrorTitle = 'No pudimos iniciar el portal';

describe('Nothing blanks the page', () => {
  it('a container that cannot be built: the Spanish error page with a retry, the cause logged', async () => {
    const failure = new Error('binding missing');
    const { element, logger } = await start({
      createContainer: () => {
        throw failure;
      },
    });

    expect(element.querySelector('h1')?.textContent).toBe(startupErrorTitle);
    expect(element.querySelector('button')?.textContent).toBe('Intentar de nuevo');
    expect(logger.errors).toEqual([['El portal no pudo iniciar', failure]]);
  });

  it('an identity check that rejects although it should not: the same page', async () => {
    const { element, logger } = await start({
      createContainer: (config) => {
        const container = createContainer(config);
        const identity = new FakeIdentity();
        identity.initialize = () => Promise.reject(new Error('identity exploded'));
        container.rebind(Identity).toConstantValue(identity);
        return container;
      },
    });

    expect(element.querySelector('h1')?.textContent).toBe(startupErrorTitle);
    expect(logger.errors).toHaveLength(1);
  });

  it('a configuration loader that throws instead of answering: the same page', async () => {
    const { element } = await start({ loadConfig: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(element.querySelector('h1')?.textContent).toBe(startupErrorTitle);
  });

  it('a first render that throws: the same page', async () => {
    const { element } = await start({
      renderApp: () => {
        throw new Error('router could not be created');
      },
    });
    expect(element.querySelector('h1')?.textContent).toBe(startupErrorTitle);
  });

  it('an unusable configuration still gets its own page, naming the problem', async () => {
    const { element, logger } = await start({
      loadConfig: async () => ({ ok: false, error: { kind: 'notJson', url: 'http://localhost/config.json' } }),
    });
    expect(element.querySelector('h1')?.textContent).toBe('No pudimos cargar la configuración del portal');
    expect(logger.errors).toEqual([]);
  });

  it('a render error above the router: the boundary shows the plain error page and logs it', () => {
    const logger = new RecordingLogger();
    const failure = new Error('theme provider broke');
    function Broken(): never {
      throw failure;
    }
    // React reports the caught error on console.error too; that noise is React's, not the portal's.
    const silence = console.error;
    console.error = () => undefined;
    try {
      render(
        <AppErrorBoundary logger={logger}>
          <Broken />
        </AppErrorBoundary>,
      );
    } finally {
      console.error = silence;
    }

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Algo salió mal al mostrar el portal');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(logger.errors[0]).toEqual(['Error al mostrar el portal', failure]);
  });
});

/** A fake identity whose check records its start and end in `order` and waits for `endCheck()`. */
function heldIdentityCheck(order: string[]) {
  let release: () => void = () => undefined;
  const identity = new FakeIdentity();
  const initialize = identity.initialize.bind(identity);
  vi.spyOn(identity, 'initialize').mockImplementation(async () => {
    order.push('check started');
    await new Promise<void>((resolve) => (release = resolve));
    order.push('check ended');
    return initialize();
  });
  return { identity, endCheck: () => release() };
}

describe('the page’s code downloads during the identity check', () => {
  it('asks for it with the container and the address before the check ends, and renders after', async () => {
    const order: string[] = [];
    const { identity, endCheck } = heldIdentityCheck(order);
    const preloadPage = vi.fn((_container: unknown, address: string) => order.push(`preload ${address}`));
    const started = start({
      createContainer: (config) => {
        const container = createContainer(config);
        container.rebind(Identity).toConstantValue(identity);
        return container;
      },
      preloadPage,
      renderApp: () => order.push('render'),
    });
    await vi.waitFor(() => expect(order).toContain('check started'));
    endCheck();
    await started;

    expect(order).toEqual(['preload http://localhost/', 'check started', 'check ended', 'render']);
    expect(preloadPage.mock.calls[0]?.[0]).toBeDefined();
  });
});

describe('the start leaves the main thread between its steps (total blocking time)', () => {
  it('yields after the container, the preload, the identity adapter and the check’s start, and again before rendering', async () => {
    const order: string[] = [];
    const { identity, endCheck } = heldIdentityCheck(order);
    const started = start({
      createContainer: (config) => {
        order.push('container');
        const container = createContainer(config);
        container.rebind(Identity).toDynamicValue(() => {
          order.push('identity built');
          return identity;
        });
        return container;
      },
      preloadPage: () => order.push('preload'),
      yieldToBrowser: async () => void order.push('yield'),
      renderApp: () => order.push('render'),
    });
    await vi.waitFor(() => expect(order).toContain('check started'));
    endCheck();
    await started;

    expect(order).toEqual(['container', 'yield', 'preload', 'yield', 'identity built', 'yield', 'check started', 'yield', 'check ended', 'yield', 'render']);
  });

  it('the production yield uses scheduler.yield where the browser has it, else ends the task with a timer', async () => {
    const browserYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: browserYield });
    try {
      await yieldToBrowser();
      expect(browserYield).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }

    vi.useFakeTimers();
    try {
      let resumed = false;
      const yielded = yieldToBrowser().then(() => (resumed = true));
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await yielded;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the public-IP lookup waits for the first screen', () => {
  it('is scheduled after the first render, and asks for the address only when that work runs', async () => {
    const order: string[] = [];
    let later: (() => void) | null = null;
    const rendered: { container?: ReturnType<typeof createContainer> } = {};
    server.use(
      http.get('*/sandbox/ip', () => {
        order.push('ip asked');
        return HttpResponse.json({ ip: '203.0.113.7' });
      }),
    );
    await start({
      renderApp: (_root, container) => {
        order.push('render');
        rendered.container = container;
      },
      afterFirstScreen: (task) => {
        order.push('scheduled');
        later = task;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['render', 'scheduled']);

    (later as (() => void) | null)?.();

    await vi.waitFor(() => expect(order).toEqual(['render', 'scheduled', 'ip asked']));
    // Kept in memory for the payment request, not in the browser's storage (ADR 0013).
    await expect(rendered.container?.get(StoreClientIp).clientIp()).resolves.toBe('203.0.113.7');
    expect(localStorage.getItem('ipClient')).toBeNull();
  });

  it('a start that ends on an error page schedules no lookup', async () => {
    const afterFirstScreen = vi.fn();
    await start({ loadConfig: () => Promise.reject(new TypeError('Failed to fetch')), afterFirstScreen });
    expect(afterFirstScreen).not.toHaveBeenCalled();
  });
});

describe('the start sweeps the booking drafts no tab owns', () => {
  it('after the first render, with the portal’s logger', async () => {
    const order: string[] = [];
    const sweepDrafts = vi.fn(() => order.push('sweep'));
    const { logger } = await start({ renderApp: () => order.push('render'), sweepDrafts });

    expect(order).toEqual(['render', 'sweep']);
    expect(sweepDrafts).toHaveBeenCalledWith(logger);
  });

  it('not when the start failed', async () => {
    const sweepDrafts = vi.fn();
    await start({ loadConfig: () => Promise.reject(new TypeError('Failed to fetch')), sweepDrafts });

    expect(sweepDrafts).not.toHaveBeenCalled();
  });

  it('a sweep that throws leaves the portal up and is logged as a warning', async () => {
    const failure = new Error('sweep exploded');
    const { element, logger } = await start({
      sweepDrafts: () => {
        throw failure;
      },
    });

    expect(element.querySelector('h1')).toBeNull();
    expect(logger.errors).toEqual([]);
    expect(logger.warnings).toEqual([['No se pudieron limpiar los borradores de solicitudes', failure]]);
  });

  it('the production sweep waits for idle, loads the store and deletes a draft past its hour', async () => {
    const indexedDB = new IDBFactory();
    vi.stubGlobal('indexedDB', indexedDB);
    try {
      // A tab closed long ago left its refund draft behind.
      const leftBehind = new TabBookingDrafts(new RecordingLogger(), {
        indexedDB,
        sessionStorage: new MapSessionStorage(),
        locks: null,
        subtle: crypto.subtle,
        randomId: () => 'dejado-atras-0001',
        now: () => Date.now(),
      });
      await leftBehind.save(draftOf('refund', { startedAt: Date.now() - 2 * 60 * 60 * 1000 }));
      expect(await storedIds(indexedDB)).toHaveLength(1);

      const logger = new RecordingLogger();
      let idle: () => void = () => undefined;
      sweepBookingDraftsWhenIdle(logger, (run) => (idle = run));
      expect(await storedIds(indexedDB)).toHaveLength(1);

      idle();
      await vi.waitFor(async () => expect(await storedIds(indexedDB)).toEqual([]));
      expect(logger.warnings).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
