import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Flex, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ModalTone, ToastTone } from '@/application/shared/ui-feedback.port';
import { useInjection } from '../di/container-context';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/shell-icons';
import { shellMessages } from '../texts/shell.messages';
import { UiStore, type ShownModal, type ShownToast } from './ui.store';

const texts = shellMessages.feedback;

const toneIcon = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon, info: InfoIcon } as const;
const toneColor = { error: 'fg.error', success: 'fg.success', warning: 'fg.warning', info: 'fg.info' } as const;

/**
 * The loader, the modal and the toasts every page raises through `UiFeedback` (spec
 * sections 4 and 8). Rendered once per layout, outside `main`, so it survives navigation.
 */
export function GlobalFeedback() {
  return (
    <>
      <LoaderOverlay />
      <FeedbackModal />
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
 * One Chakra dialog for the store's modal queue. The dialog shown lags the store by one exit
 * animation: when the current modal closes, the next one opens only after the 300 ms close,
 * so two modals never swap content under the person's eyes.
 */
const FeedbackModal = observer(function FeedbackModal() {
  const ui = useInjection<UiStore>(UiStore);
  const current = ui.currentModal;
  const [shown, setShown] = useState<ShownModal | null>(current);
  if (shown === null && current !== null) setShown(current);
  const isOpen = shown !== null && shown.id === current?.id;

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={({ open }) => {
        if (!open && isOpen) ui.dismissModal();
      }}
      onExitComplete={() => setShown(ui.currentModal)}
      role={shown?.tone === 'error' ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside={false}
      closeOnEscape
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        {shown && <ModalContent modal={shown} onAction={(action) => ui.selectModalAction(action)} />}
      </Dialog.Positioner>
    </Dialog.Root>
  );
});

function ModalContent({
  modal,
  onAction,
}: {
  modal: ShownModal;
  onAction: (action: NonNullable<ShownModal['actions']>[number] | null) => void;
}) {
  const Icon = toneIcon[modal.tone satisfies ModalTone];
  const actions = modal.actions && modal.actions.length > 0 ? modal.actions : null;
  return (
    <Dialog.Content maxW="md" data-tone={modal.tone}>
      <Dialog.Header flexDirection="column" alignItems="center" textAlign="center" gap="3">
        <Icon boxSize="12" color={toneColor[modal.tone]} />
        <Dialog.Title as="h2">{modal.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body textAlign="center">
        <Dialog.Description color="fg" fontSize="md">
          {modal.message}
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer justifyContent="center" flexWrap="wrap" gap="3">
        {actions ? (
          actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant === 'secondary' ? 'outline' : 'solid'}
              minH="11"
              minW="32"
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))
        ) : (
          <Button minH="11" minW="32" onClick={() => onAction(null)}>
            {texts.accept}
          </Button>
        )}
      </Dialog.Footer>
    </Dialog.Content>
  );
}

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
