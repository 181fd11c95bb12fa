import { Box, Button, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type { AnonymousCertificateFlow } from '@/domain/certificates/anonymous-certificate.outcomes';
import { useInjection, useViewModel } from '@/presentation/shared/di/container-context';
import { DocumentQueryForm } from '@/presentation/shared/components/document-query-form/document-query-form';
import { ExternalLink } from '@/presentation/shared/components/external-link/external-link';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { CertificateResult, GoHomeButton } from '@/presentation/certificates/shared/certificate-result';
import { anonymousCertificateMessages as m } from './anonymous-certificate.messages';
import { AnonymousCertificateViewModel } from './anonymous-certificate.view-model';

const certificatesPath = '/certificados';

type Vm = { vm: AnonymousCertificateViewModel };

/** A certificate requested without sign-in by document type and number (docs/certificates.md). */
export const AnonymousCertificatePage = observer(function AnonymousCertificatePage({ flow }: { flow: AnonymousCertificateFlow }) {
  const vm = useViewModel(AnonymousCertificateViewModel, (created) => created.configure(flow));
  const texts = m.flows[flow];

  return (
    <Stack gap="8">
      <PageIntro title={texts.title} lead={texts.lead} />
      {vm.phase === 'query' && <QueryStep vm={vm} />}
      {vm.phase === 'generated' && <GeneratedStep vm={vm} />}
      {vm.phase === 'notGenerated' && <NotGeneratedStep vm={vm} />}
    </Stack>
  );
});

const QueryStep = observer(function QueryStep({ vm }: Vm) {
  const texts = m.flows[vm.flow];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }} alignItems="center">
      <DocumentQueryForm
        heading={<StepHeading>{texts.formHeading}</StepHeading>}
        value={vm.query}
        onChange={(query) => vm.changeQuery(query)}
        onSubmit={() => void vm.consult()}
        canSubmit={vm.canConsult}
        hint={m.consultHint}
        submitLabel={m.consult}
        backTo={certificatesPath}
        isBusy={vm.isRequesting}
      />
      <Box bg="brand.50" rounded="l3" overflow="hidden" aspectRatio={16 / 9} display={{ base: 'none', sm: 'block' }}>
        <Image src={publicImage(texts.image)} alt={texts.imageAlt} width={320} height={180} w="full" h="full" objectFit="contain" />
      </Box>
    </SimpleGrid>
  );
});

const GeneratedStep = observer(function GeneratedStep({ vm }: Vm) {
  return (
    <CertificateResult
      heading={m.generated.heading}
      message={
        <>
          {`${m.generated.sentTo} `}
          <chakra.strong overflowWrap="anywhere">{vm.email}</chakra.strong>.
        </>
      }
      actions={<FinalActions vm={vm} />}
    >
      <Text color="fg.muted">{m.generated.spamNote}</Text>
    </CertificateResult>
  );
});

const NotGeneratedStep = observer(function NotGeneratedStep({ vm }: Vm) {
  const config = useInjection<AppConfig>(AppConfig);
  const serviceChannels = config.footer.serviceChannels[0];
  // The beneficiary's answer says why; the others are worded here.
  const reason = vm.flow === 'beneficiary' && vm.description ? vm.description : m.flows[vm.flow].notGenerated;
  return (
    <CertificateResult heading={m.notGeneratedHeading} message={reason} actions={<FinalActions vm={vm} />}>
      {serviceChannels !== undefined && (
        <Text>
          {m.serviceChannelsLead} <ExternalLink href={serviceChannels.href}>{m.serviceChannelsLink}</ExternalLink>.
        </Text>
      )}
    </CertificateResult>
  );
});

/** 'Nuevo certificado' (an empty form for another person) and 'Ir al inicio'. */
function FinalActions({ vm }: Vm) {
  return (
    <>
      <Button type="button" variant="outline" size="lg" onClick={() => vm.startOver()}>
        {m.newCertificate}
      </Button>
      <GoHomeButton />
    </>
  );
}
