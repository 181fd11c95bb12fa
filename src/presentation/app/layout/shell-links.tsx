import type { ComponentProps, ReactNode } from 'react';
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

export type NavigationLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * A link to a configured navigation address: router link inside the portal, plain link outside.
 * A plain anchor styled by its `className` (a static-styles class on the first screen); the
 * lazily loaded parts draw it with Chakra's link props through chakra-navigation-link.tsx.
 */
export function NavigationLink({ href, children, ...props }: NavigationLinkProps) {
  const path = portalPath(href);
  if (path === null) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={path} {...props}>
      {children}
    </RouterLink>
  );
}
