import { injectable } from 'inversify';
import type { ExternalNavigator } from '@/application/shared/external-navigator.port';

/** {@link ExternalNavigator} over `location.assign`: the portal's page stays in the history, so 'Atrás' comes back. */
@injectable()
export class WindowExternalNavigator implements ExternalNavigator {
  leaveTo(url: string): void {
    window.location.assign(url);
  }
}
