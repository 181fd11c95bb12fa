import { Accordion, Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { formatDate, formatDateTime } from '@/domain/shared/dates.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import type { Purchase } from '@/domain/bookings/purchase.entity';
import { DataList } from '@/presentation/shared/components/data-list/data-list';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import { BookingAccordionItem } from './booking-accordion-item';
import { BookingStepHeading } from './booking-step-heading';
import { accordionRecipe } from '@/presentation/shared/theme/accordion-recipe.model';

const texts = m.history;

// Purchases carry no identifier of their own: their place in the (sorted) history names them.
const purchaseValue = (index: number) => `compra-${index}`;

/**
 * Step 2: the buyer's purchases, newest first, as an accordion. The purchase holding the
 * reservation already opened (coming back from step 3) starts open, else the newest one.
 */
export const HistoryStep = observer(function HistoryStep({ vm }: { vm: BookingRequestViewModel }) {
  const openIndex = Math.max(
    0,
    vm.historyStep.purchases.findIndex((purchase) => purchase.reservations.some((reservation) => reservation.reservationCode === vm.detailStep.reservationCode)),
  );
  return (
    <Stack gap="6">
      <BookingStepHeading vm={vm}>{texts.heading}</BookingStepHeading>
      <Text>{texts.intro}</Text>
      <Accordion.Root recipe={accordionRecipe} multiple collapsible defaultValue={[purchaseValue(openIndex)]} variant="enclosed">
        {vm.historyStep.purchases.map((purchase, index) => (
          <PurchaseItem key={purchaseValue(index)} vm={vm} purchase={purchase} value={purchaseValue(index)} />
        ))}
      </Accordion.Root>
      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={() => vm.historyStep.backToBuyer()}>
          <ArrowLeftIcon />
          {m.back}
        </Button>
      </PageActions>
    </Stack>
  );
});

function PurchaseItem({ vm, purchase, value }: { vm: BookingRequestViewModel; purchase: Purchase; value: string }) {
  const date = formatDate(purchase.purchaseDate) ?? purchase.purchaseDate;
  return (
    <BookingAccordionItem
      value={value}
      summary={
        <>
          <span>{texts.purchase(date)}</span>
          <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            <chakra.span srOnly>{`${texts.price}: `}</chakra.span>
            {formatCopOr(purchase.purchasePrice, m.notGiven)}
          </chakra.span>
        </>
      }
    >
      {purchase.reservations.length === 0 ? (
        <Text color="fg.muted">{texts.noReservations}</Text>
      ) : (
        <chakra.ul aria-label={texts.reservationsOf(date)} listStyleType="none" display="flex" flexDirection="column" gap="3">
          {purchase.reservations.map((reservation) => (
            <chakra.li key={reservation.reservationCode} borderWidth="1px" borderColor="border" rounded="md" p="4">
              <Stack gap="3">
                <Heading as="h4" size="sm" overflowWrap="anywhere">
                  {reservation.serviceName}
                </Heading>
                <DataList
                  rows={[
                    [texts.reservationCode, reservation.reservationCode],
                    [texts.reservationDate, formatDateTime(reservation.reservationDate) ?? reservation.reservationDate],
                  ]}
                />
                <Box>
                  <Button
                    type="button"
                    size="md"
                    minH="11"
                    aria-label={texts.viewDetailsOf(reservation.reservationCode)}
                    onClick={() => vm.historyStep.openReservation(reservation.reservationCode)}
                  >
                    {texts.viewDetails}
                  </Button>
                </Box>
              </Stack>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </BookingAccordionItem>
  );
}
