import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useInjection } from '@/presentation/app/di/container-context';
import { SessionStore } from '@/presentation/app/session/session.store';
import { ServiceCard, type ServiceCardAction, type ServiceCardProps } from '../service-card/service-card';
import { sessionGatedCardMessages } from './session-gated-card.messages';

export interface SessionGatedCardProps extends Omit<ServiceCardProps, 'action'> {
  /** Start of the sentence the 'Iniciar sesión' button completes: 'Este subsidio requiere'. */
  requirement: string;
  /** What the card offers once the person has signed in. */
  action: Exclude<ServiceCardAction, { kind: 'sign-in' }>;
}

/**
 * A service card that only acts for signed-in people (spec section 6): logged out it is
 * greyed with the requirement and a sign-in button; logged in it shows its own action.
 * It follows the SessionStore, so it unlocks as soon as the session arrives.
 */
export const SessionGatedCard = observer(function SessionGatedCard({
  requirement,
  action,
  ...card
}: SessionGatedCardProps) {
  const session = useInjection<SessionStore>(SessionStore);
  // Only the card that was pressed reports a failed sign-in, not every gated card on the page.
  const [hasRequestedSignIn, setHasRequestedSignIn] = useState(false);

  if (session.isLogged) return <ServiceCard {...card} action={action} />;

  const signIn = () => {
    setHasRequestedSignIn(true);
    void session.login();
  };
  const error = hasRequestedSignIn ? session.loginError : null;

  return (
    <Stack flex="1" gap="2">
      <ServiceCard
        {...card}
        action={{ kind: 'sign-in', requirement, onSignIn: signIn, isBusy: session.isRedirecting }}
      />
      {/* Always in the document so the alert is announced when its text appears. */}
      <Text role="alert" color="fg.error" fontSize="sm" fontWeight="medium" _empty={{ display: 'none' }}>
        {error === null
          ? null
          : (sessionGatedCardMessages.loginFailed[error] ?? sessionGatedCardMessages.loginFailedDefault)}
      </Text>
    </Stack>
  );
});
