import { useEffect, useId } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import { useBlocker, useNavigate } from 'react-router-dom';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { toTitleCase } from '@/domain/shared/names.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { FileUploadField } from '@/presentation/shared/components/file-upload/file-upload-field';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateResult, GoHomeButton } from '@/presentation/certificates/shared/certificate-result';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { deathCertificateMessages as m } from './death-certificate.messages';
import { DeathCertificateViewModel } from './death-certificate.view-model';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

const certificatesPath = '/certificados';

/** /certificados/certificado-defuncion-beneficiario (c09): one death certificate per beneficiary row. */
export const DeathCertificatePage = observer(function DeathCertificatePage() {
  const vm = useViewModel(DeathCertificateViewModel);
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);

  // Any way out of the page (Regresar, breadcrumb, menu, Ir al inicio) with unsent files asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => vm.hasUnsentFiles && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') vm.confirmExit(() => blocker.proceed(), () => blocker.reset());
  }, [blocker, vm]);

  return (
    <CertificatePage title={m.title} lead={m.lead}>
      {phase === 'form' && <BeneficiaryFilesStep vm={vm} />}
      {phase === 'sent' && <SentStep />}
      {phase === 'notSent' && <NotSentStep vm={vm} />}
      {phase === 'unavailable' && <CertificateUnavailable reason={vm.unavailableReason} />}
    </CertificatePage>
  );
});

const BeneficiaryFilesStep = observer(function BeneficiaryFilesStep({ vm }: { vm: DeathCertificateViewModel }) {
  const navigate = useNavigate();
  const hintId = useId();
  return (
    <StepForm isWide onSubmit={() => void vm.send()}>
      <StepHeading>{m.form.heading}</StepHeading>
      <chakra.table width="full" display={{ base: 'block', md: 'table' }} borderCollapse="collapse">
        <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" pb="2" display={{ base: 'block', md: 'table-caption' }}>
          {m.form.caption}
        </chakra.caption>
        <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
          <chakra.tr borderBottomWidth="2px" borderColor="border">
            {[m.form.columns.name, m.form.columns.document, m.form.columns.certificate].map((column) => (
              <chakra.th key={column} scope="col" textAlign="start" py="3" pe="4" fontWeight="semibold">
                {column}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="4">
          {vm.beneficiaries.map((beneficiary) => (
            <BeneficiaryRow key={`${beneficiary.documentType}:${beneficiary.documentNumber}`} vm={vm} beneficiary={beneficiary} />
          ))}
        </chakra.tbody>
      </chakra.table>

      <Text id={hintId} color="fg.muted" aria-live="polite">
        {vm.loadedCount === 0 ? m.form.sendHint : m.form.loadedCount(vm.loadedCount)}
      </Text>
      <PageActions>
        <Button type="button" variant="outline" size="lg" onClick={() => void navigate(certificatesPath)}>
          <ArrowLeftIcon />
          {m.form.back}
        </Button>
        <Button type="submit" size="lg" disabled={!vm.canSend} loading={vm.isSending} aria-describedby={hintId}>
          {m.form.send}
        </Button>
      </PageActions>
    </StepForm>
  );
});

const BeneficiaryRow = observer(function BeneficiaryRow({
  vm,
  beneficiary,
}: {
  vm: DeathCertificateViewModel;
  beneficiary: Beneficiary;
}) {
  const name = toTitleCase(beneficiary.namePerson);
  const file = vm.fileOf(beneficiary);
  return (
    <chakra.tr
      display={{ base: 'block', md: 'table-row' }}
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderColor="border"
      rounded={{ base: 'md', md: 'none' }}
      p={{ base: '4', md: '0' }}
    >
      <chakra.th scope="row" display={{ base: 'block', md: 'table-cell' }} textAlign="start" fontWeight="semibold" py={{ md: '4' }} pe={{ md: '4' }}>
        {name}
      </chakra.th>
      <chakra.td display={{ base: 'block', md: 'table-cell' }} py={{ base: '1', md: '4' }} pe={{ md: '4' }}>
        <Box as="span" hideFrom="md" color="fg.muted">
          {`${m.form.columns.document}: `}
        </Box>
        {`${beneficiary.documentType} ${beneficiary.documentNumber}`}
      </chakra.td>
      <chakra.td display={{ base: 'block', md: 'table-cell' }} pt={{ base: '3', md: '4' }} pb={{ md: '4' }} minW={{ md: '72' }}>
        <FileUploadField
          flow="deathCertificate"
          label={m.form.fileLabel(name)}
          files={file ? [file] : []}
          onAdd={(loaded) => vm.attach(beneficiary, loaded)}
          onRemove={() => vm.detach(beneficiary)}
          isDisabled={vm.isSending}
        />
      </chakra.td>
    </chakra.tr>
  );
});

function SentStep() {
  return (
    <CertificateResult
      heading={m.sent.heading}
      message={m.sent.message}
      actions={
        <>
          <LinkButton to={certificatesPath} variant="outline" size="lg">
            <ArrowLeftIcon />
            {m.backToCertificates}
          </LinkButton>
          <GoHomeButton />
        </>
      }
    />
  );
}

function NotSentStep({ vm }: { vm: DeathCertificateViewModel }) {
  return (
    <CertificateResult
      heading={m.notSent.heading}
      message={m.notSent.message}
      actions={
        <>
          <GoHomeButton variant="outline" />
          <Button type="button" size="lg" onClick={() => vm.backToForm()}>
            {m.notSent.retry}
          </Button>
        </>
      }
    />
  );
}
