import { useId } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { ArrowRightIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepsSection } from '@/presentation/shared/components/step-list/steps-section';
import { creditsMessages as m } from './credits.messages';

/**
 * /creditos (docs/shell.md, 'Credits page'): the three steps of the external credit
 * system, then 'Iniciar', which leaves for it in this same tab (the person is moving on
 * to the application, not looking something up beside the portal).
 */
export function CreditsPage() {
  const { creditSystem } = useInjection<AppConfig>(AppConfig).externalSites;
  const noteId = useId();

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      <StepsSection title={m.stepsTitle} steps={m.steps} />
      <Text id={noteId} color="fg.muted">
        {m.leavingNote}
      </Text>
      <PageActions>
        <BackButton to="/" />
        <LinkButton href={creditSystem} newTab={false} size="lg" aria-describedby={noteId}>
          {m.start}
          <ArrowRightIcon />
        </LinkButton>
      </PageActions>
    </Stack>
  );
}
