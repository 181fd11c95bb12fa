import type { Check, DoctorContext } from './context.d.mts';
import type { HeadersLike } from './security-headers.d.mts';

/** The certificate as seen (Node's verification error, null when trusted and naming the host) and its dates against `now`. */
export declare function checkCertificate(
  seen: { host: string; authorizationError: string | null; validFrom: Date; validTo: Date; subject?: string; issuer?: string },
  now: Date,
): Check[];
/** Plain http's answer held to a permanent redirect to `expected`. */
export declare function checkHttpRedirect(answer: { status: number; headers: HeadersLike }, asked: string, expected: string): Check;
/** The portal's certificate and http redirect; `ca` is trusted besides Node's default authorities (tests). */
export declare function tlsChecks(context: DoctorContext, options?: { ca?: string | Buffer; now?: Date }): Promise<Check[]>;
