import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { Button } from '@/presentation/shared/components/button/button';
import { useCommandGroup } from '@/presentation/shared/components/button/use-command-group';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { certificateDeliveryMessages as m } from './certificate-delivery.messages';
import type { DeliveryPhase } from './certificate-delivery.view-model';

/** Whom the certificate is about when that is not the holder (the school certificate's student). */
export interface DeliveryAbout {
  readonly label: string;
  readonly name: string;
}

export interface CertificateDeliveryScreensProps {
  /**
   * ready (download or send by e-mail), downloaded, sent (name, e-mail and, where it applies, the
   * password note), or notSent (the fund could not send it, the PDF can still be downloaded).
   */
  screen: DeliveryPhase;
  /** The certificate's name, as the page and the file name use it. */
  certificateName: string;
  /** The file saved on 'downloaded'; nothing is said of it when null. */
  downloadedFileName: string | null;
  /** Where the fund sent it on 'sent'; null says 'Tu correo electrónico registrado'. */
  sentTo: string | null;
  /**
   * A command is in flight: the pressed button is busy and the others look disabled; all keep the
   * focus and a second click sends nothing (`useCommandGroup`).
   */
  isBusy: boolean;
  onDownload: () => void;
  onSend: () => void;
  /** 'Nuevo certificado' on the last screens: where the page starts over. */
  onNewCertificate: () => void;
  /** 'Regresar' on the ready screen, when the page has a step before it to return to (FOVIS). */
  onBack?: () => void;
  /** The ready screen's heading, when the page names it otherwise ('Certificado generado'). */
  readyHeading?: string;
  /** Whether the sent screen says the PDF arrives protected with a password (default true). */
  hasPasswordNote?: boolean;
  about?: DeliveryAbout;
}

/**
 * The screens that hand a generated certificate over, shared by the signed-in certificate pages
 * (c04, c05, c06, c08) and the FOVIS certificates: presentational only, `CertificateDelivery`
 * drives it from the shared `CertificateDeliveryViewModel`. Every screen opens with a `StepHeading`, which takes focus when
 * the screen replaces another one.
 */
export function CertificateDeliveryScreens({
  screen,
  certificateName,
  downloadedFileName,
  sentTo,
  isBusy,
  onDownload,
  onSend,
  onNewCertificate,
  onBack,
  readyHeading = m.ready.heading,
  hasPasswordNote = true,
  about,
}: CertificateDeliveryScreensProps) {
  const command = useCommandGroup<'download' | 'send' | 'back'>(isBusy);
  const downloadButton = (
    <Button type="button" size="lg" {...command('download', onDownload)}>
      {m.ready.download}
    </Button>
  );
  return (
    <Stack gap="6" maxW="3xl">
      {screen === 'ready' && (
        <>
          <Stack gap="3">
            <StepHeading>{readyHeading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.ready.message(certificateName)}</Text>
            {about && <AboutLine about={about} />}
          </Stack>
          <PageActions>
            {onBack && (
              <Button type="button" variant="outline" size="lg" {...command('back', onBack)}>
                <ArrowLeftIcon />
                {m.ready.back}
              </Button>
            )}
            <Button type="button" variant="outline" size="lg" {...command('send', onSend)}>
              {m.ready.send}
            </Button>
            {downloadButton}
          </PageActions>
        </>
      )}
      {screen === 'downloaded' && (
        <>
          <Stack gap="3">
            <StepHeading>{m.downloaded.heading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.downloaded.message(certificateName)}</Text>
            {about && <AboutLine about={about} />}
            {downloadedFileName && <Text overflowWrap="anywhere">{m.downloaded.file(downloadedFileName)}</Text>}
          </Stack>
          <CertificateFinalActions onNewCertificate={onNewCertificate} />
        </>
      )}
      {screen === 'sent' && (
        <>
          <Stack gap="4">
            <StepHeading>{m.sent.heading}</StepHeading>
            <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2">
              <chakra.dt fontWeight="semibold">{m.sent.certificate}</chakra.dt>
              <chakra.dd>{certificateName}</chakra.dd>
              {about && (
                <>
                  <chakra.dt fontWeight="semibold">{about.label}</chakra.dt>
                  <chakra.dd>{about.name}</chakra.dd>
                </>
              )}
              <chakra.dt fontWeight="semibold">{m.sent.email}</chakra.dt>
              <chakra.dd overflowWrap="anywhere">{sentTo ?? m.sent.registeredEmail}</chakra.dd>
            </chakra.dl>
            {hasPasswordNote && (
              <Box borderStartWidth="4px" borderColor="brand.solid" bg="brand.subtle" px="4" py="3" rounded="md">
                <Text>{m.sent.passwordNote}</Text>
              </Box>
            )}
          </Stack>
          <CertificateFinalActions onNewCertificate={onNewCertificate} />
        </>
      )}
      {screen === 'notSent' && (
        <>
          <Stack gap="3">
            <StepHeading>{m.notSent.heading}</StepHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{m.notSent.message}</Text>
          </Stack>
          <PageActions>
            <GoHome variant="outline" />
            {downloadButton}
          </PageActions>
        </>
      )}
    </Stack>
  );
}

function AboutLine({ about }: { about: DeliveryAbout }) {
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

/** 'Ir al inicio': the online-services home (configured). */
function GoHome({ variant }: { variant?: 'outline' }) {
  const config = useInjection<AppConfig>(AppConfig);
  return (
    <LinkButton to={config.navigation.onlineServicesHome} size="lg" variant={variant}>
      {m.goHome}
    </LinkButton>
  );
}
