import { useId } from 'react';
import { Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import type { BuyerDocumentKind } from '@/domain/bookings/booking-request.rules';
import { FileUploadField } from '@/presentation/shared/components/file-upload/file-upload-field';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import { BookingStepHeading } from './booking-step-heading';
import { SubmissionProgressPanel } from './submission-progress';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';

const texts = m.buyerDocuments;
const documents: readonly BuyerDocumentKind[] = ['identityDocument', 'bankCertification'];

/** Refund step 5: the buyer's identity document and a bank certification, one file each. */
export const BuyerDocumentsStep = observer(function BuyerDocumentsStep({ vm }: { vm: BookingRequestViewModel }) {
  const hintId = useId();
  const isSending = vm.submission.isSubmitting;
  const isComplete = vm.buyerDocumentsStep.buyerDocuments.identityDocument !== null && vm.buyerDocumentsStep.buyerDocuments.bankCertification !== null;
  return (
    <StepForm onSubmit={() => void vm.send()}>
      <BookingStepHeading vm={vm}>{texts.heading}</BookingStepHeading>
      <Text>{texts.intro}</Text>
      {documents.map((document) => {
        const file = vm.buyerDocumentsStep.buyerDocuments[document];
        return (
          <FileUploadField
            key={document}
            flow="buyerDocuments"
            label={texts[document]}
            files={file ? [file] : []}
            onAdd={(loaded) => vm.buyerDocumentsStep.setBuyerDocument(document, loaded)}
            onRemove={() => vm.buyerDocumentsStep.setBuyerDocument(document, null)}
            hint={texts.hint}
            isDisabled={isSending}
          />
        );
      })}
      <SubmissionProgressPanel vm={vm} />
      {!isComplete && (
        <Text id={hintId} color="fg.muted">
          {texts.incomplete}
        </Text>
      )}
      <PageActions>
        <Button type="button" variant="outline" size="lg" aria-disabled={isSending || undefined} onClick={() => vm.buyerDocumentsStep.backToAttachments()}>
          <ArrowLeftIcon />
          {m.back}
        </Button>
        <Button type="submit" size="lg" disabled={!vm.buyerDocumentsStep.canSend} loading={isSending} aria-describedby={isComplete ? undefined : hintId}>
          {texts.send}
        </Button>
      </PageActions>
    </StepForm>
  );
});
