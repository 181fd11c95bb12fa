import { StaticNewTabIcon } from '@/presentation/shared/components/icons/static-icons';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { externalLinkMessages } from './external-link.messages';
import { newTabHintIconClass } from './new-tab-hint.styles';

/**
 * What every link that opens a new tab carries: a visible icon for sighted people and the
 * same warning in words for screen readers. The leading space keeps the accessible name
 * readable ("Ver más (se abre en una nueva pestaña)"). Plain elements with static classes, so
 * the links of the home's cards carry it without Chakra.
 */
export function NewTabHint() {
  return (
    <>
      <StaticNewTabIcon className={newTabHintIconClass} />
      <span className={visuallyHiddenClass}>{` ${externalLinkMessages.newTabHint}`}</span>
    </>
  );
}

/**
 * Attributes of a link leaving the portal. `noopener noreferrer` keeps the other site from
 * reaching back into this window (reverse tabnabbing) and from learning the portal's URL.
 */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;
