import type { AppConfig } from '../../src/application/shared/config/app-config.model.ts';
import type { Check } from './context.d.mts';

/** The configuration checked: the file given, or the portal's served one. */
export declare function readConfig(options: {
  portal: URL;
  file?: string;
  fetch: (url: URL, init?: RequestInit) => Promise<Response>;
}): Promise<{ source: string; config: Record<string, unknown> | null; problem: string | null }>;
/** The configuration held to the portal's own rules. */
export declare function validate(config: Record<string, unknown>, portal: URL): { appConfig: AppConfig | null; checks: Check[] };
/** Every string of the configuration with its path. */
export declare function stringsOf(value: unknown, path?: string): [string, string][];
/** Every address https, or loopback, or relative to the portal. */
export declare function httpsChecks(config: Record<string, unknown>, portal: URL): Check[];
/** No value of the sandbox left. */
export declare function sandboxChecks(config: Record<string, unknown>): Check[];
