import { useEffect, useId, useState } from 'react';
import { Accordion, chakra, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import { maxFilesPerPerson, maxObservationLength } from '@/domain/bookings/booking-request.rules';
import { isReasonType, reasonTypes } from '@/domain/bookings/reason-type.entity';
import { FileUploadField } from '@/presentation/shared/components/file-upload/file-upload-field';
import { ArrowLeftIcon, SuccessIcon, WarningIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import { BookingAccordionItem } from './booking-accordion-item';
import { BookingStepHeading } from './booking-step-heading';
import { ReasonsHelp } from './reasons-help';
import { SubmissionProgressPanel } from './submission-progress';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';
import { accordionRecipe } from '@/presentation/shared/theme/accordion-recipe.model';
import { nativeSelectRecipe } from '@/presentation/shared/theme/native-select-recipe.model';

const texts = m.attachments;
type Vm = { vm: BookingRequestViewModel };

const focusRing = { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const;

/**
 * Step 4: for each selected person a reason and 1-3 supporting files, one accordion panel each
 * (all open: with a handful of people, hiding a form that still needs something helps nobody);
 * the reasons explained above them; optional observations. 'Enviar' (rescheduling) or
 * 'Siguiente' (refund) once every person is complete.
 */
export const AttachmentsStep = observer(function AttachmentsStep({ vm }: Vm) {
  const hintId = useId();
  const people = vm.attachmentsStep.attachmentPeople;
  const isSending = vm.submission.isSubmitting;
  return (
    <StepForm isWide onSubmit={() => void vm.attachmentsStep.finishAttachments()}>
      <BookingStepHeading vm={vm}>{texts.heading}</BookingStepHeading>
      <Text>{texts.intro}</Text>
      <ReasonsHelp />
      <Accordion.Root recipe={accordionRecipe} multiple collapsible defaultValue={people.map(({ key }) => key)} variant="enclosed">
        {people.map(({ key }) => (
          <PersonPanel key={key} vm={vm} personKey={key} />
        ))}
      </Accordion.Root>
      <ObservationsField vm={vm} />
      <SubmissionProgressPanel vm={vm} />
      {!vm.attachmentsStep.allPeopleComplete && (
        <Text id={hintId} color="fg.muted">
          {texts.incomplete}
        </Text>
      )}
      <PageActions>
        <Button type="button" variant="outline" size="lg" aria-disabled={isSending || undefined} onClick={() => vm.attachmentsStep.backFromAttachments()}>
          <ArrowLeftIcon />
          {m.back}
        </Button>
        <Button type="submit" size="lg" disabled={!vm.attachmentsStep.canFinishAttachments} loading={isSending} aria-describedby={vm.attachmentsStep.allPeopleComplete ? undefined : hintId}>
          {vm.kind === 'refund' ? texts.next : texts.send}
        </Button>
      </PageActions>
    </StepForm>
  );
});

const PersonPanel = observer(function PersonPanel({ vm, personKey }: Vm & { personKey: string }) {
  const entry = vm.attachmentsStep.attachmentPeople.find(({ key }) => key === personKey);
  if (entry === undefined) return null;
  const { person, attachments } = entry;
  const document = m.document(person.documentType, person.documentNumber);
  const isComplete = vm.attachmentsStep.isPersonComplete(personKey);
  const isFull = attachments.files.length >= maxFilesPerPerson;
  return (
    <BookingAccordionItem
      value={personKey}
      summary={
        <>
          <chakra.span overflowWrap="anywhere">{document}</chakra.span>
          <PersonStatus isComplete={isComplete} />
        </>
      }
    >
      <Stack gap="5">
        <ReasonField vm={vm} personKey={personKey} document={document} />
        <FileUploadField
          flow="personAttachments"
          label={texts.filesLabel(document)}
          files={attachments.files}
          onAdd={(file) => vm.attachmentsStep.addFile(personKey, file)}
          onRemove={(file) => vm.attachmentsStep.removeFile(personKey, attachments.files.indexOf(file))}
          hint={isFull ? texts.filesFull : texts.filesHint}
          isDisabled={vm.submission.isSubmitting}
        />
        {/* The add control is gone once the slot is full; this says why, to whoever cannot see it go. */}
        <VisuallyHidden aria-live="polite">{isFull ? texts.filesFull : ''}</VisuallyHidden>
      </Stack>
    </BookingAccordionItem>
  );
});

/** 'Completo' or 'Pendiente', in words and with an icon, never by colour alone. */
function PersonStatus({ isComplete }: { isComplete: boolean }) {
  const Icon = isComplete ? SuccessIcon : WarningIcon;
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1" fontSize="sm" fontWeight="semibold" color={isComplete ? 'fg.success' : 'fg.warning'}>
      <Icon boxSize="4" />
      {isComplete ? texts.complete : texts.pending}
    </chakra.span>
  );
}

const ReasonField = observer(function ReasonField({ vm, personKey, document }: Vm & { personKey: string; document: string }) {
  const selectId = useId();
  const errorId = useId();
  const reason = vm.attachmentsStep.attachmentsOf(personKey).reason;
  const isInvalid = vm.attachmentsStep.reasonValidity(personKey) === false;
  return (
    <Stack gap="2" maxW="md">
      <chakra.label htmlFor={selectId} fontWeight="semibold">
        {texts.reasonLabel}
        <chakra.span srOnly>{texts.reasonFor(document)}</chakra.span>
      </chakra.label>
      <NativeSelect.Root recipe={nativeSelectRecipe} size="lg" disabled={vm.submission.isSubmitting}>
        <NativeSelect.Field
          id={selectId}
          aria-required
          value={reason ?? ''}
          borderColor={isInvalid ? 'border.error' : undefined}
          _focusVisible={focusRing}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => vm.attachmentsStep.chooseReason(personKey, isReasonType(event.target.value) ? event.target.value : null)}
          onBlur={() => vm.attachmentsStep.touchReason(personKey)}
        >
          <option value="">{texts.chooseReason}</option>
          {reasonTypes.map((type) => (
            <option key={type} value={type}>
              {m.reasons.labels[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {isInvalid && (
        <Text id={errorId} color="fg.error" fontWeight="medium">
          {m.reasons.required}
        </Text>
      )}
    </Stack>
  );
});

/** How near the limit the counter starts speaking, and how long it waits for typing to pause. */
const announceWithin = 50;
const announceAfterMs = 1000;

/**
 * Optional observations, cut at 500 characters by the view model (pasting more keeps the first
 * 500). The counter is always visible and describes the field; screen readers hear how many are
 * left only near the limit, once typing pauses, not on every key.
 */
const ObservationsField = observer(function ObservationsField({ vm }: Vm) {
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const count = Array.from(vm.attachmentsStep.observation).length;
  const left = maxObservationLength - count;
  const announcement = left <= 0 ? texts.limitReached(maxObservationLength) : left <= announceWithin ? texts.remaining(left) : '';
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(announcement), announceAfterMs);
    return () => clearTimeout(timer);
  }, [announcement]);
  return (
    <Stack gap="2">
      <chakra.label htmlFor={fieldId} fontWeight="semibold">
        {texts.observationsLabel}
      </chakra.label>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {texts.observationsHint}
      </Text>
      <chakra.textarea
        id={fieldId}
        name="Observations"
        rows={4}
        value={vm.attachmentsStep.observation}
        disabled={vm.submission.isSubmitting}
        onChange={(event) => vm.attachmentsStep.changeObservation(event.target.value)}
        aria-describedby={`${hintId} ${counterId}`}
        px="3"
        py="2"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="l2"
        resize="vertical"
        _focusVisible={focusRing}
      />
      <Text id={counterId} fontSize="sm" color={left <= 0 ? 'fg.warning' : 'fg.muted'} textAlign="end" fontVariantNumeric="tabular-nums">
        {texts.counter(count, maxObservationLength)}
      </Text>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </Stack>
  );
});
