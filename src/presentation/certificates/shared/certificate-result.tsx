import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { certificatesMessages as m } from './certificates.messages';

export interface CertificateResultProps {
  heading: string;
  /** The screen's main sentence. */
  message: ReactNode;
  /** What follows the sentence (a note, a link to the service channels). */
  children?: ReactNode;
  /** The closing row of buttons. */
  actions: ReactNode;
}

/**
 * A screen that closes a certificate flow or says why it cannot go on (generated, not
 * generated, sent, not sent, not available): a heading, a sentence, and where to go next.
 */
export function CertificateResult({ heading, message, children, actions }: CertificateResultProps) {
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="3">
        <StepHeading>{heading}</StepHeading>
        <Text fontSize={{ base: 'md', md: 'lg' }}>{message}</Text>
        {children}
      </Stack>
      <PageActions>{actions}</PageActions>
    </Stack>
  );
}

/** 'Ir al inicio': the online-services home (configured). */
export function GoHomeButton({ variant }: { variant?: 'outline' }) {
  const config = useInjection<AppConfig>(AppConfig);
  return (
    <LinkButton to={config.navigation.onlineServicesHome} variant={variant} size="lg">
      {m.goHome}
    </LinkButton>
  );
}
