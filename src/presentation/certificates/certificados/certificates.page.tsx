import { preload } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { certificateCodes, certificateRoutes } from '@/domain/certificates/certificate-card.entity';
import type { VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { StaticInfoIcon } from '@/presentation/shared/components/icons/static-page-icons';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { ServiceCard, type ServiceCardLines } from '@/presentation/shared/components/service-card/service-card';
import { ServiceCardSkeleton } from '@/presentation/shared/components/service-card/service-card-skeleton';
import { SessionGatedCard } from '@/presentation/shared/components/session-gated-card/session-gated-card';
import { Toggletip } from '@/presentation/shared/components/toggletip/toggletip';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { certificatesPageMessages as m } from './certificates.messages';
import { certificatesFovisClass, certificatesHelpButtonClass, certificatesPageClass } from './certificates.styles';
import { CertificatesViewModel } from './certificates.view-model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

/** Where the FOVIS card leads once signed in: the FOVIS certificates (src/presentation/fovis/certificados-vivienda). */
const fovisCertificatesPath = '/subsidios/subsidio-vivienda/certificados-vivienda';

/**
 * Lines every certificate card and its skeleton take: the longest titles ('Certificado de
 * afiliación con beneficiarios') wrap to two lines and the descriptions (85-95 characters) to
 * three in a third of the page or on a 320 px phone. Cards and skeletons reserve the same
 * lines, so the grid is as tall before the list arrives as after and nothing shifts when it does.
 */
const cardLines: ServiceCardLines = { title: 2, description: 3 };

/**
 * /certificados (docs/certificates.md; roles in docs/shell.md): the cards the fund lists, the FOVIS card and
 * 'Regresar'. Cards anyone may use link to their page; role_personas cards and FOVIS are
 * greyed with a sign-in prompt until the person signs in. Drawn with static classes only
 * (`RouteHandle.staticStyles`): the cards paint without Chakra, which comes with the FOVIS
 * help's popover once the page has settled.
 */
export const CertificatesPage = observer(function CertificatesPage() {
  const vm = useViewModel(CertificatesViewModel);

  useEntryLoad(vm);
  // The cards' first render is the page's heaviest (~200 ms of work on a throttled phone): drawn in
  // a transition, the skeleton staying up meanwhile. A failure's dialog ends the skeleton at once.
  const phase = useShownPhase(vm.phase);

  return (
    <div className={certificatesPageClass}>
      {intro}
      {/* Always in the document: a live region announces only what changes inside it. */}
      <span className={visuallyHiddenClass} role="status">
        {phase === 'loading' ? m.loading : ''}
      </span>
      {phase === 'loading' && skeleton}
      {phase === 'listed' && (
        <CardGrid aria-label={m.cardsLabel} columns={3}>
          {vm.cards.map((card) => (
            <CertificateCardView key={card.code} card={card} />
          ))}
        </CardGrid>
      )}
      {fovis}
      {actions}
    </div>
  );
});

/**
 * The parts of the page that do not change with the list, created once: a re-render of the page
 * skips an element it gets again unchanged. The list's arrival re-renders the page at once (MobX
 * through useSyncExternalStore, which React does not slice) before the deferred render brings the
 * cards; drawn again, these parts made that urgent render ~15 ms of one task on a fast machine.
 */
const intro = <PageIntro title={m.title} lead={m.lead} />;
const skeleton = <CertificateGridSkeleton />;
const fovis = (
  <div className={certificatesFovisClass}>
    <FovisHelp />
    <CardGrid aria-label={m.fovis.title} columns={1}>
      <SessionGatedCard
        title={m.fovis.title}
        description={m.fovis.description}
        requirement={m.requirement}
        imageSrc={publicImage('vivienda-fovis.svg')}
        orientation="horizontal"
        action={{ kind: 'page', to: fovisCertificatesPath, label: m.fovis.action }}
      />
    </CardGrid>
  </div>
);
const actions = (
  <PageActions>
    <BackButton to="/" />
  </PageActions>
);

function CertificateCardView({ card }: { card: VisibleCertificateCard }) {
  const texts = m.cards[card.code];
  const action = { kind: 'page', to: certificateRoutes[card.code], label: card.buttonLabel } as const;
  const common = {
    title: card.name,
    description: texts.description,
    imageSrc: publicImage(texts.image),
    minLines: cardLines,
  };
  if (card.role === 'role_personas') return <SessionGatedCard {...common} requirement={m.requirement} action={action} />;
  return <ServiceCard {...common} action={action} />;
}

/**
 * While the list is asked for: one placeholder per card the portal can show, in the grid the
 * cards will fill, so the FOVIS card and 'Regresar' do not move when they arrive. Hidden from
 * screen readers: the status above says what is happening.
 *
 * It also preloads every card's picture (React's `preload`): in the build-time prerender that is a
 * `<link rel="preload">` in the route's HTML, so the pictures are in before the list answers and
 * the cards paint with them; at low priority, after what the prerender itself shows.
 */
function CertificateGridSkeleton() {
  for (const code of certificateCodes) preload(publicImage(m.cards[code].image), { as: 'image', fetchPriority: 'low' });
  return (
    <div aria-hidden="true" data-testid="certificates-skeleton">
      <CardGrid columns={3}>
        {certificateCodes.map((code) => (
          <ServiceCardSkeleton key={code} lines={cardLines} />
        ))}
      </CardGrid>
    </div>
  );
}

/** A toggletip saying what FOVIS certificates are, for people who do not know the acronym. */
function FovisHelp() {
  return (
    <Toggletip
      trigger={
        <button type="button" className={certificatesHelpButtonClass}>
          <StaticInfoIcon />
          {m.fovis.helpLabel}
        </button>
      }
      title={m.fovis.helpTitle}
      closeLabel={m.fovis.close}
      width="sm"
    >
      <p>{m.fovis.help}</p>
    </Toggletip>
  );
}
