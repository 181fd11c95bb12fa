import { afterEach, describe, expect, it, vi } from 'vitest';

// The theme's module, standing in for the real one: what matters is when the system is built.
const theme = vi.hoisted(() => ({ buildSystem: vi.fn(), themed: vi.fn((component: unknown) => ({ themed: component })) }));
vi.mock('@/presentation/shared/theme/themed', () => theme);

const { loadThemed, loadWithTheme } = await import('@/presentation/shared/theme/load-themed.util');

/** Lets every pending promise settle, without letting a timer's task run. */
const settlePromises = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  theme.buildSystem.mockClear();
});

describe('loadWithTheme', () => {
  it('builds the system in a task after the one that evaluated the part and the theme, never in it', async () => {
    vi.useFakeTimers();
    const part = { name: 'Footer' };
    let done = false;
    const loading = loadWithTheme(async () => part).then((result) => {
      done = true;
      return result;
    });

    // Both modules are in: the task that evaluated them ends without building the system.
    await settlePromises();
    expect(theme.buildSystem).not.toHaveBeenCalled();
    expect(done).toBe(false);

    // The next task builds it, once, and only then is the part handed over.
    await vi.advanceTimersByTimeAsync(0);
    expect(theme.buildSystem).toHaveBeenCalledTimes(1);
    const { loaded, themed } = await loading;
    expect(loaded).toBe(part);
    expect(themed).toBe(theme.themed);
  });

  it("in a browser with scheduler.yield, the system waits for it (no test clock holds it back)", async () => {
    let resume: () => void = () => undefined;
    vi.stubGlobal('scheduler', { yield: vi.fn(() => new Promise<void>((resolve) => (resume = resolve))) });
    const loading = loadWithTheme(async () => 'part');

    await settlePromises();
    expect(theme.buildSystem).not.toHaveBeenCalled();
    resume();
    await loading;
    expect(theme.buildSystem).toHaveBeenCalledTimes(1);
  });

  it('loadThemed hands the part back inside the theme', async () => {
    const Footer = () => null;
    await expect(loadThemed(async () => Footer)).resolves.toEqual({ themed: Footer });
    expect(theme.buildSystem).toHaveBeenCalledTimes(1);
  });

  it("a part that fails to load fails the load, and builds nothing", async () => {
    await expect(loadWithTheme(async () => Promise.reject(new Error('chunk')))).rejects.toThrow('chunk');
    expect(theme.buildSystem).not.toHaveBeenCalled();
  });
});
