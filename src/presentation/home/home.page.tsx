import { Stack } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { preloadPublicImages, publicImage } from '@/presentation/shared/components/public-image.util';
import { ServiceCard } from '@/presentation/shared/components/service-card/service-card';
import { homeMessages as m } from './home.messages';

const cardImages = {
  onlinePayments: 'home-pagos-en-linea.svg',
  certificates: 'home-certificados.svg',
  subsidies: 'home-subsidios.svg',
  credits: 'home-creditos.svg',
} as const;
// The cards' illustrations are the home's largest paint: asked for as soon as this chunk arrives.
preloadPublicImages(Object.values(cardImages));

/**
 * The online-services home (spec section 2): the four doors of the portal. It is the
 * landing route, so it imports nothing beyond the shared cards (no MobX, no view model).
 * The destinations come from configuration, like the side menu's.
 */
export function HomePage() {
  const config = useInjection<AppConfig>(AppConfig);
  const { sideMenu } = config.navigation;
  const cards = [
    { ...m.onlinePayments, to: sideMenu.onlinePayments, image: cardImages.onlinePayments },
    { ...m.certificates, to: sideMenu.certificates, image: cardImages.certificates },
    { ...m.subsidies, to: sideMenu.subsidies, image: cardImages.subsidies },
    { ...m.credits, to: sideMenu.credits, image: cardImages.credits },
  ];

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead(config.provider.tradeName)} />
      <CardGrid aria-label={m.cardsLabel}>
        {cards.map((card) => (
          <ServiceCard
            key={card.title}
            title={card.title}
            description={card.description}
            imageSrc={publicImage(card.image)}
            action={{ kind: 'page', to: card.to, label: card.action, isSelfDescribing: true }}
          />
        ))}
      </CardGrid>
    </Stack>
  );
}
