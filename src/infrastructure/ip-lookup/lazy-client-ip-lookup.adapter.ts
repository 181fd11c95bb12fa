import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';

/**
 * The {@link ClientIpLookup} the shell binds: it loads `HttpClientIpLookup` (the IP-echo services
 * and the address rules) with the first lookup, which startup asks for only once the first screen
 * has settled, so none of it is in the home's first load. A chunk that cannot be loaded is no
 * answer (null), as a lookup that no service answers is; the next lookup tries again.
 */
@injectable()
export class LazyClientIpLookup implements ClientIpLookup {
  private loaded: Promise<ClientIpLookup> | null = null;

  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  async lookup(): Promise<string | null> {
    let lookup: ClientIpLookup;
    try {
      lookup = await this.load();
    } catch {
      return null;
    }
    return lookup.lookup();
  }

  /** Builds the real lookup from its chunk; tests replace it to play a chunk that fails. */
  protected async loadLookup(config: AppConfig): Promise<ClientIpLookup> {
    const { HttpClientIpLookup } = await import('./http-client-ip-lookup.adapter');
    return new HttpClientIpLookup(config);
  }

  private load(): Promise<ClientIpLookup> {
    if (!this.loaded) {
      const loading = this.loadLookup(this.config);
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = null;
      });
      this.loaded = loading;
    }
    return this.loaded;
  }
}
