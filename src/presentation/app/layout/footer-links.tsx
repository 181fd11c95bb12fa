import { List } from '@chakra-ui/react';
import type { LinkConfig } from '@/application/shared/config/app-config.model';
import { ExternalLink } from '@/presentation/shared/components/external-link/external-link';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';

export interface FooterColumn {
  readonly id: string;
  readonly title: string;
  readonly links: readonly LinkConfig[];
}

// Light text on the deep-blue footer: white (15.2:1) and brand.100 (11.6:1) on brand.900;
// the footer switches the focus ring to the amber accent, which stands out on that blue.
export const footerLinkStyle = {
  color: 'brand.100',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '11',
  _hover: { color: 'white' },
} as const;

/** A footer column's links: all lead to the fund's public sites, in a new tab. */
export function FooterLinkList({ links }: { links: readonly LinkConfig[] }) {
  return (
    <List.Root recipe={listRecipe} listStyle="none" gap="0">
      {links.map((link) => (
        <List.Item key={`${link.label}-${link.href}`}>
          <ExternalLink href={link.href} {...footerLinkStyle}>
            {link.label}
          </ExternalLink>
        </List.Item>
      ))}
    </List.Root>
  );
}
