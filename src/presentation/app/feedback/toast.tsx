import { Alert, CloseButton, VisuallyHidden } from '@chakra-ui/react';
import type { ToastTone } from '@/application/shared/ui-feedback.port';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/presentation/shared/components/icons/icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import type { ShownToast } from './ui.store';
import { alertRecipe } from '@/presentation/shared/theme/alert-recipe.model';

const texts = shellMessages.feedback;

const toneIcon = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon, info: InfoIcon } as const;

/** One toast of the global feedback, drawn inside one of its live regions. */
export function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const Icon = toneIcon[toast.tone satisfies ToastTone];
  return (
    <Alert.Root
      recipe={alertRecipe}
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
