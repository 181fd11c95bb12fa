import { observer } from 'mobx-react-lite';
import { useInjection } from '@/presentation/shared/di/container-context';
import { Invisible, useIsPrerender } from '@/presentation/shared/render-phase/render-phase';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { ServiceCard, type ServiceCardAction, type ServiceCardProps } from '@/presentation/shared/components/service-card/service-card';

export interface SessionGatedCardProps extends Omit<ServiceCardProps, 'action'> {
  /** Start of the sentence the 'Iniciar sesión' button completes: 'Este subsidio requiere'. */
  requirement: string;
  /** What the card offers once the person has signed in. */
  action: Exclude<ServiceCardAction, { kind: 'sign-in' }>;
}

/**
 * A service card that only acts for signed-in people (docs/shell.md, roles): logged out it is
 * greyed with the requirement and a sign-in button; logged in it shows its own action.
 * It follows the SessionStore, so it unlocks as soon as the session arrives. A failed
 * sign-in is reported by the header, once, whichever button started it.
 */
export function SessionGatedCard(props: SessionGatedCardProps) {
  const isPrerender = useIsPrerender();
  // The build-time prerender knows no session: the card's box, its signed-in form, drawn
  // invisible (ADR 0022), so neither the lock nor the action shows before the main view.
  if (import.meta.env.SSR && isPrerender) {
    const { requirement: _requirement, ...signedIn } = props;
    return (
      <Invisible>
        <ServiceCard {...signedIn} />
      </Invisible>
    );
  }
  return <SessionAwareCard {...props} />;
}

const SessionAwareCard = observer(function SessionAwareCard({
  requirement,
  action,
  ...card
}: SessionGatedCardProps) {
  const session = useInjection<SessionStore>(SessionStore);

  if (session.isLogged) return <ServiceCard {...card} action={action} />;
  return (
    <ServiceCard
      {...card}
      action={{
        kind: 'sign-in',
        requirement,
        onSignIn: () => void session.login(),
        isBusy: session.isRedirecting,
      }}
    />
  );
});
