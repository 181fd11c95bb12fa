import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';

/**
 * The two shapes a fake gateway answers with, shared by every feature's fake
 * (test/support/<feature>/fake-*-gateway.ts) so their tests read alike.
 */

/** An answer the backend gave, with its business code. */
export const answer = <T>(code: number | null, value: T): GatewayAnswer<T> => ({ ok: true, code, value });

/** No usable answer (a network failure by default). */
export const noAnswer = <T>(reason: GatewayFailureReason = 'network'): GatewayAnswer<T> => ({ ok: false, reason });
