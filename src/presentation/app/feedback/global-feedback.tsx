import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, CloseButton, Flex, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ToastTone } from '@/application/shared/ui-feedback.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/presentation/shared/components/icons/icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { UiStore, type ShownToast } from './ui.store';

const texts = shellMessages.feedback;

const toneIcon = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon, info: InfoIcon } as const;

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
      <VisuallyHidden role="status">{ui.isLoading ? texts.loading : ''}</VisuallyHidden>
      {ui.isLoading && (
        <Flex
          data-testid="loader-overlay"
          position="fixed"
          inset="0"
          zIndex="overlay"
          bg="blackAlpha.500"
          align="center"
          justify="center"
          aria-hidden="true"
        >
          <Box bg="bg" borderRadius="full" p="4" boxShadow="lg">
            <Spinner size="xl" color="brand.solid" borderWidth="4px" />
          </Box>
        </Flex>
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

const ToastRegion = observer(function ToastRegion() {
  const ui = useInjection<UiStore>(UiStore);
  const urgent = ui.toasts.filter((toast) => toast.tone === 'error');
  const polite = ui.toasts.filter((toast) => toast.tone !== 'error');
  return (
    <Stack
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
      <Stack role="alert" aria-live="assertive" aria-atomic="false" gap="3">
        {urgent.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </Stack>
      <Stack aria-live="polite" aria-atomic="false" gap="3">
        {polite.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </Stack>
    </Stack>
  );
});

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const Icon = toneIcon[toast.tone satisfies ToastTone];
  return (
    <Alert.Root
      status={toast.tone}
      variant="surface"
      boxShadow="lg"
      pointerEvents="auto"
      alignItems="flex-start"
      data-testid="toast"
    >
      <Alert.Indicator>
        <Icon />
      </Alert.Indicator>
      <Alert.Content>
        <VisuallyHidden>{`${texts.toneLabel[toast.tone]}: `}</VisuallyHidden>
        {toast.title && <Alert.Title>{toast.title}</Alert.Title>}
        <Alert.Description>{toast.message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" minW="11" minH="11" mt="-2" me="-2" aria-label={texts.dismissToast} onClick={onDismiss} />
    </Alert.Root>
  );
}
