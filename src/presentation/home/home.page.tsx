import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { LiveOnly } from '@/presentation/shared/render-phase/render-phase';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { ServiceCard } from '@/presentation/shared/components/service-card/service-card';
import { homeMessages as m } from './home.messages';
import { homePageClass } from './home.styles';

const cardImages = {
  onlinePayments: 'home-pagos-en-linea.svg',
  certificates: 'home-certificados.svg',
  subsidies: 'home-subsidios.svg',
  credits: 'home-creditos.svg',
} as const;
// The cards' illustrations are the home's largest paint: they are in the home's prerendered HTML
// (ADR 0022), where the preload scanner finds them before any script runs.

/**
 * The online-services home (docs/shell.md): the four doors of the portal. It is the
 * landing route, so it imports nothing beyond the shared cards (no MobX, no view model) and
 * draws with static classes, without Chakra. The destinations come from configuration, like
 * the side menu's.
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
    <div className={homePageClass}>
      {/* The lead names the fund (runtime configuration): in the prerender, its box only. */}
      <PageIntro title={m.title} lead={<LiveOnly>{m.lead(config.provider.tradeName)}</LiveOnly>} />
      <CardGrid aria-label={m.cardsLabel}>
        {cards.map((card, index) => (
          <ServiceCard
            key={card.title}
            title={card.title}
            description={card.description}
            imageSrc={publicImage(card.image)}
            // The first card's illustration is the home's largest paint on a phone and on a desktop.
            imageFetchPriority={index === 0 ? 'high' : undefined}
            action={{ kind: 'page', to: card.to, label: card.action, isSelfDescribing: true }}
          />
        ))}
      </CardGrid>
    </div>
  );
}
