import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { shellMessages } from '@/presentation/app/texts/shell.messages';

/**
 * While the router fetches the next page's chunk the current page stays on screen; a thin
 * bar says something is happening and the status region says it to screen readers.
 */
export function NavigationProgress() {
  const isLoading = useNavigation().state === 'loading';
  return (
    <>
      <Box as="span" srOnly role="status">{isLoading ? shellMessages.pageLoading : ''}</Box>
      {isLoading && (
        <Box
          aria-hidden="true"
          data-testid="navigation-progress"
          position="fixed"
          top="0"
          insetInline="0"
          h="1"
          zIndex="banner"
          bg="accent.400"
          transformOrigin="left"
          animation="navigation-progress 1.2s ease-in-out infinite"
          css={{
            '@keyframes navigation-progress': {
              from: { transform: 'scaleX(0.1)' },
              to: { transform: 'scaleX(0.9)' },
            },
          }}
        />
      )}
    </>
  );
}
