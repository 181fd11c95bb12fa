import type { Check, DoctorContext } from './context.d.mts';

/** A file's digests as SRI values. */
export declare function sriDigests(bytes: Uint8Array): { sha256: string; sha384: string; sha512: string };
/** The widget's bytes held against releaseNotesWidgetIntegrity as the browser does (any value of the strongest algorithm). */
export declare function checkWidgetIntegrity(bytes: Uint8Array, integrity: string, url: string): Check;
/** The IP-lookup services, the telemetry collector, the checkout origins and the release-notes widget. */
export declare function originChecks(context: DoctorContext): Promise<Check[]>;
