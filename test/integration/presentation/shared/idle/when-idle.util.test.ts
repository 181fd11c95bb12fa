import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWorkUntil, whenIdle } from '@/presentation/shared/idle/when-idle.util';

// happy-dom has no requestIdleCallback: whenIdle falls back to a timer, which the fake clock runs.
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  // No hold outlives its test: the limit releases any left.
  await vi.advanceTimersByTimeAsync(5_000);
  vi.useRealTimers();
});

describe('whenIdle and the first screen’s hold', () => {
  it('without a hold, runs the task once the page has loaded and is idle', async () => {
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('holds a task asked for before or during the hold until the first screen is shown, then runs each once', async () => {
    const before = vi.fn();
    let shown: () => void = () => undefined;
    holdIdleWorkUntil(new Promise<void>((resolve) => (shown = resolve)));
    whenIdle(before);
    const during = vi.fn();
    whenIdle(during);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(before).not.toHaveBeenCalled();
    expect(during).not.toHaveBeenCalled();

    shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(before).toHaveBeenCalledOnce();
    expect(during).toHaveBeenCalledOnce();

    const after = vi.fn();
    whenIdle(after);
    await vi.advanceTimersByTimeAsync(0);
    expect(after).toHaveBeenCalledOnce();
  });

  it('a first screen that fails, or never shows, holds nothing for more than five seconds', async () => {
    const failed = vi.fn();
    holdIdleWorkUntil(Promise.reject(new Error('sin primera pantalla')));
    whenIdle(failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledOnce();

    const never = vi.fn();
    holdIdleWorkUntil(new Promise(() => undefined));
    whenIdle(never);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(never).not.toHaveBeenCalled();
    // The limit's timer, then the idle fallback's (a zero delay set during a tick is one tick).
    await vi.advanceTimersByTimeAsync(2);
    expect(never).toHaveBeenCalledOnce();
  });

  it('a task cancelled during the hold never runs', async () => {
    let shown: () => void = () => undefined;
    holdIdleWorkUntil(new Promise<void>((resolve) => (shown = resolve)));
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    shown();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
  });

  it('a task cancelled before the page has loaded stops listening for the load', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    try {
      const task = vi.fn();
      const cancel = whenIdle(task);
      const onLoad = added.mock.calls.find(([type]) => type === 'load')?.[1];
      expect(onLoad).toBeTypeOf('function');

      cancel();

      expect(removed.mock.calls.some(([type, listener]) => type === 'load' && listener === onLoad)).toBe(true);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(100);
      expect(task).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      added.mockRestore();
      removed.mockRestore();
    }
  });
});
