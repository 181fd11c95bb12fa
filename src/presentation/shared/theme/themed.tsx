import type { ComponentType } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './portal-system.model';

// What draws with Chakra (every feature page, and the shell's lazy parts: footer, menus, dialogs,
// toasts) gets its provider from here; the first screen's shell draws with static classes and
// none (src/presentation/shared/static-styles). This module is imported beside each such chunk
// (`loadThemed`, the route table), so Chakra comes with the first of them, never with the entry.

// Built when this module is evaluated: that is a task of its own, before any part draws with it.
const system = portalSystem();

/** `Component` inside the fund's Chakra system; one light theme, no colour-mode switch. */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ChakraProvider value={system}>
        <Component {...props} />
      </ChakraProvider>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
