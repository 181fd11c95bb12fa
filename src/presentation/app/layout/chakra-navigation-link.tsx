import type { ReactNode } from 'react';
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { NavigationLink } from './shell-links';

type ChakraNavigationLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { href: string; children: ReactNode };

/**
 * The navigation link (router link inside the portal, plain link outside) as Chakra's Link, with
 * its recipe and style props, for the parts that arrive with Chakra (the side menu's drawer).
 */
export function ChakraNavigationLink({ href, children, ...props }: ChakraNavigationLinkProps) {
  return (
    <ChakraLink asChild {...props}>
      <NavigationLink href={href}>{children}</NavigationLink>
    </ChakraLink>
  );
}
