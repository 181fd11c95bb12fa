import type { HeadersLike } from './security-headers.d.mts';

/** An answer as the classifiers read it. */
export type Answer = { status: number; headers: HeadersLike; body: string };
/** What an authorization request's answer says of its redirect_uri (identity-answers.mjs). */
export type AuthorizationOutcome = {
  kind: 'login' | 'back' | 'refused' | 'broken';
  /** The status and where it leads, or the error page's reason, for the messages. */
  detail: string;
  /** For `back`: the parameters sent to the redirect address (code, error, state…). */
  params?: URLSearchParams;
};
/** The JSON error_description or error, or an HTML page's sentence naming the problem; '' when none. */
export declare function errorHint(body: string): string;
/** Whether the provider shows or sends to its sign-in page, sends back to `redirectUri`, or refuses. */
export declare function authorizationOutcome(answer: Answer, redirectUri: string, requestUrl: string): AuthorizationOutcome;
/** Whether an end-session request without id_token_hint accepts `postLogout`. */
export declare function logoutOutcome(answer: Answer, postLogout: string, requestUrl: string): { verdict: 'accepted' | 'refused' | 'unknown'; detail: string };
/** Whether a frame-ancestors source list lets `ancestor` frame a document of origin `self` (CSP Level 3). */
export declare function frameAncestorsAllow(sources: readonly string[], ancestor: URL, self: URL): boolean;
/** Whether browsers let `ancestor` frame a document answered with `headers` from `documentUrl`, and which header decides. */
export declare function framingVerdict(headers: HeadersLike, documentUrl: URL, ancestor: URL): { allowed: boolean; by: string };
