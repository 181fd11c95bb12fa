import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPageWake } from '@/infrastructure/browser/page-wake.adapter';
import { resumeFrozenPage, showFromCache, showPage } from '@test/support/page-wake';

// The three ways a page wakes after it may have missed other tabs' messages.

let release: (() => void) | null = null;

afterEach(() => {
  release?.();
  release = null;
  vi.restoreAllMocks();
});

function watched() {
  const wakes: string[] = [];
  release = onPageWake(window, () => wakes.push('wake'));
  return wakes;
}

describe('onPageWake', () => {
  it('wakes on a restore from the back/forward cache, not on an ordinary page show', () => {
    const wakes = watched();
    showFromCache(false);
    expect(wakes).toEqual([]);
    showFromCache();
    expect(wakes).toEqual(['wake']);
  });

  it('wakes on resume after the browser froze the page', () => {
    const wakes = watched();
    resumeFrozenPage();
    expect(wakes).toEqual(['wake']);
  });

  it('wakes when the page becomes visible, not when it is hidden', () => {
    const wakes = watched();
    showPage('hidden');
    expect(wakes).toEqual([]);
    showPage('visible');
    expect(wakes).toEqual(['wake']);
  });

  it('hears nothing once released', () => {
    const wakes = watched();
    release?.();
    release = null;
    showFromCache();
    resumeFrozenPage();
    showPage('visible');
    expect(wakes).toEqual([]);
  });
});
