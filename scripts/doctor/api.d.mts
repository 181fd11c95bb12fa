import type { Check, DoctorContext } from './context.d.mts';
import type { HeadersLike } from './security-headers.d.mts';

/** An answer as the pure checks read it. */
export type Answer = { status: number; headers: HeadersLike };
/** One call whose preflight is checked. */
export type Preflight = { id: string; method: string; path: string; headers: readonly string[]; what: string };

/** The doc sections the API checks point to. */
export declare const DOCS: { readonly cors: string; readonly base: string };
/** The calls whose preflights are checked (operations of docs/api/openapi.yaml). */
export declare const PREFLIGHTS: readonly Preflight[];
/** The path of the call that needs no token (getFrequentQuestions). */
export declare const PUBLIC_PATH: string;
/** A preflight's answer held to what the browser requires for the portal's origin, method and headers. */
export declare function checkPreflight(
  answer: Answer,
  asked: { id: string; url: string; origin: string; method: string; headers: readonly string[]; what?: string },
): Check;
/** The answer of the call that needs no token: the API's (2xx or JSON), or a web server's HTML page. */
export declare function checkPublicAnswer(answer: Answer, url: string): Check;
/** The API's checks: the public call, and the CORS preflights when the API is on another origin. */
export declare function apiChecks(context: DoctorContext): Promise<Check[]>;
