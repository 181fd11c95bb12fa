import { injectable } from 'inversify';
import type { ClientEnvironment } from '@/application/shared/client-environment.port';

/** {@link ClientEnvironment} over `navigator`; '' where there is none (a worker-less test, an odd embed). */
@injectable()
export class NavigatorClientEnvironment implements ClientEnvironment {
  userAgent(): string {
    return typeof navigator === 'undefined' || typeof navigator.userAgent !== 'string' ? '' : navigator.userAgent;
  }
}
