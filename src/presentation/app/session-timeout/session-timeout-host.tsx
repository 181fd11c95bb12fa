import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import type { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import { useInjection } from '@/presentation/shared/di/container-context';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { ClosedSessionNotice } from './closed-session-notice.store';
import { SessionTimeoutLoader } from './session-timeout-loader.port';

// The notices, the activity listeners and (in a chunk of their own) the dialogs: only someone
// signed in, or shown 'Ha finalizado tu sesión', needs them, so anonymous visits never load them.
const SessionTimeoutPart = lazyPart(() => loadThemed(async () => (await import('./session-timeout')).SessionTimeout));

/**
 * Session timeout (docs/identity.md), mounted once in the layout. Its controller is a chunk of its
 * own (`SessionTimeoutLoader`), loaded at the first render that has a session, or an isExpired flag
 * an earlier visit left; an anonymous visit never downloads it. Once loaded it starts and follows
 * the session for the layout's life, told how the session last changed before it arrived, whether
 * or not the part that draws its state has arrived; that part mirrors the controller's current state
 * when it mounts. Should a chunk fail to load, nothing is shown and the page stays; the load is
 * tried again when the browser is back online.
 */
export const SessionTimeoutHost = observer(function SessionTimeoutHost() {
  const loader = useInjection<SessionTimeoutLoader>(SessionTimeoutLoader);
  const session = useInjection<SessionStore>(SessionStore);
  const storage = useInjection<KeyValueStorage>(KeyValueStorage);
  const closedSession = useInjection<ClosedSessionNotice>(ClosedSessionNotice);
  // Both only ever turn on: the controller keeps following the session once it runs, and the part
  // stays once 'Ha finalizado tu sesión' has been shown.
  const [isControllerNeeded, setControllerNeeded] = useState(() => storage.get(storageKeys.isExpired) !== null);
  const [wasSessionClosed, setWasSessionClosed] = useState(false);
  // The part resolves the controller's store: it mounts only once the controller's chunk is in.
  const [isControllerReady, setControllerReady] = useState(false);
  if (!isControllerNeeded && session.isLogged) setControllerNeeded(true);
  if (!wasSessionClosed && closedSession.isShown) setWasSessionClosed(true);

  useEffect(() => {
    if (!isControllerNeeded) return;
    let isMounted = true;
    let stop: (() => void) | null = null;
    const begin = (controller: SessionTimeoutController) => {
      if (!isMounted) return;
      const unsubscribe = controller.subscribe((state) => closedSession.mirror(state.isSessionClosed));
      controller.start(session.lastChange);
      closedSession.mirror(controller.current.isSessionClosed);
      setControllerReady(true);
      stop = () => {
        unsubscribe();
        controller.stop();
      };
    };
    const start = () => {
      // A chunk already in starts the controller in this very task, with the layout.
      const loaded = loader.loaded();
      if (loaded !== null) return begin(loaded);
      loader.load().then(begin, () => {
        if (isMounted) window.addEventListener('online', start, { once: true });
      });
    };
    start();
    return () => {
      isMounted = false;
      window.removeEventListener('online', start);
      stop?.();
    };
    // `session` is the one store of the container; its last change is read once, at the start.
  }, [isControllerNeeded, loader, closedSession, session]);

  if (!isControllerReady) return null;
  return <SessionTimeoutPart when={session.isLogged || wasSessionClosed} fallback={null} />;
});
