import { useId, type ReactNode } from 'react';
import { Box, chakra, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import type { FovisCertificateType, PostulationInfo } from '@/domain/fovis/postulation-info.entity';
import { formatCopOr } from '@/domain/shared/money.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { CertificateDelivery } from '@/presentation/shared/components/certificate-delivery/certificate-delivery';
import { DataList } from '@/presentation/shared/components/data-list/data-list';
import { ArrowRightIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '@/presentation/shared/components/responsive-table/responsive-table';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { fovisCertificatesMessages as m } from './fovis-certificates.messages';
import { FovisCertificatesViewModel } from './fovis-certificates.view-model';
import { skeletonRecipe } from '@/presentation/shared/theme/skeleton-recipe.model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

type Vm = { vm: FovisCertificatesViewModel };

/** Where 'Regresar' leads from step 1: the housing-subsidy page, whose FOVIS card opens this one. */
const housingSubsidyPath = '/subsidios/subsidio-vivienda';

/**
 * /subsidios/subsidio-vivienda/certificados-vivienda (docs/fovis.md): the
 * postulation summary on top, then step 1 (a card per certificate type), and steps 2 to 4 in the
 * shared certificate delivery screens. A thin observer over `FovisCertificatesViewModel`; the
 * modal 'Certificado no disponible' is the shell's, through `UiFeedback`.
 */
export const FovisCertificatesPage = observer(function FovisCertificatesPage() {
  const vm = useViewModel(FovisCertificatesViewModel);
  const phase = useShownPhase(vm.phase);

  useEntryLoad(vm);

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      {phase === 'loading' && <SummarySkeleton />}
      {phase !== 'loading' && vm.info !== null && <PostulationSummary info={vm.info} />}
      {phase === 'choosing' && vm.info !== null && <CertificateTypesStep vm={vm} types={vm.info.certificateTypes} />}
      {vm.certificate !== null && (
        <CertificateDelivery
          vm={vm.delivery}
          readyHeading={m.generated.heading}
          onBack={() => vm.chooseAnother()}
          onNewCertificate={() => vm.chooseAnother()}
          // Nothing says the FOVIS PDF is protected with a password: no note about one.
          hasPasswordNote={false}
        />
      )}
    </Stack>
  );
});

/** The frame of the top block, shared by the summary and its skeleton so the page does not move when it arrives. */
function SummaryFrame({ labelledBy, children, isBusy = false }: { labelledBy?: string; children: ReactNode; isBusy?: boolean }) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      aria-hidden={isBusy || undefined}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      // The skeleton holds the place of a typical summary (six lines and a few members).
      minH={isBusy ? { base: '34rem', md: '24rem' } : undefined}
    >
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/**
 * While the postulation info is asked for: the top block's shape, so nothing below it moves when
 * it arrives. Hidden from screen readers: the global loader already announces the wait.
 */
function SummarySkeleton() {
  return (
    <SummaryFrame isBusy>
      <Skeleton recipe={skeletonRecipe} h="8" w={{ base: '3/4', md: '2/5' }} />
      <SkeletonText recipe={skeletonRecipe} noOfLines={6} gap="4" />
      <Skeleton recipe={skeletonRecipe} h="24" />
    </SummaryFrame>
  );
}

/** The top block (docs/fovis.md, 'FOVIS postulation info'): a region named by its heading. */
function PostulationSummary({ info }: { info: PostulationInfo }) {
  const headingId = useId();
  const s = m.summary;
  const rows: (readonly [string, string])[] = [
    [s.fullName, info.fullName === '' ? s.notProvided : info.fullName],
    [s.household, info.household ?? s.notProvided],
    [s.status, info.status],
    [s.project, info.projectName],
    [s.totalSaving, formatCopOr(info.totalSaving, s.notProvided)],
    [s.modality, info.modality ?? s.notProvided],
  ];
  return (
    <SummaryFrame labelledBy={headingId}>
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
        {s.heading}
      </Heading>
      <DataList rows={rows} />
      {info.members.length === 0 ? (
        <Text color="fg.muted">{s.noMembers}</Text>
      ) : (
        <ResponsiveTable
          caption={s.members}
          isCaptionVisible
          columns={[{ label: s.memberName }, { label: s.documentType }, { label: s.documentNumber }]}
        >
          {info.members.map((member, index) => (
            <ResponsiveRow key={`${member.documentType}:${member.documentNumber}:${index}`}>
              <LabelledCell label={s.memberName} isRowHeader>
                {member.memberFullName === '' ? s.notProvided : member.memberFullName}
              </LabelledCell>
              <LabelledCell label={s.documentType}>{member.documentType === '' ? s.notProvided : member.documentType}</LabelledCell>
              <LabelledCell label={s.documentNumber}>
                <chakra.span fontVariantNumeric="tabular-nums">{member.documentNumber === '' ? s.notProvided : member.documentNumber}</chakra.span>
              </LabelledCell>
            </ResponsiveRow>
          ))}
        </ResponsiveTable>
      )}
    </SummaryFrame>
  );
}

/**
 * Step 1: one button per certificate type, in a list. A card's request in flight ignores further
 * clicks (the view model's InFlight) without disabling the buttons, so focus stays on the card
 * chosen and returns there when the 'Certificado no disponible' modal closes.
 */
const CertificateTypesStep = observer(function CertificateTypesStep({ vm, types }: Vm & { types: readonly FovisCertificateType[] }) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <StepHeading>{m.choose.heading}</StepHeading>
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          {types.length === 0 ? m.choose.none : m.choose.hint}
        </Text>
      </Stack>
      {types.length > 0 && (
        <CardGrid aria-label={m.choose.listLabel} columns={3}>
          {types.map((type, index) => (
            <Button
              key={`${type.id ?? 'sin-id'}:${index}`}
              type="button"
              variant="outline"
              size="lg"
              flex="1"
              h="auto"
              minH="20"
              py="4"
              px="5"
              whiteSpace="normal"
              textAlign="start"
              justifyContent="space-between"
              gap="3"
              bg="bg.panel"
              aria-disabled={vm.isSubmitting || undefined}
              onClick={() => void vm.choose(type)}
            >
              <chakra.span overflowWrap="anywhere">{type.name}</chakra.span>
              <ArrowRightIcon flexShrink={0} />
            </Button>
          ))}
        </CardGrid>
      )}
      <PageActions>
        <BackButton to={housingSubsidyPath} />
      </PageActions>
    </Stack>
  );
});
