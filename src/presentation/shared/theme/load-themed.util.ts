import type { ComponentType } from 'react';
import { yieldToBrowser } from '@/presentation/shared/idle/yield-to-browser.util';
import type { themed as Themed } from './themed';

/**
 * Loads a module that draws with Chakra together with the theme (`themed.tsx`, which brings Chakra),
 * fetched in parallel; the entry imports neither. Both are evaluated in one task when they arrive
 * together; the system is then built in the next (`buildSystem`), so the two together are never one
 * long task. Returns the module and `themed`, which puts a component inside the theme's provider.
 */
export async function loadWithTheme<T>(load: () => Promise<T>): Promise<{ readonly loaded: T; readonly themed: typeof Themed }> {
  const [loaded, theme] = await Promise.all([load(), import('./themed')]);
  await yieldToBrowser();
  theme.buildSystem();
  return { loaded, themed: theme.themed };
}

/** A part that draws with Chakra, loaded with the theme (`loadWithTheme`), inside the theme's provider. */
export async function loadThemed<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const { loaded, themed } = await loadWithTheme(load);
  return themed(loaded);
}
