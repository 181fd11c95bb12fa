import type { Check, DoctorContext } from './context.d.mts';

/** The doc sections the other-origins checks point to. */
export declare const DOCS: {
  readonly ipLookup: string;
  readonly telemetry: string;
  readonly checkout: string;
  readonly widget: string;
  readonly widgetCors: string;
};
/** What went wrong reaching an address, in words (DNS, refused, cut, TLS, time-out), with Node's code. */
export declare function describeNetworkError(error: unknown): string;
/** Whether an address answers HTTP at all (GET): a check naming it and the status, or the error. */
export declare function reachable(context: DoctorContext, url: string, about: { id: string; what: string; doc: string }): Promise<Check>;
/** The address an IP-echo service gave (plain text or JSON `{ ip }`), or null. */
export declare function echoedIp(body: string): string | null;
/** A file's digests as SRI values. */
export declare function sriDigests(bytes: Uint8Array): { sha256: string; sha384: string; sha512: string };
/** The widget's bytes held against releaseNotesWidgetIntegrity as the browser does (any value of the strongest algorithm). */
export declare function checkWidgetIntegrity(bytes: Uint8Array, integrity: string, url: string): Check;
/** The IP-lookup services, the telemetry collector, the checkout origins and the release-notes widget. */
export declare function originChecks(context: DoctorContext): Promise<Check[]>;
