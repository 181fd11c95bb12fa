import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { backButtonMessages } from './back-button.messages';

/**
 * 'Regresar' to a fixed parent page. A link and not `history.back()`: whoever arrived
 * from a bookmark or a search engine still lands somewhere sensible.
 */
export function BackButton({ to }: { to: string }) {
  return (
    <LinkButton to={to} variant="outline" size="lg">
      <ArrowLeftIcon />
      {backButtonMessages.back}
    </LinkButton>
  );
}
