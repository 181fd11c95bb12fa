import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, chakra, Heading, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/domain/shared/dates.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { DocumentQueryFields } from '@/presentation/shared/components/document-query-fields/document-query-fields';
import { WarningIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { onlinePaymentsMessages as m } from './online-payments.messages';
import { OnlinePaymentsViewModel } from './online-payments.view-model';

type Vm = { vm: OnlinePaymentsViewModel };

/** Where the checkout sends people back: this page with `?state=…` (docs/payments.md). */
const returnStateParameter = 'state';

/** /pagos-en-linea: four steps on one address (spec section 2, Online payments). */
export const OnlinePaymentsPage = observer(function OnlinePaymentsPage() {
  const vm = useViewModel(OnlinePaymentsViewModel);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnState = searchParams.get(returnStateParameter);

  useEffect(() => {
    void vm.enter(returnState);
  }, [vm, returnState]);

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
  const hintId = useId();
  return (
    <Stack gap="8" maxW="3xl">
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.consult();
        }}
      >
        <StepHeading>{m.query.heading}</StepHeading>
        <Text>{m.query.intro}</Text>
        <DocumentQueryFields value={vm.query} onChange={(query) => vm.changeQuery(query)} isDisabled={vm.isQuerying} />
        {!vm.canContinue && (
          <Text id={hintId} color="fg.muted">
            {m.query.hint}
          </Text>
        )}
        <PageActions>
          <BackButton to="/" />
          <Button type="submit" size="lg" disabled={!vm.canContinue} aria-describedby={vm.canContinue ? undefined : hintId}>
            {m.query.continue}
          </Button>
        </PageActions>
      </chakra.form>

      <Box>
        <Button variant="plain" colorPalette="brand" px="0" minH="11" textDecoration="underline" onClick={() => void vm.openFrequentQuestions()}>
          {m.query.frequentQuestions}
          <chakra.span srOnly>{` ${m.query.opensInNewTab}`}</chakra.span>
        </Button>
      </Box>

      <Stack as="section" aria-labelledby={`${hintId}-notes`} gap="2">
        <Heading as="h3" size="md" id={`${hintId}-notes`}>
          {m.query.notesHeading}
        </Heading>
        <List.Root ps="5" gap="1">
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
  const columns = m.pending.columns;
  return (
    <Stack gap="6">
      <StepHeading>{m.pending.heading}</StepHeading>
      <Text>{m.pending.intro}</Text>
      <SelectAll vm={vm} />
      <chakra.table width="full" display={{ base: 'block', md: 'table' }} borderCollapse="collapse">
        <chakra.caption srOnly>{m.pending.heading}</chakra.caption>
        <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
          <chakra.tr borderBottomWidth="2px" borderColor="border">
            <chakra.th scope="col" py="3" pe="3" w="12">
              <chakra.span srOnly>{m.pending.selectColumn}</chakra.span>
            </chakra.th>
            {[columns.description, columns.reference, columns.dueDate].map((column) => (
              <chakra.th key={column} scope="col" textAlign="start" py="3" pe="4" fontWeight="semibold">
                {column}
              </chakra.th>
            ))}
            <chakra.th scope="col" textAlign="end" py="3" fontWeight="semibold">
              {columns.value}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
          {vm.payments.map((payment) => (
            <PaymentRow key={payment.reference} vm={vm} reference={payment.reference} />
          ))}
        </chakra.tbody>
      </chakra.table>

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
          disabled={!vm.canPay}
          aria-describedby={vm.selectedPayments.length === 0 ? hintId : undefined}
          onClick={() => void vm.pay('cash')}
        >
          {m.pending.payInCash}
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={!vm.canPay}
          aria-describedby={vm.selectedPayments.length === 0 ? hintId : undefined}
          onClick={() => void vm.pay('card')}
        >
          {m.pending.payWithCard}
        </Button>
      </PageActions>
    </Stack>
  );
});

/** Checked when every row is, indeterminate when some are (spec section 2, step 2). */
const SelectAll = observer(function SelectAll({ vm }: Vm) {
  const ref = useRef<HTMLInputElement>(null);
  const state = vm.selectAllState;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <chakra.label display="flex" alignItems="center" gap="3" minH="11" fontWeight="semibold" cursor="pointer" alignSelf="flex-start">
      <chakra.input ref={ref} type="checkbox" {...checkboxStyle} checked={state === 'all'} onChange={() => vm.toggleAll()} />
      {m.pending.selectAll}
    </chakra.label>
  );
});

const PaymentRow = observer(function PaymentRow({ vm, reference }: Vm & { reference: string }) {
  const payment = vm.payments.find((row) => row.reference === reference);
  if (payment === undefined) return null;
  const columns = m.pending.columns;
  const description = payment.description === '' ? reference : payment.description;
  return (
    <chakra.tr
      display={{ base: 'grid', md: 'table-row' }}
      gridTemplateColumns="auto 1fr"
      columnGap="3"
      rowGap="1"
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderColor="border"
      rounded={{ base: 'md', md: 'none' }}
      p={{ base: '3', md: '0' }}
      bg={vm.isSelected(reference) ? 'brand.subtle' : undefined}
    >
      <chakra.td display={cellDisplay} gridRow={{ base: '1 / span 4', md: 'auto' }} py={{ md: '2' }} pe={{ md: '3' }} verticalAlign="middle">
        <chakra.input
          type="checkbox"
          {...checkboxStyle}
          checked={vm.isSelected(reference)}
          onChange={() => vm.toggle(reference)}
          aria-label={m.pending.select(description, reference)}
        />
      </chakra.td>
      <chakra.th scope="row" display={cellDisplay} textAlign="start" fontWeight="semibold" py={{ md: '2' }} pe={{ md: '4' }} overflowWrap="anywhere">
        {description}
      </chakra.th>
      <Cell label={columns.reference}>{reference}</Cell>
      <Cell label={columns.dueDate}>{formatDate(payment.dueDate) ?? m.result.notGiven}</Cell>
      <Cell label={columns.value} isNumber>
        {formatCopOr(payment.amount.total, m.result.notGiven)}
      </Cell>
    </chakra.tr>
  );
});

const cellDisplay = { base: 'block', md: 'table-cell' } as const;

/** A table cell that, in the phone's stacked rows, says which column it is. */
function Cell({ label, isNumber = false, children }: { label: string; isNumber?: boolean; children: ReactNode }) {
  return (
    <chakra.td
      display={cellDisplay}
      textAlign={{ base: 'start', md: isNumber ? 'end' : 'start' }}
      py={{ md: '2' }}
      pe={{ md: isNumber ? '0' : '4' }}
      fontVariantNumeric={isNumber ? 'tabular-nums' : undefined}
      whiteSpace={isNumber ? 'nowrap' : undefined}
      overflowWrap="anywhere"
    >
      <Box as="span" hideFrom="md" color="fg.muted">
        {`${label}: `}
      </Box>
      {children}
    </chakra.td>
  );
}

const checkboxStyle = {
  width: '6',
  height: '6',
  accentColor: 'var(--chakra-colors-brand-solid)',
  cursor: 'pointer',
  flexShrink: 0,
} as const;

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

/** Label and value pairs, two columns from tablet width, stacked on a phone. */
function DataList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap={{ base: '0', sm: '2' }}>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt fontWeight="semibold" mt={{ base: '2', sm: '0' }}>
            {label}
          </chakra.dt>
          <chakra.dd ms="0" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
