import { useState } from 'react';
import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ModalAction, ModalTone } from '@/application/shared/ui-feedback.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { ErrorIcon, SuccessIcon, WarningIcon } from '@/presentation/shared/components/icons/icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { PortalDialog, PortalDialogContent } from '@/presentation/shared/components/portal-dialog/portal-dialog';
import { UiStore, type ShownModal } from './ui.store';

const texts = shellMessages.feedback;
const toneIcon = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon } as const;
const toneColor = { error: 'fg.error', success: 'fg.success', warning: 'fg.warning' } as const;

/**
 * One Chakra dialog for the store's modal queue. The dialog shown lags the store by one exit
 * animation: when the current modal closes, the next one opens only after the 300 ms close,
 * so two modals never swap content under the person's eyes.
 */
export const FeedbackModal = observer(function FeedbackModal() {
  const ui = useInjection<UiStore>(UiStore);
  const current = ui.currentModal;
  const [shown, setShown] = useState<ShownModal | null>(current);
  if (shown === null && current !== null) setShown(current);
  const isOpen = shown !== null && shown.id === current?.id;

  return (
    <PortalDialog
      isOpen={isOpen}
      onDismiss={() => ui.dismissModal()}
      onExitComplete={() => setShown(ui.currentModal)}
      role={shown?.tone === 'error' ? 'alertdialog' : 'dialog'}
    >
      {shown && <ModalContent modal={shown} onAction={(action) => ui.selectModalAction(action)} />}
    </PortalDialog>
  );
});

function ModalContent({
  modal,
  onAction,
}: {
  modal: ShownModal;
  onAction: (action: ModalAction | null) => void;
}) {
  const Icon = toneIcon[modal.tone satisfies ModalTone];
  const actions = modal.actions && modal.actions.length > 0 ? modal.actions : null;
  return (
    <PortalDialogContent
      data-tone={modal.tone}
      icon={<Icon boxSize="12" color={toneColor[modal.tone]} />}
      title={modal.title}
      actions={
        actions ? (
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
        )
      }
    >
      {modal.list || modal.note ? (
        // The whole body describes the dialog: the message, the list under its name, the last line.
        <Dialog.Description asChild>
          <Stack gap="4" color="fg" fontSize="md">
            <Text>{modal.message}</Text>
            {modal.list && (
              <chakra.ul aria-label={modal.list.label} listStyleType="none" display="flex" flexDirection="column" gap="2">
                {modal.list.items.map((item) => (
                  <chakra.li key={item} fontWeight="semibold" overflowWrap="anywhere">
                    {item}
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
            {modal.note && <Text>{modal.note}</Text>}
          </Stack>
        </Dialog.Description>
      ) : (
        <Dialog.Description color="fg" fontSize="md">
          {modal.message}
        </Dialog.Description>
      )}
    </PortalDialogContent>
  );
}
