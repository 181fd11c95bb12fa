import { useId } from 'react';
import { Card, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import { beneficiaryKey, type Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { toTitleCase } from '@/domain/shared/names.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { FileUploadField } from '@/presentation/shared/components/file-upload/file-upload-field';
import { ArrowLeftIcon, InfoIcon } from '@/presentation/shared/components/icons/icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { Toggletip } from '@/presentation/shared/components/toggletip/toggletip';
import { BeneficiaryOption } from '@/presentation/certificates/shared/beneficiary-option';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { CertificateDelivery, CertificateFinalActions } from '@/presentation/shared/components/certificate-delivery/certificate-delivery';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';
import { schoolCertificateMessages as m } from './school-certificate.messages';
import { SchoolCertificateViewModel } from './school-certificate.view-model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

type Vm = { vm: SchoolCertificateViewModel };

/** /certificados/certificado-escolar (c05): download a beneficiary's school certificate, or upload one. */
export const SchoolCertificatePage = observer(function SchoolCertificatePage() {
  const vm = useViewModel(SchoolCertificateViewModel);
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);
  return (
    <CertificatePage title={m.title} lead={m.lead}>
      {isDeliveryPhase(phase) && (
        <CertificateDelivery
          vm={vm.delivery}
          onNewCertificate={() => vm.newCertificate()}
          about={vm.certificateFor ? { label: m.student, name: toTitleCase(vm.certificateFor.namePerson) } : undefined}
        />
      )}
      {phase === 'unavailable' && <CertificateUnavailable reason={vm.unavailableReason} />}
      {phase === 'chooseAction' && <ChooseActionStep vm={vm} />}
      {phase === 'downloadBeneficiary' && <DownloadBeneficiaryStep vm={vm} />}
      {phase === 'uploadType' && <UploadTypeStep vm={vm} />}
      {(phase === 'ownSchemeUpload' || phase === 'externalUpload') && <UploadStep vm={vm} />}
      {phase === 'uploaded' && <UploadedStep vm={vm} />}
    </CertificatePage>
  );
});

function ChoiceCard({ title, description, action, onSelect }: { title: string; description: string; action: string; onSelect: () => void }) {
  return (
    <Card.Root as="li" variant="outline" borderColor="border">
      <Card.Body gap="2">
        <Card.Title as="h3" textStyle="lg">
          {title}
        </Card.Title>
        <Card.Description fontSize="md">{description}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <Button size="lg" width={{ base: 'full', sm: 'auto' }} onClick={onSelect}>
          {action}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ChooseActionStep({ vm }: Vm) {
  return (
    <Stack gap="6">
      <StepHeading>{m.choose.heading}</StepHeading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        <ChoiceCard title={m.choose.download} description={m.choose.downloadDescription} action={m.choose.download} onSelect={() => vm.chooseDownload()} />
        <ChoiceCard title={m.choose.upload} description={m.choose.uploadDescription} action={m.choose.upload} onSelect={() => vm.chooseUpload()} />
      </SimpleGrid>
      <PageActions>
        <BackButton to="/certificados" />
      </PageActions>
    </Stack>
  );
}

function UploadTypeStep({ vm }: Vm) {
  return (
    <Stack gap="6">
      <StepHeading>{m.uploadType.heading}</StepHeading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        <ChoiceCard title={m.uploadType.own} description={m.uploadType.ownDescription} action={m.uploadType.ownAction} onSelect={() => vm.chooseOwnScheme()} />
        <ChoiceCard
          title={m.uploadType.external}
          description={m.uploadType.externalDescription}
          action={m.uploadType.externalAction}
          onSelect={() => vm.chooseExternal()}
        />
      </SimpleGrid>
      <PageActions>
        <StepBackButton vm={vm} />
      </PageActions>
    </Stack>
  );
}

function StepBackButton({ vm }: Vm) {
  return (
    <Button type="button" variant="outline" size="lg" onClick={() => vm.back()}>
      <ArrowLeftIcon />
      {m.back}
    </Button>
  );
}

/** A radio per beneficiary, named by title-cased name and document. */
const BeneficiaryChoice = observer(function BeneficiaryChoice({
  legend,
  beneficiaries,
  selectedKey,
  onSelect,
}: {
  legend: string;
  beneficiaries: readonly Beneficiary[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const name = useId();
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" minW="0">
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      {beneficiaries.map((beneficiary) => {
        const key = beneficiaryKey(beneficiary);
        const isSelected = key === selectedKey;
        return (
          <BeneficiaryOption
            key={key}
            beneficiary={beneficiary}
            isSelected={isSelected}
            input={{ type: 'radio', name, value: key, checked: isSelected, onChange: () => onSelect(key) }}
          />
        );
      })}
    </chakra.fieldset>
  );
});

const DownloadBeneficiaryStep = observer(function DownloadBeneficiaryStep({ vm }: Vm) {
  const hintId = useId();
  return (
    <StepForm onSubmit={() => void vm.obtain()}>
      <StepHeading>{m.downloadBeneficiary.heading}</StepHeading>
      <BeneficiaryChoice
        legend={m.downloadBeneficiary.legend}
        beneficiaries={vm.beneficiaries}
        selectedKey={vm.downloadBeneficiaryKey}
        onSelect={(key) => vm.selectDownloadBeneficiary(key)}
      />
      {!vm.canObtain && (
        <Text id={hintId} color="fg.muted">
          {m.downloadBeneficiary.hint}
        </Text>
      )}
      <PageActions>
        <StepBackButton vm={vm} />
        <Button type="submit" size="lg" disabled={!vm.canObtain} loading={vm.isSubmitting} aria-describedby={vm.canObtain ? undefined : hintId}>
          {m.downloadBeneficiary.obtain}
        </Button>
      </PageActions>
    </StepForm>
  );
});

const UploadStep = observer(function UploadStep({ vm }: Vm) {
  const isOwn = vm.phase === 'ownSchemeUpload';
  const hintId = useId();
  return (
    <StepForm onSubmit={() => void vm.submit()}>
      <StepHeading>{isOwn ? m.form.ownHeading : m.form.externalHeading}</StepHeading>
      {isOwn && <SequentialNumberField vm={vm} />}
      <BeneficiaryChoice
        legend={m.form.beneficiaryLegend}
        beneficiaries={vm.beneficiaries}
        selectedKey={vm.uploadBeneficiaryKey}
        onSelect={(key) => vm.selectUploadBeneficiary(key)}
      />
      <FileUploadField
        flow="schoolCertificate"
        label={m.form.file}
        files={vm.file ? [vm.file] : []}
        onAdd={(file) => vm.attach(file)}
        onRemove={() => vm.detach()}
      />
      {!vm.canSubmit && (
        <Text id={hintId} color="fg.muted">
          {isOwn ? m.form.ownHint : m.form.externalHint}
        </Text>
      )}
      <PageActions>
        <StepBackButton vm={vm} />
        <Button type="submit" size="lg" disabled={!vm.canSubmit} loading={vm.isSubmitting} aria-describedby={vm.canSubmit ? undefined : hintId}>
          {m.form.send}
        </Button>
      </PageActions>
    </StepForm>
  );
});

const SequentialNumberField = observer(function SequentialNumberField({ vm }: Vm) {
  const inputId = useId();
  const errorId = useId();
  const error = vm.sequentialNumberError;
  return (
    <Stack gap="2">
      <Stack direction="row" align="center" gap="1">
        <chakra.label htmlFor={inputId} fontWeight="semibold">
          {m.form.sequentialNumber}
        </chakra.label>
        <SequentialNumberHelp />
      </Stack>
      <chakra.input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxW="xs"
        minH="11"
        px="3"
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        rounded="l2"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
        value={vm.sequentialNumber}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => vm.typeSequentialNumber(event.target.value)}
        onBlur={() => vm.leaveSequentialNumber()}
      />
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="medium">
          {m.sequentialNumberErrors[error]}
        </Text>
      )}
    </Stack>
  );
});

/** A toggletip: the explanation and the picture of where the number is printed. */
function SequentialNumberHelp() {
  return (
    <Toggletip
      trigger={
        <Button type="button" variant="ghost" size="sm" minW="11" minH="11" px="0" aria-label={m.form.sequentialNumberHelp}>
          <InfoIcon />
        </Button>
      }
      title={m.form.sequentialNumberHelpTitle}
      closeLabel={m.form.closeHelp}
      width="sm"
    >
      <Stack gap="3">
        <Text>{m.form.sequentialNumberHelpText}</Text>
        <Image src={publicImage('certificado-escolar-consecutivo.svg')} alt={m.form.sequentialNumberImageAlt} width="full" />
      </Stack>
    </Toggletip>
  );
}

const UploadedStep = observer(function UploadedStep({ vm }: Vm) {
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="3">
        <StepHeading>{m.uploaded.heading}</StepHeading>
        {vm.uploadedFor && <Text fontSize={{ base: 'md', md: 'lg' }}>{m.uploaded.message(toTitleCase(vm.uploadedFor.namePerson))}</Text>}
      </Stack>
      <CertificateFinalActions onNewCertificate={() => vm.newCertificate()} />
    </Stack>
  );
}
);
