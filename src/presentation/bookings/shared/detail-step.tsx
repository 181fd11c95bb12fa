import { useId } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { personKey, type BookingPerson } from '@/domain/bookings/purchase.entity';
import { formatDate, formatTime } from '@/domain/shared/dates.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { DataList } from '@/presentation/shared/components/data-list/data-list';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { LabelledCell, ResponsiveRow, ResponsiveTable, SelectCell } from '@/presentation/shared/components/responsive-table/responsive-table';
import { RowCheckbox, SelectAllCheckbox } from '@/presentation/shared/components/responsive-table/table-checkbox';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import { BookingStepHeading } from './booking-step-heading';

const texts = m.detail;
const columns = texts.columns;

/** Step 3: the reservation and its people, to choose who the request is for. */
export const DetailStep = observer(function DetailStep({ vm }: { vm: BookingRequestViewModel }) {
  const hintId = useId();
  const reservation = vm.detailStep.reservation;
  if (reservation === null) return null;
  const checkedCount = vm.detailStep.people.filter((person) => vm.detailStep.isChecked(personKey(person))).length;
  return (
    <Stack gap="6">
      <BookingStepHeading vm={vm}>{texts.heading}</BookingStepHeading>
      <DataList
        rows={[
          [texts.buyer, m.document(vm.historyStep.buyer.documentType, vm.historyStep.buyer.documentNumber)],
          [texts.service, reservation.serviceName],
          [texts.reservationCode, reservation.reservationCode],
          [texts.reservationDate, formatDate(reservation.reservationDate) ?? reservation.reservationDate],
          [texts.reservationTime, formatTime(reservation.reservationDate) ?? m.notGiven],
        ]}
      />
      <Text>{texts.intro}</Text>
      <SelectAllCheckbox label={texts.selectAll} state={vm.detailStep.selectAllState} onToggle={() => vm.detailStep.toggleAll()} />
      <ResponsiveTable
        caption={texts.tableCaption(reservation.reservationCode)}
        selectColumnLabel={texts.selectColumn}
        columns={[
          { label: columns.process },
          { label: columns.status },
          { label: columns.documentType },
          { label: columns.documentNumber },
          { label: columns.serviceValue, isNumber: true },
        ]}
      >
        {vm.detailStep.people.map((person) => (
          <PersonRow key={personKey(person)} vm={vm} person={person} />
        ))}
      </ResponsiveTable>
      <Stack gap="1">
        <Text role="status" fontWeight="semibold">
          {texts.selectedCount(checkedCount)}
        </Text>
        {!vm.detailStep.canContinueToAttachments && (
          <Text id={hintId} color="fg.muted">
            {texts.nothingSelected}
          </Text>
        )}
      </Stack>
      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={() => vm.detailStep.backToHistory()}>
          <ArrowLeftIcon />
          {m.back}
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={!vm.detailStep.canContinueToAttachments}
          aria-describedby={vm.detailStep.canContinueToAttachments ? undefined : hintId}
          onClick={() => vm.detailStep.continueToAttachments()}
        >
          {texts.continue}
        </Button>
      </PageActions>
    </Stack>
  );
});

const PersonRow = observer(function PersonRow({ vm, person }: { vm: BookingRequestViewModel; person: BookingPerson }) {
  const key = personKey(person);
  const isChecked = vm.detailStep.isChecked(key);
  return (
    <ResponsiveRow hasSelectCell isSelected={isChecked}>
      <SelectCell lines={5}>
        <RowCheckbox label={texts.select(m.document(person.documentType, person.documentNumber))} isChecked={isChecked} onToggle={() => vm.detailStep.toggle(key)} />
      </SelectCell>
      <LabelledCell label={columns.process}>{person.process || m.notGiven}</LabelledCell>
      <LabelledCell label={columns.status}>{person.status || m.notGiven}</LabelledCell>
      <LabelledCell label={columns.documentType}>{person.documentType}</LabelledCell>
      <LabelledCell label={columns.documentNumber} isRowHeader>
        {person.documentNumber}
      </LabelledCell>
      <LabelledCell label={columns.serviceValue} isNumber>
        {formatCopOr(person.serviceValue, m.notGiven)}
      </LabelledCell>
    </ResponsiveRow>
  );
});
