import type { Container } from 'inversify';
import type { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import type { SessionTimeoutLoader } from '@/presentation/app/session-timeout/session-timeout-loader.port';
import type * as sessionTimeoutChunk from './session-timeout.module';

type SessionTimeoutChunk = typeof sessionTimeoutChunk;

/** Loads the session timeout's container module once, on first demand; a failed load is tried afresh next time. */
export class LazySessionTimeoutLoader implements SessionTimeoutLoader {
  private loading: Promise<SessionTimeoutController> | null = null;
  private atHand: SessionTimeoutChunk | null = null;
  private controller: SessionTimeoutController | null = null;

  constructor(
    private readonly container: Container,
    private readonly loadChunk: () => Promise<SessionTimeoutChunk> = () => import('./session-timeout.module'),
  ) {}

  loaded(): SessionTimeoutController | null {
    if (this.controller === null && this.atHand !== null) this.controller = this.resolve(this.atHand);
    return this.controller;
  }

  load(): Promise<SessionTimeoutController> {
    const loaded = this.loaded();
    if (loaded !== null) return Promise.resolve(loaded);
    if (!this.loading) {
      const loading = this.loadChunk().then(async (chunk) => {
        if (!this.container.isBound(chunk.SessionTimeoutController)) await this.container.loadAsync(chunk.sessionTimeoutModule);
        this.controller = this.container.get(chunk.SessionTimeoutController);
        return this.controller;
      });
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /**
   * Takes the module already at hand (tests whose clocks start with the first render): the
   * controller is then there at once, resolved at the first ask, after the test has rebound its ports.
   */
  loadNow(chunk: SessionTimeoutChunk): void {
    if (!this.container.isBound(chunk.SessionTimeoutController)) this.container.load(chunk.sessionTimeoutModule);
    this.atHand = chunk;
  }

  private resolve(chunk: SessionTimeoutChunk): SessionTimeoutController {
    return this.container.get(chunk.SessionTimeoutController);
  }
}
