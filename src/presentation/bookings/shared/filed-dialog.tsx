import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { SuccessIcon } from '@/presentation/shared/components/icons/icons';
import { PortalDialog, PortalDialogContent } from '@/presentation/shared/components/portal-dialog/portal-dialog';
import { bookingLandingPath } from './booking-paths.model';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';

/**
 * 'Solicitud generada con éxito' (docs/bookings.md): one line per person with the filing number
 * the fund gave them. The request is done, so its button and Escape both lead back to the
 * bookings landing; there is nothing to return to on this page.
 */
export const FiledDialog = observer(function FiledDialog({ vm }: { vm: BookingRequestViewModel }) {
  const navigate = useNavigate();
  const filings = vm.filings;
  const leave = () => void navigate(bookingLandingPath);
  return (
    <PortalDialog isOpen={filings !== null} onDismiss={leave} role="dialog">
      <PortalDialogContent
        data-testid="booking-request-filed"
        data-tone="success"
        icon={<SuccessIcon boxSize="12" color="fg.success" />}
        title={m.success.title}
        actions={
          <Button minH="11" minW="32" onClick={leave}>
            {m.success.close}
          </Button>
        }
      >
        <Dialog.Description asChild>
          <Stack gap="4" color="fg" fontSize="md">
            <Text>{m.success.intro}</Text>
            <chakra.ul aria-label={m.success.filingsLabel} listStyleType="none" display="flex" flexDirection="column" gap="2">
              {(filings ?? []).map((filing) => (
                <chakra.li key={`${filing.documentType}:${filing.documentNumber}`} fontWeight="semibold" overflowWrap="anywhere">
                  {m.success.filing(m.document(filing.documentType, filing.documentNumber), filing.filingNumber)}
                </chakra.li>
              ))}
            </chakra.ul>
            <Text>{m.success.channel}</Text>
          </Stack>
        </Dialog.Description>
      </PortalDialogContent>
    </PortalDialog>
  );
});
