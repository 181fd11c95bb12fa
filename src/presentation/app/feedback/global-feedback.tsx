import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useInjection } from '@/presentation/shared/di/container-context';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { UiStore } from './ui.store';

const texts = shellMessages.feedback;

/**
 * The loader, the modal and the toasts every page raises through `UiFeedback` (spec
 * sections 4 and 8). Rendered once per layout, outside `main`, so it survives navigation.
 */
export function GlobalFeedback() {
  return (
    <>
      <LoaderOverlay />
      <ModalHost />
      <ToastRegion />
    </>
  );
}

const LoaderOverlay = observer(function LoaderOverlay() {
  const ui = useInjection<UiStore>(UiStore);
  return (
    <>
      {/* Always in the document: a live region announces only what changes inside it. */}
      <Box as="span" srOnly role="status">{ui.isLoading ? texts.loading : ''}</Box>
      {ui.isLoading && (
        <Box
          display="flex"
          data-testid="loader-overlay"
          position="fixed"
          inset="0"
          zIndex="overlay"
          bg="blackAlpha.500"
          alignItems="center"
          justifyContent="center"
          aria-hidden="true"
        >
          <Box bg="bg" borderRadius="full" p="4" boxShadow="lg">
            <Spinner size="xl" color="brand.solid" borderWidth="4px" />
          </Box>
        </Box>
      )}
    </>
  );
});

/**
 * The dialog code (Chakra Dialog and its focus trap) is its own chunk: most visits never
 * show a modal. It is fetched once the page is idle, not on demand, because the modal
 * that matters most, 'Error del sistema', often follows a network failure, when fetching
 * code may fail too.
 */
const loadFeedbackModal = () => import('./feedback-modal');
const FeedbackModal = lazy(async () => ({ default: (await loadFeedbackModal()).FeedbackModal }));

const ModalHost = observer(function ModalHost() {
  const ui = useInjection<UiStore>(UiStore);
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && ui.currentModal !== null) setNeeded(true);
  useEffect(() => whenIdle(() => void loadFeedbackModal()), []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal />
    </Suspense>
  );
});

/**
 * A toast (Chakra Alert) is a chunk of its own too, fetched once the page is idle like the modal;
 * a toast raised before it has arrived appears when it does. The two live regions are always in
 * the document, so a toast put inside is announced whenever it comes.
 */
const Toast = lazyPart(async () => (await import('./toast')).Toast);

const ToastRegion = observer(function ToastRegion() {
  const ui = useInjection<UiStore>(UiStore);
  useEffect(() => whenIdle(() => Toast.preload()), []);
  const urgent = ui.toasts.filter((toast) => toast.tone === 'error');
  const polite = ui.toasts.filter((toast) => toast.tone !== 'error');
  return (
    <Box
      display="flex"
      flexDirection="column"
      position="fixed"
      zIndex="toast"
      bottom={{ base: '4', md: '6' }}
      insetInline={{ base: '4', md: 'auto' }}
      insetEnd={{ md: '6' }}
      w={{ md: 'sm' }}
      gap="3"
      pointerEvents="none"
    >
      {/* Two regions, both always present: errors interrupt, everything else waits its turn. */}
      <Box display="flex" flexDirection="column" role="alert" aria-live="assertive" aria-atomic="false" gap="3">
        {urgent.map((toast) => (
          <Toast key={toast.id} fallback={null} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </Box>
      <Box display="flex" flexDirection="column" aria-live="polite" aria-atomic="false" gap="3">
        {polite.map((toast) => (
          <Toast key={toast.id} fallback={null} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </Box>
    </Box>
  );
});
