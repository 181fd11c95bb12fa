import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** usePageSettled over a whenIdle the test fires by hand. */
async function withHeldIdle() {
  vi.resetModules();
  const idle: { run: (() => void) | null; cancelled: boolean } = { run: null, cancelled: false };
  vi.doMock('@/presentation/shared/idle/when-idle.util', () => ({
    whenIdle: (task: () => void) => {
      idle.run = task;
      return () => (idle.cancelled = true);
    },
  }));
  const { usePageSettled } = await import('@/presentation/shared/idle/use-page-settled');
  function Probe() {
    return <p>{usePageSettled() ? 'asentada' : 'cargando'}</p>;
  }
  return { idle, Probe };
}

afterEach(() => {
  vi.doUnmock('@/presentation/shared/idle/when-idle.util');
});

describe('usePageSettled', () => {
  it('is false until the page is idle, then true', async () => {
    const { idle, Probe } = await withHeldIdle();
    render(<Probe />);
    expect(screen.getByText('cargando')).toBeTruthy();

    await act(async () => idle.run?.());

    expect(screen.getByText('asentada')).toBeTruthy();
  });

  it('a component gone before the page is idle cancels its wait', async () => {
    const { idle, Probe } = await withHeldIdle();
    const { unmount } = render(<Probe />);
    unmount();
    expect(idle.cancelled).toBe(true);
  });
});
