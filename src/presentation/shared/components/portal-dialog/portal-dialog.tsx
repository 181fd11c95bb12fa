import { type ReactNode, useRef } from 'react';
import { Dialog } from '@chakra-ui/react';
import { dialogRecipe } from '@/presentation/shared/theme/dialog-recipe.model';

/**
 * The portal's one dialog frame (docs/shell.md, global UI states): centred, Escape closes, a click on the
 * backdrop does not, 300 ms animation (dialogRecipe), focus moves in and returns where it was; where that was
 * nowhere (a dialog raised as a page opens, the focus on the body) or is gone, to the page's main landmark.
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
  // What had the focus as the dialog opened, read when it asks for its initial focus.
  const opener = useRef<Element | null>(null);
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
      initialFocusEl={() => {
        opener.current = document.activeElement;
        return initialFocusEl?.() ?? null;
      }}
      finalFocusEl={() => returnFocusTo(opener.current)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">{children}</Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Where the focus goes as a dialog closes: back to `opener`, or the main landmark (tabIndex -1) when that was the body or is gone. */
function returnFocusTo(opener: Element | null): HTMLElement | null {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) return opener;
  return document.querySelector<HTMLElement>('main[tabindex]');
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
