import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { NewTabHint, newTabAttributes } from './new-tab-hint';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  href: string;
  children: ReactNode;
  /** True (default) opens a new tab and says so; false leaves the portal in this tab. */
  newTab?: boolean;
}

/** An inline text link to a site outside the portal. */
export function ExternalLink({ href, children, newTab = true, ...rest }: ExternalLinkProps) {
  return (
    <Link href={href} {...(newTab ? newTabAttributes : {})} {...rest}>
      {children}
      {newTab && <NewTabHint />}
    </Link>
  );
}
