import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { certificateDeliveryMessages as m } from './certificate-delivery.messages';
import type { CertificateDeliveryViewModel } from './certificate-delivery.view-model';

export interface CertificateDeliveryProps {
  vm: CertificateDeliveryViewModel;
  /** 'Nuevo certificado': where the page starts over (another card, or another selection). */
  onNewCertificate: () => void;
  /** Whom the certificate is about when that is not the holder (the school certificate's student). */
  about?: { label: string; name: string };
}

/**
 * The screens that hand a generated certificate over on the signed-in pages (c04, c05, c06, c08):
 * ready (download or send by e-mail), downloaded, sent (name, e-mail and the password note),
 * and the screen shown when the fund could not send it.
 */
export const CertificateDelivery = observer(function CertificateDelivery({ vm, onNewCertificate, about }: CertificateDeliveryProps) {
  const certificate = vm.certificate;
  if (certificate === null) return null;
  return (
    <Stack gap="6" maxW="3xl">
      {vm.phase === 'ready' && (
        <>
          <Stack gap="3">
            <StepHeading>{m.ready.heading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.ready.message(certificate.name)}</Text>
            {about && <AboutLine about={about} />}
          </Stack>
          <PageActions>
            <Button type="button" variant="outline" size="lg" disabled={vm.isSubmitting} onClick={() => void vm.send()}>
              {m.ready.send}
            </Button>
            <Button type="button" size="lg" disabled={vm.isSubmitting} onClick={() => vm.download()}>
              {m.ready.download}
            </Button>
          </PageActions>
        </>
      )}
      {vm.phase === 'downloaded' && (
        <>
          <Stack gap="3">
            <StepHeading>{m.downloaded.heading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.downloaded.message(certificate.name)}</Text>
            {about && <AboutLine about={about} />}
            {vm.downloadedFileName && <Text overflowWrap="anywhere">{m.downloaded.file(vm.downloadedFileName)}</Text>}
          </Stack>
          <CertificateFinalActions onNewCertificate={onNewCertificate} />
        </>
      )}
      {vm.phase === 'sent' && (
        <>
          <Stack gap="4">
            <StepHeading>{m.sent.heading}</StepHeading>
            <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2">
              <chakra.dt fontWeight="semibold">{m.sent.certificate}</chakra.dt>
              <chakra.dd>{certificate.name}</chakra.dd>
              {about && (
                <>
                  <chakra.dt fontWeight="semibold">{about.label}</chakra.dt>
                  <chakra.dd>{about.name}</chakra.dd>
                </>
              )}
              <chakra.dt fontWeight="semibold">{m.sent.email}</chakra.dt>
              <chakra.dd overflowWrap="anywhere">{vm.sentTo ?? m.sent.registeredEmail}</chakra.dd>
            </chakra.dl>
            <Box borderStartWidth="4px" borderColor="brand.solid" bg="brand.subtle" px="4" py="3" rounded="md">
              <Text>{m.sent.passwordNote}</Text>
            </Box>
          </Stack>
          <CertificateFinalActions onNewCertificate={onNewCertificate} />
        </>
      )}
      {vm.phase === 'notSent' && (
        <>
          <Stack gap="3">
            <StepHeading>{m.notSent.heading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.notSent.message}</Text>
          </Stack>
          <PageActions>
            <GoHome variant="outline" />
            <Button type="button" size="lg" disabled={vm.isSubmitting} onClick={() => vm.download()}>
              {m.ready.download}
            </Button>
          </PageActions>
        </>
      )}
    </Stack>
  );
});

function AboutLine({ about }: { about: { label: string; name: string } }) {
  return (
    <Text>
      {about.label}: <chakra.strong fontWeight="semibold">{about.name}</chakra.strong>
    </Text>
  );
}

/** The last screen's actions: 'Nuevo certificado' (where the page starts over) and 'Ir al inicio'. */
export function CertificateFinalActions({ onNewCertificate }: { onNewCertificate: () => void }) {
  return (
    <PageActions>
      <Button type="button" variant="outline" size="lg" onClick={onNewCertificate}>
        {m.newCertificate}
      </Button>
      <GoHome />
    </PageActions>
  );
}

function GoHome({ variant }: { variant?: 'outline' }) {
  const config = useInjection<AppConfig>(AppConfig);
  return (
    <LinkButton to={config.navigation.onlineServicesHome} size="lg" variant={variant}>
      {m.goHome}
    </LinkButton>
  );
}
