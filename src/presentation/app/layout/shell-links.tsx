import type { ReactNode } from 'react';
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Id of the main landmark: target of the skip link and of focus after navigation. */
export const MAIN_CONTENT_ID = 'contenido-principal';

/**
 * The portal path of a navigation address from config.json, or null when it lies outside the
 * portal. The configuration loader turns relative paths into absolute URLs, so an address on
 * this origin is still a route of ours and must go through the router (no reload).
 */
export function portalPath(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

type NavigationLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { href: string; children: ReactNode };

/** A link to a configured navigation address: router link inside the portal, plain link outside. */
export function NavigationLink({ href, children, ...props }: NavigationLinkProps) {
  const path = portalPath(href);
  if (path === null) {
    return (
      <ChakraLink href={href} {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...props}>
      <RouterLink to={path}>{children}</RouterLink>
    </ChakraLink>
  );
}
