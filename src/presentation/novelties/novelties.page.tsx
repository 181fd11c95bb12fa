import { Stack } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepsSection } from '@/presentation/shared/components/step-list/steps-section';
import { noveltiesMessages as m } from './novelties.messages';

/**
 * /novedades (docs/shell.md, information pages): how to register novelties, then 'Registra tus novedades',
 * which opens the configured registration site in a new tab so these steps stay at hand.
 */
export function NoveltiesPage() {
  const { noveltiesRegistration } = useInjection<AppConfig>(AppConfig).externalSites;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      <StepsSection title={m.stepsTitle} steps={m.steps} />
      <PageActions>
        <BackButton to="/" />
        <LinkButton href={noveltiesRegistration} size="lg">
          {m.register}
        </LinkButton>
      </PageActions>
    </Stack>
  );
}
