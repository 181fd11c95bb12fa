import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from '@/presentation/shared/theme/portal-system.model';

/**
 * Chakra with the fund's system around what a test draws: the provider each page and lazy part
 * gets in the app through `themed` (src/presentation/shared/theme/themed.tsx), for a component
 * rendered on its own.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}
