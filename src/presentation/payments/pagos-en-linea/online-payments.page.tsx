import { useId } from 'react';
import { Box, chakra, Heading, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/domain/shared/dates.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { Button } from '@/presentation/shared/components/button/button';
import { useCommandGroup } from '@/presentation/shared/components/button/use-command-group';
import { DocumentQueryForm } from '@/presentation/shared/components/document-query-form/document-query-form';
import { WarningIcon } from '@/presentation/shared/components/icons/icons';
import { LabelledCell, ResponsiveRow, ResponsiveTable, RowHeaderCell, SelectCell } from '@/presentation/shared/components/responsive-table/responsive-table';
import { RowCheckbox, SelectAllCheckbox } from '@/presentation/shared/components/responsive-table/table-checkbox';
import { DataList } from '@/presentation/shared/components/data-list/data-list';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { onlinePaymentsMessages as m } from './online-payments.messages';
import { OnlinePaymentsViewModel } from './online-payments.view-model';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

type Vm = { vm: OnlinePaymentsViewModel };

/** Where the checkout sends people back: this page with `?state=…` (docs/payments.md). */
const returnStateParameter = 'state';

/** /pagos-en-linea: four steps on one address (docs/payments.md). */
export const OnlinePaymentsPage = observer(function OnlinePaymentsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const vm = useViewModel(OnlinePaymentsViewModel, (created) => created.configure(searchParams.get(returnStateParameter)));

  useEntryLoad(vm);

  const startOver = () => {
    vm.startOver();
    // The return address's parameters go, so a reload shows the form and not the old result.
    navigate('/pagos-en-linea', { replace: true });
  };

  return (
    <Stack gap="8">
      <PageIntro title={m.title} />
      {vm.phase === 'query' && <QueryStep vm={vm} />}
      {vm.phase === 'pending' && <PendingPaymentsStep vm={vm} />}
      {vm.phase === 'transactionPending' && <TransactionPendingStep vm={vm} />}
      {vm.phase === 'checkingResult' && (
        <Text role="status" fontSize="lg">
          {m.result.checking}
        </Text>
      )}
      {vm.phase === 'result' && <ResultStep vm={vm} onStartOver={startOver} />}
    </Stack>
  );
});

const QueryStep = observer(function QueryStep({ vm }: Vm) {
  const notesId = useId();
  return (
    <Stack gap="8" maxW="3xl">
      <DocumentQueryForm
        heading={
          <>
            <StepHeading>{m.query.heading}</StepHeading>
            <Text>{m.query.intro}</Text>
          </>
        }
        value={vm.query}
        onChange={(query) => vm.changeQuery(query)}
        onSubmit={() => void vm.consult()}
        canSubmit={vm.canContinue}
        hint={m.query.hint}
        submitLabel={m.query.continue}
        backTo="/"
        isBusy={vm.isQuerying}
      />

      <Box>
        <Button variant="plain" colorPalette="brand" px="0" minH="11" textDecoration="underline" onClick={() => void vm.openFrequentQuestions()}>
          {m.query.frequentQuestions}
          <chakra.span srOnly>{` ${m.query.opensInNewTab}`}</chakra.span>
        </Button>
      </Box>

      <Stack as="section" aria-labelledby={notesId} gap="2">
        <Heading as="h3" size="md" id={notesId}>
          {m.query.notesHeading}
        </Heading>
        <List.Root recipe={listRecipe} ps="5" gap="1">
          {m.query.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
      </Stack>

      <CashWarning hours={vm.cashHours} convenio={vm.convenio} />
    </Stack>
  );
});

function CashWarning({ hours, convenio }: { hours: number; convenio: string }) {
  const headingId = useId();
  return (
    <Stack
      as="aside"
      aria-labelledby={headingId}
      gap="2"
      p="4"
      rounded="l2"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderStartWidth="4px"
    >
      <Heading as="h3" size="md" id={headingId} display="flex" alignItems="center" gap="2">
        <WarningIcon color="fg.warning" aria-hidden />
        {m.cashWarning.heading}
      </Heading>
      {m.cashWarning.lines(hours, convenio).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

const PendingPaymentsStep = observer(function PendingPaymentsStep({ vm }: Vm) {
  const hintId = useId();
  // A payment on its way, or the checkout on its way: the pressed button keeps the focus, busy.
  const isPaying = vm.submission.isSubmitting || vm.isLeaving;
  const command = useCommandGroup<'cash' | 'card'>(isPaying);
  const columns = m.pending.columns;
  return (
    <Stack gap="6">
      <StepHeading>{m.pending.heading}</StepHeading>
      <Text>{m.pending.intro}</Text>
      <SelectAllCheckbox label={m.pending.selectAll} state={vm.selectAllState} onToggle={() => vm.toggleAll()} />
      <ResponsiveTable
        caption={m.pending.heading}
        selectColumnLabel={m.pending.selectColumn}
        columns={[{ label: columns.description }, { label: columns.reference }, { label: columns.dueDate }, { label: columns.value, isNumber: true }]}
      >
        {vm.payments.map((payment) => (
          <PaymentRow key={payment.reference} vm={vm} reference={payment.reference} />
        ))}
      </ResponsiveTable>

      <Stack gap="1" borderTopWidth="2px" borderColor="border" pt="3">
        <Text role="status" fontSize="lg" fontWeight="semibold" display="flex" justifyContent="space-between" gap="4" flexWrap="wrap">
          <span>{`${m.pending.total}: `}</span>
          <chakra.span fontVariantNumeric="tabular-nums">{formatCopOr(vm.total, '$ 0')}</chakra.span>
        </Text>
        <Text color="fg.muted">{m.pending.selectedCount(vm.selectedPayments.length)}</Text>
        {vm.selectedPayments.length === 0 && (
          <Text id={hintId} color="fg.muted">
            {m.pending.nothingSelected}
          </Text>
        )}
      </Stack>

      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={() => vm.backToQuery()}>
          {m.pending.back}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={!vm.canPay && !isPaying}
          aria-describedby={vm.selectedPayments.length === 0 ? hintId : undefined}
          {...command('cash', () => void vm.pay('cash'))}
        >
          {m.pending.payInCash}
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={!vm.canPay && !isPaying}
          aria-describedby={vm.selectedPayments.length === 0 ? hintId : undefined}
          {...command('card', () => void vm.pay('card'))}
        >
          {m.pending.payWithCard}
        </Button>
      </PageActions>
    </Stack>
  );
});

const PaymentRow = observer(function PaymentRow({ vm, reference }: Vm & { reference: string }) {
  const payment = vm.payments.find((row) => row.reference === reference);
  if (payment === undefined) return null;
  const columns = m.pending.columns;
  const description = payment.description === '' ? reference : payment.description;
  return (
    <ResponsiveRow hasSelectCell isSelected={vm.isSelected(reference)}>
      <SelectCell lines={4}>
        <RowCheckbox label={m.pending.select(description, reference)} isChecked={vm.isSelected(reference)} onToggle={() => vm.toggle(reference)} />
      </SelectCell>
      <RowHeaderCell>{description}</RowHeaderCell>
      <LabelledCell label={columns.reference}>{reference}</LabelledCell>
      <LabelledCell label={columns.dueDate}>{formatDate(payment.dueDate) ?? m.result.notGiven}</LabelledCell>
      <LabelledCell label={columns.value} isNumber>
        {formatCopOr(payment.amount.total, m.result.notGiven)}
      </LabelledCell>
    </ResponsiveRow>
  );
});

const TransactionPendingStep = observer(function TransactionPendingStep({ vm }: Vm) {
  const references = vm.pendingReferences.join(', ');
  return (
    <Stack gap="6" maxW="3xl">
      <StepHeading>{m.transactionPending.heading}</StepHeading>
      <DataList
        rows={[
          [m.transactionPending.cus, vm.cus ?? ''],
          [m.transactionPending.references, references],
        ]}
      />
      <Text>{m.transactionPending.message(references)}</Text>
      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={() => vm.backToQuery()}>
          {m.transactionPending.backToPayments}
        </Button>
        <Button type="button" size="lg" onClick={() => void vm.printTransactionPending()}>
          {m.transactionPending.print}
        </Button>
      </PageActions>
    </Stack>
  );
});

const ResultStep = observer(function ResultStep({ vm, onStartOver }: Vm & { onStartOver: () => void }) {
  const status = vm.status ?? 'error';
  const tone = status === 'APPROVED' ? 'fg.success' : status === 'PENDING' ? 'fg.warning' : 'fg.error';
  return (
    <Stack gap="6" maxW="3xl">
      <StepHeading color={tone}>{m.result.statuses[status]}</StepHeading>
      {vm.transactionWithheld && <Text>{m.result.transactionWithheld}</Text>}
      {vm.transaction !== null && (
        <Stack as="section" gap="3" aria-label={m.result.transactionHeading}>
          <Heading as="h3" size="md">
            {m.result.transactionHeading}
          </Heading>
          <DataList rows={vm.transactionRows} />
        </Stack>
      )}
      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={onStartOver}>
          {m.result.back}
        </Button>
        {vm.transaction !== null && (
          <Button type="button" size="lg" onClick={() => void vm.printResult()}>
            {m.result.print}
          </Button>
        )}
      </PageActions>
    </Stack>
  );
});
