/**
 * Why a person asks to reschedule or be refunded (docs/bookings.md, "Reason types"; their
 * codes are empty, so the request carries the fixed `motive` and the reason as named
 * here, see ADR 0014). The order is the fund's.
 */
export type ReasonType = 'fuerzaMayor' | 'calamidadDomestica' | 'casoFortuito' | 'derechoDeRetracto' | 'fallecimiento';

export const reasonTypes: readonly ReasonType[] = Object.freeze([
  'fuerzaMayor',
  'calamidadDomestica',
  'casoFortuito',
  'derechoDeRetracto',
  'fallecimiento',
]);

export function isReasonType(value: unknown): value is ReasonType {
  return typeof value === 'string' && (reasonTypes as readonly string[]).includes(value);
}

/** Right of withdrawal (docs/bookings.md): asked at least this many business days before the start… */
export const withdrawalNoticeBusinessDays = 5;
/** …for a refund of this share of the price, in percent. */
export const withdrawalRefundPercent = 100;
