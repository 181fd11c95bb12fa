import { inject, injectable } from 'inversify';
import { ClientIpLookup } from './client-ip-lookup.port';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { earlierBuildsLocalKeys, KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';

/**
 * Looks up the visitor's public IP at startup, once the first screen has settled
 * (`StartupSteps.afterFirstScreen`), and keeps it as `ipClient` for the payment request (the
 * contract's `requestPayment`). Runs in the background: it resolves in every case and never holds the first
 * render or breaks a page.
 *
 * The address is kept in memory only, never in the browser's storage (ADR 0013, amendment): every
 * page load looks it up again and only that load's address is ever sent, so a stored copy would
 * serve no one but a later reader of the storage. Starting, it removes from local storage the
 * copies earlier builds left there (`earlierBuildsLocalKeys`: `ipClient`, and the payment trace's
 * `requestId` and `estadoPago`), unread. The start runs it on every page through the container, so
 * they go on the home page too, not only when someone opens payments, whose code loads lazily.
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
  /** This page load's address; null until a lookup found one. */
  private address: string | null = null;

  constructor(
    @inject(ClientIpLookup) private readonly lookup: ClientIpLookup,
    /** Only to remove the copies earlier builds left in local storage. */
    @inject(KeyValueStorage) private readonly shared: KeyValueStorage,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  execute(): Promise<void> {
    this.started = true;
    for (const key of earlierBuildsLocalKeys) this.shared.remove(key);
    const run = this.lookUpAndKeep().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  /**
   * The `ipClient` to send with a payment request: the address found once the lookup has ended;
   * '' when it found none, or when it is still running after `ipLookup.timeoutMs` more. If no
   * lookup was ever started (a start that skipped it), one starts now under the same bound.
   */
  async clientIp(): Promise<string> {
    const running = this.running ?? (this.started ? null : this.execute());
    if (running !== null && !(await this.settlesWithin(running, this.config.ipLookup.timeoutMs))) return '';
    return this.address ?? '';
  }

  private async lookUpAndKeep(): Promise<void> {
    let ip: string | null = null;
    try {
      ip = await this.lookup.lookup();
    } catch {
      // A lookup adapter that throws is a bug, but the IP is never worth a broken start-up.
    }
    this.address = ip;
    if (ip === null) console.warn('Could not get the public IP address');
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
