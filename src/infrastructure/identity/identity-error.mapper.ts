import { ErrorResponse } from 'oidc-client-ts';
import type { RefreshAnswer } from './token-endpoint.adapter';

/**
 * What the identity adapter may write to the console about a failure: its kind and the
 * provider's OAuth error, never the error object itself. oidc-client-ts's ErrorResponse carries
 * the token request's form (`form`: the authorization code, the PKCE code_verifier, a refresh
 * token) and the raw response; logging the object would print them.
 */
export function describeIdentityError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? 'non-Error failure' : `non-Error failure (${typeof error})`;
  const oauth = error as Error & { error?: unknown; error_description?: unknown };
  const parts = [error.name];
  if (typeof oauth.error === 'string') parts.push(oauth.error);
  // A provider's description is free text about the request, not its secrets; the message of a
  // network or state error is the library's own wording.
  const detail = typeof oauth.error_description === 'string' ? oauth.error_description : error.message;
  if (detail) parts.push(detail.slice(0, 200));
  return parts.join(': ');
}

/** A failed or refused refresh answer in a line: the status and the OAuth error, never the tokens. */
export function describeRefreshAnswer(answer: Exclude<RefreshAnswer, { kind: 'renewed' }>): string {
  if (answer.kind === 'rejected') return `400 ${answer.error ?? 'without an OAuth error'}`;
  const status = answer.status === null ? '' : ` ${answer.status}`;
  return `${answer.reason}${status}${answer.error === null ? '' : ` ${answer.error}`}`;
}

/** The provider answered "nobody is signed in" (prompt=none) or refused the grant: not an outage. */
export const isProviderAnswer = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse;
