import { useId } from 'react';
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FamilyGroup, QuotaPeriod } from '@/domain/certificates/monetary-quota.entity';
import { formatPeriod } from '@/domain/shared/dates.rules';
import { maskIdentification } from '@/domain/shared/masks.rules';
import { formatCopOr } from '@/domain/shared/money.rules';
import { toTitleCase } from '@/domain/shared/names.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { ChevronDownIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { monetaryQuotaMessages as m } from './monetary-quota.messages';
import { MonetaryQuotaViewModel } from './monetary-quota.view-model';

const certificatesPath = '/certificados';

/** /certificados/cuota-monetaria (c03): the quota paid to each family group, period by period. */
export const MonetaryQuotaPage = observer(function MonetaryQuotaPage() {
  const vm = useViewModel(MonetaryQuotaViewModel);

  return (
    <CertificatePage title={m.title} lead={m.lead} onEnter={vm.load}>
      {vm.phase === 'groups' && <GroupsStep vm={vm} />}
      {vm.phase === 'unavailable' && <CertificateUnavailable reason={vm.unavailableReason} />}
    </CertificatePage>
  );
});

const GroupsStep = observer(function GroupsStep({ vm }: { vm: MonetaryQuotaViewModel }) {
  return (
    <Stack gap="8">
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

const cellDisplay = { base: 'block', md: 'table-cell' } as const;

function GroupTable({ vm, group }: { vm: MonetaryQuotaViewModel; group: FamilyGroup }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="lg">
        {m.groups.groupHeading(group.key)}
      </Heading>
      <chakra.table width="full" display={{ base: 'block', md: 'table' }} borderCollapse="collapse">
        <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" pb="2" display={{ base: 'block', md: 'table-caption' }}>
          {m.groups.caption(group.key)}
        </chakra.caption>
        <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
          <chakra.tr borderBottomWidth="2px" borderColor="border">
            <chakra.th scope="col" textAlign="start" py="3" pe="4" fontWeight="semibold">
              {m.groups.columns.period}
            </chakra.th>
            <chakra.th scope="col" textAlign="start" py="3" pe="4" fontWeight="semibold">
              {m.groups.columns.paymentMethod}
            </chakra.th>
            <chakra.th scope="col" textAlign="end" py="3" fontWeight="semibold">
              {m.groups.columns.subsidyValue}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
          {group.periods.map((period) => (
            <PeriodRows key={period.period} vm={vm} groupKey={group.key} period={period} />
          ))}
        </chakra.tbody>
      </chakra.table>
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
  return (
    <>
      <chakra.tr
        display={{ base: 'grid', md: 'table-row' }}
        gridTemplateColumns="1fr auto"
        columnGap="3"
        borderWidth={{ base: '1px', md: '0' }}
        borderBottomWidth="1px"
        borderColor="border"
        rounded={{ base: 'md', md: 'none' }}
        p={{ base: '3', md: '0' }}
      >
        <chakra.th scope="row" display={cellDisplay} textAlign="start" fontWeight="semibold" py={{ md: '2' }} pe={{ md: '4' }}>
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
            <ChevronDownIcon transform={isOpen ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
          </chakra.button>
        </chakra.th>
        <chakra.td display={cellDisplay} gridColumn="1 / -1" gridRow="2" py={{ base: '1', md: '2' }} pe={{ md: '4' }}>
          <Box as="span" hideFrom="md" color="fg.muted">
            {`${m.groups.columns.paymentMethod}: `}
          </Box>
          {period.paymentMethod ?? m.groups.noPaymentMethod}
        </chakra.td>
        <chakra.td display={cellDisplay} textAlign="end" alignSelf="center" py={{ md: '2' }} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Box as="span" hideFrom="md" srOnly>
            {`${m.groups.columns.subsidyValue}: `}
          </Box>
          {formatCopOr(period.subsidyValue, '')}
        </chakra.td>
      </chakra.tr>
      {isOpen && (
        <chakra.tr display={{ base: 'block', md: 'table-row' }}>
          <chakra.td id={detailId} colSpan={3} display={{ base: 'block', md: 'table-cell' }} pb="4" ps={{ md: '6' }}>
            <PaymentsTable label={label} period={period} />
          </chakra.td>
        </chakra.tr>
      )}
    </>
  );
});

function PaymentsTable({ label, period }: { label: string; period: QuotaPeriod }) {
  if (period.payments.length === 0) return <Text color="fg.muted">{m.detail.none}</Text>;
  const columns = m.detail.columns;
  return (
    <chakra.table width="full" display={{ base: 'block', md: 'table' }} borderCollapse="collapse" fontSize="sm" bg="bg.muted" rounded="md">
      <chakra.caption srOnly>{m.detail.caption(label)}</chakra.caption>
      <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
        <chakra.tr>
          {[columns.state, columns.identification, columns.name].map((column) => (
            <chakra.th key={column} scope="col" textAlign="start" py="2" px="3" fontWeight="semibold">
              {column}
            </chakra.th>
          ))}
          <chakra.th scope="col" textAlign="end" py="2" px="3" fontWeight="semibold">
            {columns.subsidyValue}
          </chakra.th>
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody display={{ base: 'block', md: 'table-row-group' }}>
        {period.payments.map((payment, index) => (
          <chakra.tr
            key={`${payment.identification}-${index}`}
            display={{ base: 'block', md: 'table-row' }}
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border"
            py={{ base: '2', md: '0' }}
            px={{ base: '3', md: '0' }}
          >
            <DetailCell label={columns.state}>{payment.state}</DetailCell>
            <DetailCell label={columns.identification}>{maskIdentification(payment.identification)}</DetailCell>
            <DetailCell label={columns.name}>{toTitleCase(payment.name)}</DetailCell>
            <DetailCell label={columns.subsidyValue} isNumber>
              {formatCopOr(payment.subsidyValue, '')}
            </DetailCell>
          </chakra.tr>
        ))}
      </chakra.tbody>
    </chakra.table>
  );
}

function DetailCell({ label, isNumber = false, children }: { label: string; isNumber?: boolean; children: string }) {
  return (
    <chakra.td
      display={cellDisplay}
      py={{ base: '0.5', md: '2' }}
      px={{ base: '0', md: '3' }}
      textAlign={{ base: 'start', md: isNumber ? 'end' : 'start' }}
      fontVariantNumeric={isNumber ? 'tabular-nums' : undefined}
    >
      <Box as="span" hideFrom="md" color="fg.muted">
        {`${label}: `}
      </Box>
      {children}
    </chakra.td>
  );
}
