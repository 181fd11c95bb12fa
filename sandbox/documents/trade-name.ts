import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL object: under a DOM test environment `URL` is the DOM's, which fs rejects.
const configFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/config.json');

const fallbackTradeName = 'Caja de compensación familiar';

let cached: string | null = null;

/**
 * The fund's trade name as the portal shows it: `provider.tradeName` of public/config.json,
 * read once, so the sandbox's certificates carry the same letterhead as the footer. A missing
 * or unreadable value falls back to a generic name rather than breaking every certificate.
 */
export function sandboxTradeName(): string {
  cached ??= readTradeName();
  return cached;
}

function readTradeName(): string {
  try {
    const config: unknown = JSON.parse(readFileSync(configFile, 'utf8'));
    const provider = typeof config === 'object' && config !== null ? (config as { provider?: unknown }).provider : null;
    const tradeName = typeof provider === 'object' && provider !== null ? (provider as { tradeName?: unknown }).tradeName : null;
    return typeof tradeName === 'string' && tradeName.trim() !== '' ? tradeName.trim() : fallbackTradeName;
  } catch {
    return fallbackTradeName;
  }
}
