import { useEffect } from 'react';
import { Stack, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { AttachmentsStep } from './attachments-step';
import { bookingLandingPath } from './booking-paths.model';
import { bookingRequestMessages as m } from './booking-request.messages';
import { BookingRequestViewModel } from './booking-request.view-model';
import { BuyerDocumentsStep } from './buyer-documents-step';
import { BuyerStep } from './buyer-step';
import { DetailStep } from './detail-step';
import { HistoryStep } from './history-step';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

/**
 * /solicitud-de-reagendamiento and /solicitud-de-devolucion (docs/bookings.md): the same screens on
 * one address each, switched by the view model's phase. This tab's draft is looked for first
 * ('restoring'), so a reload lands back on the step it left; it is kept while the page is open.
 *
 * While it is looked for, step 1 is already drawn (lead, heading, fields and buttons) and the
 * status saying so is for screen readers only: the route's build-time prerender (ADR 0022) is this
 * same first render, so when the main view takes over, and when no draft is found, nothing moves.
 */
export const BookingRequestPage = observer(function BookingRequestPage({ kind }: { kind: BookingRequestKind }) {
  const vm = useViewModel(BookingRequestViewModel, (created) => created.configure(kind));

  useEntryLoad(vm);
  // The disposer is the effect's cleanup: leaving the page stops writing the draft.
  useEffect(() => vm.keepDraft(), [vm]);
  const isFirstStep = vm.phase === 'restoring' || vm.phase === 'buyer';
  // The success modal ('Solicitud generada con éxito', the shell's, whose chunk the shell fetches once the
  // page is idle) closed: nothing is left to do here, back to the bookings landing.
  const navigate = useNavigate();
  useEffect(() => {
    if (vm.isFinished) void navigate(bookingLandingPath);
  }, [vm.isFinished, navigate]);

  return (
    <Stack gap="8">
      <PageIntro title={m.titles[kind]} lead={isFirstStep ? m.leads[kind] : undefined} />
      {vm.phase === 'restoring' && <VisuallyHidden role="status">{m.restoring}</VisuallyHidden>}
      {isFirstStep && <BuyerStep vm={vm} />}
      {vm.phase === 'history' && <HistoryStep vm={vm} />}
      {vm.phase === 'detail' && <DetailStep vm={vm} />}
      {vm.phase === 'attachments' && <AttachmentsStep vm={vm} />}
      {vm.phase === 'buyerDocuments' && <BuyerDocumentsStep vm={vm} />}
    </Stack>
  );
});
