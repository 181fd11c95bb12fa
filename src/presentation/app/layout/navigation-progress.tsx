import { useNavigation } from 'react-router-dom';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { navigationProgressClass } from './navigation-progress.styles';

/**
 * While the router fetches the next page's chunk the current page stays on screen; a thin
 * bar says something is happening and the status region says it to screen readers.
 */
export function NavigationProgress() {
  const isLoading = useNavigation().state === 'loading';
  return (
    <>
      <span className={visuallyHiddenClass} role="status">{isLoading ? shellMessages.pageLoading : ''}</span>
      {isLoading && <span aria-hidden="true" data-testid="navigation-progress" className={navigationProgressClass} />}
    </>
  );
}
