import { Box } from '@chakra-ui/react';
import { NewTabIcon } from '@/presentation/shared/components/icons/icons';
import { externalLinkMessages } from './external-link.messages';

/**
 * What every link that opens a new tab carries: a visible icon for sighted people and the
 * same warning in words for screen readers. The leading space keeps the accessible name
 * readable ("Ver más (se abre en una nueva pestaña)").
 */
export function NewTabHint() {
  return (
    <>
      <NewTabIcon boxSize="1em" flexShrink={0} />
      <Box as="span" srOnly>{` ${externalLinkMessages.newTabHint}`}</Box>
    </>
  );
}

/**
 * Attributes of a link leaving the portal. `noopener noreferrer` keeps the other site from
 * reaching back into this window (reverse tabnabbing) and from learning the portal's URL.
 */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;
