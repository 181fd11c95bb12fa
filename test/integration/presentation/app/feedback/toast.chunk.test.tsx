import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toastModule = '@/presentation/app/feedback/toast';

/** The shell, freshly imported, with whenIdle held and the toast's module replaced by `factory`. */
async function setUp(factory: () => Promise<unknown>) {
  vi.resetModules();
  const waiting: (() => void)[] = [];
  vi.doMock('@/presentation/shared/idle/when-idle.util', () => ({
    whenIdle: (task: () => void) => {
      waiting.push(task);
      return () => undefined;
    },
  }));
  const loaded = vi.fn(factory);
  vi.doMock(toastModule, loaded);
  const { renderShell } = await import('@test/support/render-shell');
  const { UiStore } = await import('@/presentation/app/feedback/ui.store');
  const view = renderShell('/');
  await screen.findByRole('heading', { name: 'Inicio' });
  const settle = () => act(async () => waiting.splice(0).forEach((task) => task()));
  return { ui: view.container.get(UiStore), loaded, settle };
}

afterEach(() => {
  vi.doUnmock(toastModule);
  vi.doUnmock('@/presentation/shared/idle/when-idle.util');
});

// Each test imports the shell afresh (vi.resetModules): slower than the usual render.
const FRESH_SHELL_TIMEOUT_MS = 20_000;

describe('a toast (its own chunk)', () => {
  it('is fetched once the page is idle, not with the first screen', async () => {
    const { loaded, settle } = await setUp(() => vi.importActual(toastModule));
    expect(loaded).not.toHaveBeenCalled();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  }, FRESH_SHELL_TIMEOUT_MS);

  it('raised before the page is idle, it appears, in its live region, as soon as its chunk arrives', async () => {
    const { ui } = await setUp(() => vi.importActual(toastModule));
    act(() => ui.showToast({ tone: 'warning', message: 'No fue posible iniciar sesión.' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('No fue posible iniciar sesión.');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
  }, FRESH_SHELL_TIMEOUT_MS);

  it('if its chunk cannot load, the page stays and the next toast tries again, bringing the first one with it', async () => {
    let fails = true;
    const { ui, loaded } = await setUp(async () => {
      if (fails) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual(toastModule);
    });
    act(() => ui.showToast({ tone: 'error', message: 'Primero' }));
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();

    fails = false;
    act(() => ui.showToast({ tone: 'error', message: 'Segundo' }));
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Primero'),
      expect.stringContaining('Segundo'),
    ]);
  }, FRESH_SHELL_TIMEOUT_MS);
});
