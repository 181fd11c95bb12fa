import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { MAIN_CONTENT_ID } from './shell-links';
import { skipLinkClass } from './skip-link.styles';

/** First stop of the Tab key on every page (WCAG 2.4.1): straight past header and menu. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={skipLinkClass}
      onClick={(event) => {
        // Focus the landmark directly: a hash change would also be seen by the router.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {shellMessages.skipToContent}
    </a>
  );
}
