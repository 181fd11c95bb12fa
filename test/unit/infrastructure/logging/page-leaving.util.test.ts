import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger, forwardLoggedErrors } from '@/infrastructure/logging/console-logger.adapter';
import { installPageLeaving, isInterruptedImport, LEAVE_GRACE_MS, watchPageLeaving } from '@/infrastructure/logging/page-leaving.util';
import { reportUncaughtErrors } from '@/infrastructure/logging/uncaught-error-reporter.adapter';

const chromiumFailure = () => new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/personal-data-form-CFY2EYht.js');
const firefoxFailure = () => new TypeError('error loading dynamically imported module: https://portal.example/assets/footer-Ab12Cd34.js');
const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isInterruptedImport', () => {
  it.each([
    ['Chromium', chromiumFailure()],
    ['Firefox', firefoxFailure()],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite’s style preload', new Error('Unable to preload CSS for /assets/x-Ab12.css')],
  ])('knows %s’s failed chunk', (_engine, error) => {
    expect(isInterruptedImport(error)).toBe(true);
  });

  it('takes nothing else for one', () => {
    expect(isInterruptedImport(new TypeError('Failed to fetch'))).toBe(false);
    expect(isInterruptedImport('Failed to fetch dynamically imported module')).toBe(false);
    expect(isInterruptedImport(undefined)).toBe(false);
  });
});

describe('watchPageLeaving', () => {
  it('reports after the grace on a page that stays; on a page left within it, runs the other path only', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const leaving = watchPageLeaving(target);
    const reported: string[] = [];
    leaving.reportUnlessLeft(() => reported.push('staying'), () => reported.push('left'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(reported).toEqual(['staying']);

    leaving.reportUnlessLeft(() => reported.push('staying'), () => reported.push('left'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(reported).toEqual(['staying', 'left']);
    expect(leaving.isLeaving()).toBe(true);

    // Once left, at once; restored from the back-forward cache, staying again.
    leaving.reportUnlessLeft(() => reported.push('staying'), () => reported.push('left'));
    expect(reported).toEqual(['staying', 'left', 'left']);
    target.dispatchEvent(pageShow(false));
    expect(leaving.isLeaving()).toBe(true);
    target.dispatchEvent(pageShow(true));
    expect(leaving.isLeaving()).toBe(false);
    leaving.release();
  });

  it('once released, listens to nothing and forgets what it held', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const leaving = watchPageLeaving(target);
    const run = vi.fn();
    leaving.reportUnlessLeft(run, run);
    leaving.release();
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(run).not.toHaveBeenCalled();
    expect(leaving.isLeaving()).toBe(false);
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['pagehide', 'pageshow']);
  });

  it('is installed once per page: a second install keeps the first', () => {
    const first = new EventTarget();
    const second = new EventTarget();
    const add = vi.spyOn(second, 'addEventListener');
    const release = installPageLeaving(first);
    const again = installPageLeaving(second);
    expect(add).not.toHaveBeenCalled();
    again();
    release();
  });
});

describe('ConsoleLogger with the page-leaving watcher', () => {
  function arrange() {
    vi.useFakeTimers();
    const window = new EventTarget();
    const release = installPageLeaving(window);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forwarded: string[] = [];
    const stopForwarding = forwardLoggedErrors((message) => forwarded.push(message));
    const stopReporting = reportUncaughtErrors(window, new ConsoleLogger());
    const reject = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason }));
    return {
      window,
      error,
      warn,
      forwarded,
      reject,
      [Symbol.dispose]: () => (stopReporting(), stopForwarding(), release()),
    };
  }

  it('a chunk that fails as the page is left (Firefox: before pagehide) is neither an error nor forwarded to the telemetry', () => {
    using page = arrange();
    page.reject(firefoxFailure());
    new ConsoleLogger().error('Error al mostrar la ruta', firefoxFailure());
    vi.advanceTimersByTime(200);
    page.window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(page.error).not.toHaveBeenCalled();
    expect(page.forwarded).toEqual([]);
    expect(page.warn.mock.calls.map(([message]) => message)).toEqual([
      'Carga interrumpida al dejar la página: Promesa rechazada sin controlar',
      'Carga interrumpida al dejar la página: Error al mostrar la ruta',
    ]);
  });

  it('a chunk that fails once the page is hidden for good (Chromium: after pagehide) is dropped at once', () => {
    using page = arrange();
    page.window.dispatchEvent(new Event('pagehide'));
    new ConsoleLogger().error('Error al mostrar la ruta', chromiumFailure());
    expect(page.error).not.toHaveBeenCalled();
    expect(page.forwarded).toEqual([]);
    expect(page.warn).toHaveBeenCalledOnce();
  });

  it('a chunk that fails on a page that stays is an error, forwarded, after the grace', () => {
    using page = arrange();
    new ConsoleLogger().error('Error al mostrar la ruta', chromiumFailure());
    expect(page.forwarded).toEqual([]);
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(page.forwarded).toEqual(['Error al mostrar la ruta']);
    expect(page.error).toHaveBeenCalledWith('Error al mostrar la ruta', expect.stringContaining('Failed to fetch dynamically imported module'));
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('any other error is reported at once, even as the page is left', () => {
    using page = arrange();
    page.window.dispatchEvent(new Event('pagehide'));
    new ConsoleLogger().error('Falló', new TypeError('Failed to fetch'));
    expect(page.forwarded).toEqual(['Falló']);
  });
});
