import { inject, injectable } from 'inversify';
import { ClientIpLookup } from './client-ip-lookup.port';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';

/**
 * Looks up the visitor's public IP at startup, once the first screen has settled
 * (`StartupSteps.afterFirstScreen`), and keeps it as `ipClient` for the payment request (spec
 * sections 5 and 7). Runs in the background: it resolves in every case and never holds the first
 * render or breaks a page.
 *
 * The payment request asks for the address with {@link clientIp}, which waits for a lookup still
 * running, at most `ipLookup.timeoutMs`, and answers '' rather than hold the payment any longer.
 * One instance serves the whole portal (the container's singleton scope), so the request sees the
 * lookup that startup began.
 */
@injectable()
export class StoreClientIp {
  /** The lookup under way, or null when none is. */
  private running: Promise<void> | null = null;
  private started = false;

  constructor(
    @inject(ClientIpLookup) private readonly lookup: ClientIpLookup,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  execute(): Promise<void> {
    this.started = true;
    const run = this.lookUpAndStore().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  /**
   * The `ipClient` to send with a payment request: the stored address once the lookup has ended;
   * '' when it found none, or when it is still running after `ipLookup.timeoutMs` more (an address
   * stored on an earlier visit is never sent in its place). If no lookup was ever started (a start
   * that skipped it), one starts now under the same bound.
   */
  async clientIp(): Promise<string> {
    const running = this.running ?? (this.started ? null : this.execute());
    if (running !== null && !(await this.settlesWithin(running, this.config.ipLookup.timeoutMs))) return '';
    return this.storage.get(storageKeys.ipClient) ?? '';
  }

  private async lookUpAndStore(): Promise<void> {
    let ip: string | null = null;
    try {
      ip = await this.lookup.lookup();
    } catch {
      // A lookup adapter that throws is a bug, but the IP is never worth a broken start-up.
    }
    if (ip !== null) {
      this.storage.set(storageKeys.ipClient, ip);
      return;
    }
    // An address stored on an earlier visit (another network) must not reach the payment
    // provider as if it were today's.
    this.storage.remove(storageKeys.ipClient);
    console.warn('Could not get the public IP address');
  }

  /** True when `work` (which never rejects) ends within `timeoutMs`. */
  private settlesWithin(work: Promise<void>, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const cancel = this.scheduler.after(timeoutMs, () => resolve(false));
      void work.then(() => {
        cancel();
        resolve(true);
      });
    });
  }
}
