/**
 * The monetary quota (cuota monetaria) paid to the signed-in affiliate's family groups (docs/subsidies.md,
 * 'Monetary quota response'), ordered for reading: each group's periods
 * newest first, so the latest payment is the first row.
 */
interface QuotaBeneficiaryPayment {
  readonly state: string;
  readonly identification: string;
  /** As the fund stores it (upper case); shown title-cased. */
  readonly name: string;
  readonly subsidyValue: number;
}

export interface QuotaPeriod {
  /** 'YYYY-MM'. */
  readonly period: string;
  /** Null when the fund has none on record ('No registra'). */
  readonly paymentMethod: string | null;
  readonly subsidyValue: number;
  readonly payments: readonly QuotaBeneficiaryPayment[];
}

export interface FamilyGroup {
  /** The fund's key for the group, kept to tell groups apart. */
  readonly key: string;
  readonly periods: readonly QuotaPeriod[];
}

/** 'YYYY-MM' keys compare as text in calendar order; descending puts the newest first. */
export function periodsNewestFirst(periods: readonly QuotaPeriod[]): QuotaPeriod[] {
  return [...periods].sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
}

/** A blank payment method reads as none, like a missing one. */
export function paymentMethodOf(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
