import type { ComponentType } from 'react';

/**
 * Loads a part that draws with Chakra together with the theme (`themed.tsx`, which brings Chakra
 * and builds the portal's system), and returns it inside the theme's provider. The two chunks are
 * fetched in parallel; the entry imports neither.
 */
export async function loadThemed<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { themed }] = await Promise.all([load(), import('./themed')]);
  return themed(Component);
}
