import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { InfoIcon } from '@/presentation/shared/components/icons/icons';
import { PortalDialog, PortalDialogContent } from '@/presentation/shared/components/portal-dialog/portal-dialog';
import { personalDataMessages as m } from './personal-data.messages';

/** The privacy policy the data-update form asks to accept, read in the portal's dialog. */
export function PrivacyPolicyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <PortalDialog isOpen={isOpen} onDismiss={onClose} role="dialog">
      <PortalDialogContent
        data-testid="privacy-policy"
        icon={<InfoIcon boxSize="12" color="brand.solid" />}
        title={m.privacy.title}
        actions={
          <Button minH="11" minW="32" onClick={onClose}>
            {m.privacy.close}
          </Button>
        }
      >
        <Dialog.Description asChild>
          <Stack gap="3" textAlign="start" color="fg" fontSize="md">
            {m.privacy.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </Dialog.Description>
      </PortalDialogContent>
    </PortalDialog>
  );
}
