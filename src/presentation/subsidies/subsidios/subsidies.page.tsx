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
import { subsidiesMessages as m } from './subsidies.messages';

/**
 * /subsidios (docs/subsidies.md, 'Subsidy cards'): housing has its own page in the portal;
 * unemployment and educational open the fund's information pages; footwear does too,
 * but only for signed-in people.
 */
export function SubsidiesPage() {
  const { subsidies } = useInjection<AppConfig>(AppConfig).externalSites;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      <CardGrid aria-label={m.cardsLabel}>
        <ServiceCard
          {...m.housing}
          imageSrc={publicImage('subsidio-vivienda.svg')}
          action={{ kind: 'page', to: '/subsidios/subsidio-vivienda', label: m.seeMore }}
        />
        <ServiceCard
          {...m.unemployment}
          imageSrc={publicImage('subsidio-desempleo.svg')}
          action={{ kind: 'external', href: subsidies.unemployment, label: m.seeMore }}
        />
        <ServiceCard
          {...m.educational}
          imageSrc={publicImage('subsidio-educativo.svg')}
          action={{ kind: 'external', href: subsidies.educational, label: m.seeMore }}
        />
        <SessionGatedCard
          title={m.footwear.title}
          description={m.footwear.description}
          requirement={m.footwear.requirement}
          imageSrc={publicImage('subsidio-calzado.svg')}
          action={{ kind: 'external', href: subsidies.footwear, label: m.seeMore }}
        />
      </CardGrid>
      <PageActions>
        <BackButton to="/" />
      </PageActions>
    </Stack>
  );
}
