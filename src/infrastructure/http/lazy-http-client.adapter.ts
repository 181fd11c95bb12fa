import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { ApiResponse, HttpClient, HttpRequestOptions } from './http-client.port';

/**
 * The {@link HttpClient} the shell binds: it loads the real client (`AxiosHttpClient` and axios,
 * one chunk of ~17 KiB gzip) on the first call and hands every call to it. The home makes no API
 * call, so none of that is in its first load; a page that calls the API loads it once, with its
 * first call, or earlier when the start knows a call is coming ({@link startLoadingHttpClient}).
 *
 * The client is built on first use with the configuration and the identity's token slot, so the
 * bearer is read per call from the session the identity check settled, as before. A chunk that
 * cannot be loaded (offline) is a network failure, as a call that gets no answer is, and the
 * next call tries again: every call still resolves, never rejects.
 */
@injectable()
export class LazyHttpClient implements HttpClient {
  private client: Promise<HttpClient> | null = null;
  private inFlight = 0;
  private waitingForQuiet: (() => void)[] = [];

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(AccessTokenSource) private readonly tokens: AccessTokenSource,
  ) {}

  get(path: string, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send((client) => client.get(path, options));
  }

  post(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send((client) => client.post(path, body, options));
  }

  put(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send((client) => client.put(path, body, options));
  }

  delete(path: string, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send((client) => client.delete(path, options));
  }

  /** Builds the real client from its chunk; tests replace it to play a chunk that fails. */
  protected async loadClient(config: AppConfig, tokens: AccessTokenSource): Promise<HttpClient> {
    const { AxiosHttpClient } = await importRealClient();
    return new AxiosHttpClient(config, tokens);
  }

  /**
   * Resolves once no call of this client is in flight, at once when none is: the start holds the
   * work the first screen does not need until the first screen's calls have answered.
   */
  settled(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waitingForQuiet.push(resolve));
  }

  private async send(call: (client: HttpClient) => Promise<ApiResponse>): Promise<ApiResponse> {
    this.inFlight += 1;
    try {
      let client: HttpClient;
      try {
        client = await this.loaded();
      } catch {
        return { error: true, reason: 'network', status: null };
      }
      return await call(client);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) {
        const waiting = this.waitingForQuiet;
        this.waitingForQuiet = [];
        for (const resolve of waiting) resolve();
      }
    }
  }

  private loaded(): Promise<HttpClient> {
    if (!this.client) {
      const loading = this.loadClient(this.config, this.tokens);
      // A chunk that failed to load is asked for again on the next call instead of being cached.
      loading.catch(() => {
        if (this.client === loading) this.client = null;
      });
      this.client = loading;
    }
    return this.client;
  }
}

const importRealClient = () => import('./axios-http-client.adapter');

/**
 * Starts downloading and evaluating the real client's chunk now, without making a call: the start
 * calls it for a route whose first screen makes a call before the identity check ends, so that
 * call does not wait for the chunk that only it would ask for. The browser keeps one module per
 * URL, so the first call's own `import()` shares this load. Never rejects: a chunk that fails here
 * is asked for again by the call, which reports the failure as it does without this head start.
 */
export function startLoadingHttpClient(): Promise<void> {
  return importRealClient().then(
    () => undefined,
    () => undefined,
  );
}
