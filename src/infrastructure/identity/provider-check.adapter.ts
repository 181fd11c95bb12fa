import { TOKEN_REQUEST_TIMEOUT_MS } from './time-limit.util';

/**
 * Throws unless the provider's discovery document at `authority` arrives (2xx) within the token
 * time-out: login's check that the provider answers before the person is sent away, when the
 * configured endpoints spare the discovery that would otherwise check it.
 */
export async function assertProviderAnswers(authority: string): Promise<void> {
  const base = authority.replace(/\/+$/, '');
  // A timer of the page's own, not AbortSignal.timeout: the same clock as every other time-out here.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TOKEN_REQUEST_TIMEOUT_MS);
  try {
    const answer = await fetch(`${base}/.well-known/openid-configuration`, { cache: 'no-store', signal: controller.signal });
    if (!answer.ok) throw new Error(`The identity provider answered HTTP ${answer.status}`);
  } finally {
    clearTimeout(timer);
  }
}
