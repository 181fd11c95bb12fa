import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/presentation/shared/components/button/button';
import { Link as RouterLink } from 'react-router-dom';
import { NewTabHint, newTabAttributes } from '@/presentation/shared/components/external-link/new-tab-hint';

type Destination =
  /** A page of the portal: client-side navigation, no reload. */
  | { to: string; href?: never; newTab?: never }
  /** Another site: a new tab by default (announced), or this tab with `newTab={false}`. */
  | { href: string; newTab?: boolean; to?: never };

export type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'children' | 'onClick' | 'type'> &
  Destination & { children: ReactNode };

/**
 * Something that navigates but looks like a button. It stays an `<a>` so assistive
 * technology announces a link, it opens with Enter (not Space) like every link, and the
 * browser offers "open in new tab" on it.
 */
export function LinkButton({ to, href, newTab = true, children, ...buttonProps }: LinkButtonProps) {
  if (to !== undefined) {
    return (
      <Button asChild {...buttonProps}>
        <RouterLink to={to}>{children}</RouterLink>
      </Button>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <a href={href} {...(newTab ? newTabAttributes : {})}>
        {children}
        {newTab && <NewTabHint />}
      </a>
    </Button>
  );
}
