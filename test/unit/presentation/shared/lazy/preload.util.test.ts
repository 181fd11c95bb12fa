import { afterEach, describe, expect, it, vi } from 'vitest';
import { preload } from '@/presentation/shared/lazy/preload.util';

describe('preload', () => {
  const unhandled = vi.fn();
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
    unhandled.mockReset();
  });

  it('starts the load at once', () => {
    const load = vi.fn(() => Promise.resolve({}));
    preload(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails (a page left while its chunk loads) leaves no unhandled rejection', async () => {
    process.on('unhandledRejection', unhandled);
    preload(() => Promise.reject(new TypeError('error loading dynamically imported module: /assets/side-menu-drawer.js')));
    // Node reports an unhandled rejection once the microtasks of its turn have run: before the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).not.toHaveBeenCalled();
  });
});
