import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import { useInjection } from '@/presentation/shared/di/container-context';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { SessionStore } from '@/presentation/shared/session/session.store';

// The notices, the activity listeners and (in a chunk of their own) the dialogs: only someone
// signed in, or shown 'Ha finalizado tu sesión', needs them, so anonymous visits never load them.
const SessionTimeoutPart = lazyPart(async () => (await import('./session-timeout')).SessionTimeout);

/**
 * Session timeout (spec section 4), mounted once in the layout. The controller starts here, with
 * the layout, so it follows the session (and reads the isExpired flag an earlier visit left) from
 * the first render whether or not the part that draws its state has arrived; that part mirrors
 * the controller's current state when it mounts. Should its chunk fail to load, the controller
 * still ends an expired session (nothing is shown), and the load is tried again when back online.
 */
export const SessionTimeoutHost = observer(function SessionTimeoutHost() {
  const controller = useInjection<SessionTimeoutController>(SessionTimeoutController);
  const session = useInjection<SessionStore>(SessionStore);
  const [isSessionClosed, setSessionClosed] = useState(false);

  useEffect(() => {
    const unsubscribe = controller.subscribe((state) => {
      if (state.isSessionClosed) setSessionClosed(true);
    });
    controller.start();
    if (controller.current.isSessionClosed) setSessionClosed(true);
    return () => {
      unsubscribe();
      controller.stop();
    };
  }, [controller]);

  return <SessionTimeoutPart when={session.isLogged || isSessionClosed} fallback={null} />;
});
