import type { ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { dialogRecipe } from '@/presentation/shared/theme/dialog-recipe.model';

/**
 * The portal's one dialog frame (docs/shell.md, global UI states): centred, Escape closes, a click on the
 * backdrop does not, 300 ms animation (dialogRecipe), focus moves in and returns where it was.
 * Used by the feedback modal and the session dialogs so they look and behave alike.
 */
export function PortalDialog({
  isOpen,
  onDismiss,
  role = 'alertdialog',
  initialFocusEl,
  onExitComplete,
  children,
}: {
  isOpen: boolean;
  /** Escape or any other request to close; the dialog does not close by itself. */
  onDismiss: () => void;
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: () => HTMLElement | null;
  onExitComplete?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open={isOpen}
      onOpenChange={({ open }) => {
        if (!open && isOpen) onDismiss();
      }}
      onExitComplete={onExitComplete}
      role={role}
      closeOnInteractOutside={false}
      closeOnEscape
      placement="center"
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">{children}</Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Icon and title on top, the message, then the actions: the content of every portal dialog. */
export function PortalDialogContent({
  icon,
  title,
  actions,
  children,
  ...contentProps
}: {
  icon: ReactNode;
  title: string;
  actions: ReactNode;
  /** The message; wrap it in Dialog.Description so the dialog is described by it. */
  children: ReactNode;
  'data-testid'?: string;
  'data-tone'?: string;
}) {
  return (
    <Dialog.Content maxW="md" {...contentProps}>
      <Dialog.Header flexDirection="column" alignItems="center" textAlign="center" gap="3">
        {icon}
        <Dialog.Title as="h2">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body textAlign="center">{children}</Dialog.Body>
      <Dialog.Footer justifyContent="center" flexWrap="wrap" gap="3">
        {actions}
      </Dialog.Footer>
    </Dialog.Content>
  );
}
