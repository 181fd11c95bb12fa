import { ContainerModule } from 'inversify';
import { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import { SessionTimeoutStore } from '@/presentation/app/session-timeout/session-timeout.store';

// The loader takes the class from this chunk to resolve it: importing it anywhere else would put
// the controller back in the home's first load.
export { SessionTimeoutController };

/**
 * The session timeout's controller and its store, a chunk of their own loaded by
 * `LazySessionTimeoutLoader` when a session exists or an expiry is flagged: an anonymous visit
 * never downloads them. Their ports (time, windows, the other tabs) are the shell module's.
 */
export const sessionTimeoutModule = new ContainerModule(({ bind }) => {
  bind(SessionTimeoutController).toSelf();
  bind(SessionTimeoutStore).toSelf();
});
