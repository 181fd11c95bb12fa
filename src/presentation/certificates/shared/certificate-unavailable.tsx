import { Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { ExternalLink } from '@/presentation/shared/components/external-link/external-link';
import { CertificateResult, GoHomeButton } from './certificate-result';
import { certificatesMessages as m, type CertificateUnavailableReason } from './certificates.messages';

export interface CertificateUnavailableProps {
  reason: CertificateUnavailableReason;
}

/**
 * 'Certificado no disponible' (docs/certificates.md): the screen a signed-in certificate page shows
 * when the fund cannot give the certificate — the holder has no beneficiaries, is retired,
 * does not meet the conditions, or the beneficiaries could not be queried. It is a step of
 * the page, not a modal: the person reads why and picks where to go next.
 * The conditions case links to the fund's service channels (the first configured one).
 */
export function CertificateUnavailable({ reason }: CertificateUnavailableProps) {
  const config = useInjection<AppConfig>(AppConfig);
  const serviceChannels = config.footer.serviceChannels[0];

  return (
    <CertificateResult
      heading={m.unavailable.title}
      message={m.unavailable.reasons[reason]}
      actions={
        <>
          <BackButton to="/certificados" />
          <GoHomeButton />
        </>
      }
    >
      {reason === 'noCumpleLasCondiciones' && serviceChannels !== undefined && (
        <Text>
          {m.unavailable.serviceChannelsLead}{' '}
          <ExternalLink href={serviceChannels.href}>{m.unavailable.serviceChannelsLink}</ExternalLink>.
        </Text>
      )}
    </CertificateResult>
  );
}
