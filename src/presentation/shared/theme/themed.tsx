import type { ComponentType } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './portal-system.model';

// What draws with Chakra (every feature page but the static ones, and the shell's lazy parts: footer,
// menus, dialogs, toasts, popovers) gets its provider from here; the first screen's shell draws with
// static classes and none (src/presentation/shared/static-styles). This module is imported beside each
// such chunk (`loadWithTheme`), so Chakra comes with the first of them, never with the entry.

/**
 * Builds the portal's system, once. The longest single piece of Chakra's start (~20 ms on a fast
 * machine, four times that on a mid-range phone): `loadWithTheme` runs it in a task of its own, after
 * the one in which Chakra's and the part's modules were evaluated, so neither task is long.
 */
export function buildSystem(): void {
  portalSystem();
}

/** `Component` inside the fund's Chakra system; one light theme, no colour-mode switch. */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ChakraProvider value={portalSystem()}>
        <Component {...props} />
      </ChakraProvider>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
