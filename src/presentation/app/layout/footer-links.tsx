import type { ReactNode } from 'react';
import type { LinkConfig } from '@/application/shared/config/app-config.model';
import { NewTabHint, newTabAttributes } from '@/presentation/shared/components/external-link/new-tab-hint';
import { footerLinkClass, footerLinkListClass } from './footer.styles';

export interface FooterColumn {
  readonly id: string;
  readonly title: string;
  readonly links: readonly LinkConfig[];
}

/** A footer link: every one leads to a site outside the portal, in a new tab, and says so. */
export function FooterLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} {...newTabAttributes} className={className ? `${footerLinkClass} ${className}` : footerLinkClass}>
      {children}
      <NewTabHint />
    </a>
  );
}

/** A footer column's links: all lead to the fund's public sites, in a new tab. */
export function FooterLinkList({ links }: { links: readonly LinkConfig[] }) {
  return (
    <ul className={footerLinkListClass}>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <FooterLink href={link.href}>{link.label}</FooterLink>
        </li>
      ))}
    </ul>
  );
}
