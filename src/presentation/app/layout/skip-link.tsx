import { Link } from '@chakra-ui/react';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { MAIN_CONTENT_ID } from './shell-links';

/** First stop of the Tab key on every page (WCAG 2.4.1): straight past header and menu. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="3"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      borderRadius="l2"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '3px solid {colors.accent.400}', outlineOffset: '2px' }}
      _focus={{ transform: 'none' }}
      onClick={(event) => {
        // Focus the landmark directly: a hash change would also be seen by the router.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      {shellMessages.skipToContent}
    </Link>
  );
}
