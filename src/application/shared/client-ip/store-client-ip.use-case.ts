import { inject, injectable } from 'inversify';
import { ClientIpLookup } from './client-ip-lookup.port';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';

/**
 * Looks up the visitor's public IP at startup and keeps it as `ipClient` for the payment
 * request (spec sections 5 and 7). Runs in the background: it resolves in every case and
 * never holds the first render or breaks a page.
 */
@injectable()
export class StoreClientIp {
  constructor(
    @inject(ClientIpLookup) private readonly lookup: ClientIpLookup,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  async execute(): Promise<void> {
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
}
