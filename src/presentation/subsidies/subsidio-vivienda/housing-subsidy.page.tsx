import { Stack } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { ServiceCard } from '@/presentation/shared/components/service-card/service-card';
import { SessionGatedCard } from '@/presentation/shared/components/session-gated-card/session-gated-card';
import { housingSubsidyMessages as m } from './housing-subsidy.messages';

/** Where the FOVIS card leads once signed in: the FOVIS certificates (src/presentation/fovis/certificados-vivienda). */
const fovisCertificatesPath = '/subsidios/subsidio-vivienda/certificados-vivienda';

/**
 * /subsidios/subsidio-vivienda (docs/subsidies.md): four cards opening the fund's configured
 * housing-subsidy pages in a new tab, and the FOVIS certificates card, gated on sign-in.
 */
export function HousingSubsidyPage() {
  const { housingSubsidy } = useInjection<AppConfig>(AppConfig).externalSites;
  const infoCards = [
    { ...m.whatIsIt, href: housingSubsidy.whatIsIt, image: 'vivienda-que-es.svg' },
    { ...m.howToApply, href: housingSubsidy.howToApply, image: 'vivienda-como-postularse.svg' },
    { ...m.requirements, href: housingSubsidy.requirements, image: 'vivienda-requisitos.svg' },
    { ...m.assignmentCheck, href: housingSubsidy.assignmentCheck, image: 'vivienda-asignacion.svg' },
  ];

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      <CardGrid aria-label={m.cardsLabel}>
        {infoCards.map((card) => (
          <ServiceCard
            key={card.title}
            title={card.title}
            description={card.description}
            imageSrc={publicImage(card.image)}
            action={{ kind: 'external', href: card.href, label: m.seeMore }}
          />
        ))}
      </CardGrid>
      {/* A list of its own, set apart from the information: it is a service and needs a session. */}
      <CardGrid aria-label={m.fovisLabel} columns={1}>
        <SessionGatedCard
          orientation="horizontal"
          title={m.fovis.title}
          description={m.fovis.description}
          requirement={m.fovis.requirement}
          imageSrc={publicImage('vivienda-fovis.svg')}
          action={{ kind: 'page', to: fovisCertificatesPath, label: m.fovis.action }}
        />
      </CardGrid>
      <PageActions>
        <BackButton to="/subsidios" />
      </PageActions>
    </Stack>
  );
}
