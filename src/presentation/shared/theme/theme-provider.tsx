import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './portal-system.model';

/**
 * Chakra with the fund's system. No colour-mode switch: the portal ships one light theme
 * whose contrast has been checked, rather than a dark one nobody has audited.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}
