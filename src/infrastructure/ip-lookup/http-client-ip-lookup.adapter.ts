import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { isIpAddress } from './ip-address.rules';

/**
 * {@link ClientIpLookup} over the configured IP-echo services (docs/configuration.md: GET, 5 s
 * time-out, v4 or v6). Services are tried in order, each with the full time-out, until one
 * answers with a valid address. It uses fetch, not the API client: these are third-party
 * hosts, so no base URL, no bearer token and no cookies go to them.
 */
@injectable()
export class HttpClientIpLookup implements ClientIpLookup {
  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  async lookup(): Promise<string | null> {
    for (const service of this.config.ipLookup.services) {
      const ip = await this.ask(service);
      if (ip !== null) return ip;
    }
    return null;
  }

  private async ask(serviceUrl: string): Promise<string | null> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
        controller.abort();
      }, this.config.ipLookup.timeoutMs);
    });
    try {
      // The race bounds the body read as well as the headers, whatever the fetch in use does with the signal.
      return await Promise.race([this.fetchIp(serviceUrl, controller.signal), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async fetchIp(serviceUrl: string, signal: AbortSignal): Promise<string | null> {
    try {
      const response = await fetch(serviceUrl, {
        signal,
        cache: 'no-store',
        credentials: 'omit',
        headers: { Accept: 'application/json, text/plain;q=0.9' },
      });
      if (!response.ok) return null;
      return readIp(await response.text());
    } catch {
      return null;
    }
  }
}

/** Services answer `203.0.113.7`, `"203.0.113.7"` or `{"ip": "203.0.113.7", …}`. */
function readIp(body: string): string | null {
  const text = body.trim();
  let candidate: unknown = text;
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      candidate = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).ip : parsed;
    } catch {
      return null;
    }
  }
  if (typeof candidate !== 'string') return null;
  const ip = candidate.trim();
  return isIpAddress(ip) ? ip : null;
}
