import { useId } from 'react';
import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FamilyGroup, QuotaPeriod } from '@/domain/certificates/monetary-quota.entity';
import { formatPeriod } from '@/domain/shared/dates.rules';
import { maskIdentification } from '@/domain/shared/masks.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { toTitleCase } from '@/domain/shared/names.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { ChevronDownIcon } from '@/presentation/shared/components/icons/icons';
import {
  LabelledCell,
  ResponsiveRow,
  ResponsiveTable,
  RowHeaderCell,
  SpanningRow,
} from '@/presentation/shared/components/responsive-table/responsive-table';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { StylesWarmUp } from '@/presentation/shared/components/styles-warm-up/styles-warm-up';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { monetaryQuotaMessages as m } from './monetary-quota.messages';
import { MonetaryQuotaViewModel } from './monetary-quota.view-model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

const certificatesPath = '/certificados';

/** /certificados/cuota-monetaria (c03): the quota paid to each family group, period by period. */
export const MonetaryQuotaPage = observer(function MonetaryQuotaPage() {
  const vm = useViewModel(MonetaryQuotaViewModel);
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);

  return (
    <CertificatePage title={m.title} lead={m.lead}>
      {phase === 'groups' && <GroupsStep vm={vm} />}
      {phase === 'unavailable' && <CertificateUnavailable reason={vm.unavailableReason} />}
    </CertificatePage>
  );
});

const GroupsStep = observer(function GroupsStep({ vm }: { vm: MonetaryQuotaViewModel }) {
  // An open period, rendered off the page while it is idle, so opening the first period does
  // not also insert the styles of its chevron, its row and the nested table (an insertion that
  // makes the browser recalculate the style of every row on the page).
  const sample = vm.groups.flatMap((group) => group.periods).find((period) => period.payments.length > 0);
  return (
    <Stack gap="8">
      {sample && (
        <StylesWarmUp>
          <PeriodChevron isOpen />
          <ResponsiveTable caption={m.groups.heading} columns={periodColumns}>
            <PeriodDetail label={formatPeriod(sample.period) ?? sample.period} period={sample} />
          </ResponsiveTable>
        </StylesWarmUp>
      )}
      <StepHeading>{m.groups.heading}</StepHeading>
      {vm.groups.length === 0 ? (
        <Text fontSize={{ base: 'md', md: 'lg' }}>{m.groups.empty}</Text>
      ) : (
        vm.groups.map((group) => <GroupTable key={group.key} vm={vm} group={group} />)
      )}
      <PageActions>
        <BackButton to={certificatesPath} />
      </PageActions>
    </Stack>
  );
});

const periodColumns = [
  { label: m.groups.columns.period },
  { label: m.groups.columns.paymentMethod },
  { label: m.groups.columns.subsidyValue, isNumber: true },
];

function GroupTable({ vm, group }: { vm: MonetaryQuotaViewModel; group: FamilyGroup }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="lg">
        {m.groups.groupHeading(group.key)}
      </Heading>
      <ResponsiveTable caption={m.groups.caption(group.key)} isCaptionVisible isLong columns={periodColumns}>
        {group.periods.map((period) => (
          <PeriodRows key={period.period} vm={vm} groupKey={group.key} period={period} />
        ))}
      </ResponsiveTable>
    </Stack>
  );
}

/** A period's row, and under it, only while it is open, its beneficiaries. */
const PeriodRows = observer(function PeriodRows({
  vm,
  groupKey,
  period,
}: {
  vm: MonetaryQuotaViewModel;
  groupKey: string;
  period: QuotaPeriod;
}) {
  const detailId = useId();
  const isOpen = vm.isExpanded(groupKey, period.period);
  const label = formatPeriod(period.period) ?? period.period;
  const columns = m.groups.columns;
  return (
    <>
      <ResponsiveRow hasAmountBesideTitle>
        <RowHeaderCell>
          <chakra.button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? detailId : undefined}
            aria-label={m.groups.showDetail(label)}
            onClick={() => vm.toggle(groupKey, period.period)}
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
            px="2"
            ms="-2"
            rounded="md"
            color="colorPalette.fg"
            colorPalette="brand"
            fontWeight="semibold"
            textDecoration="underline"
            textUnderlineOffset="3px"
            _hover={{ bg: 'colorPalette.subtle' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            {label}
            <PeriodChevron isOpen={isOpen} />
          </chakra.button>
        </RowHeaderCell>
        <LabelledCell label={columns.paymentMethod}>{period.paymentMethod ?? m.groups.noPaymentMethod}</LabelledCell>
        <LabelledCell label={columns.subsidyValue} isNumber isBesideTitle>
          {formatCopOr(period.subsidyValue, '')}
        </LabelledCell>
      </ResponsiveRow>
      {isOpen && <PeriodDetail cellId={detailId} label={label} period={period} />}
    </>
  );
});

function PeriodChevron({ isOpen }: { isOpen: boolean }) {
  return <ChevronDownIcon transform={isOpen ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />;
}

/** Under an open period's row: the beneficiaries paid in it. */
function PeriodDetail({ cellId, label, period }: { cellId?: string; label: string; period: QuotaPeriod }) {
  return (
    <SpanningRow cellId={cellId}>
      <PaymentsTable label={label} period={period} />
    </SpanningRow>
  );
}

function PaymentsTable({ label, period }: { label: string; period: QuotaPeriod }) {
  if (period.payments.length === 0) return <Text color="fg.muted">{m.detail.none}</Text>;
  const columns = m.detail.columns;
  return (
    <ResponsiveTable
      caption={m.detail.caption(label)}
      size="sm"
      columns={[{ label: columns.state }, { label: columns.identification }, { label: columns.name }, { label: columns.subsidyValue, isNumber: true }]}
    >
      {period.payments.map((payment, index) => (
        <ResponsiveRow key={`${payment.identification}-${index}`}>
          <LabelledCell label={columns.state}>{payment.state}</LabelledCell>
          <LabelledCell label={columns.identification}>{maskIdentification(payment.identification)}</LabelledCell>
          <LabelledCell label={columns.name}>{toTitleCase(payment.name)}</LabelledCell>
          <LabelledCell label={columns.subsidyValue} isNumber>
            {formatCopOr(payment.subsidyValue, '')}
          </LabelledCell>
        </ResponsiveRow>
      ))}
    </ResponsiveTable>
  );
}
