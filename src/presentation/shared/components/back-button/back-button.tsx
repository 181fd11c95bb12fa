import { Link as RouterLink } from 'react-router-dom';
import { StaticArrowLeftIcon } from '@/presentation/shared/components/icons/static-page-icons';
import { backButtonMessages } from './back-button.messages';
import { backButtonClass } from './back-button.styles';

/**
 * 'Regresar' to a fixed parent page. A link and not `history.back()`: whoever arrived
 * from a bookmark or a search engine still lands somewhere sensible. Drawn as an outlined
 * large button with a static class (back-button.styles.ts), so it needs no Chakra at run time.
 */
export function BackButton({ to }: { to: string }) {
  return (
    <RouterLink to={to} className={backButtonClass}>
      <StaticArrowLeftIcon />
      {backButtonMessages.back}
    </RouterLink>
  );
}
