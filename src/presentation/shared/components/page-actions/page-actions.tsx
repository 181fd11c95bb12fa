import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';

/**
 * The row of buttons closing a page ('Regresar' first, the main action last). On a phone
 * they stack at full width, so each is an easy target and none overflows 360 px.
 */
export function PageActions({ children }: { children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      justify={{ sm: 'space-between' }}
      align={{ base: 'stretch', sm: 'center' }}
      flexWrap="wrap"
    >
      {children}
    </Flex>
  );
}
