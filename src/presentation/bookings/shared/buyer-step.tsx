import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { DocumentQueryForm } from '@/presentation/shared/components/document-query-form/document-query-form';
import { bookingLandingPath } from './booking-paths.model';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import { BookingStepHeading } from './booking-step-heading';
import { DraftLockNotice } from './draft-lock-notice';

/**
 * Step 1: the buyer's document ('Validar' only when it is valid; a 202 keeps it as typed), and the
 * notice of a locked draft, which the same document unlocks.
 */
export const BuyerStep = observer(function BuyerStep({ vm }: { vm: BookingRequestViewModel }) {
  return (
    <Stack gap="8" maxW="3xl">
      <DocumentQueryForm
        heading={
          <>
            <BookingStepHeading vm={vm}>{m.buyer.heading}</BookingStepHeading>
            <Text>{m.buyer.intro}</Text>
            <DraftLockNotice step={vm.buyerStep} />
          </>
        }
        value={vm.buyerStep.query}
        onChange={(query) => vm.buyerStep.changeQuery(query)}
        onSubmit={() => void vm.buyerStep.validate()}
        canSubmit={vm.buyerStep.canValidate}
        hint={vm.buyerStep.isQuerying ? m.buyer.querying : m.buyer.hint}
        submitLabel={m.buyer.validate}
        backTo={bookingLandingPath}
        isBusy={vm.buyerStep.isQuerying}
      />
    </Stack>
  );
});
