import type { SandboxBeneficiary, SandboxPersona } from './personas';

/**
 * The monetary quota (cuota monetaria) paid to each persona's family groups, shaped as
 * GET /api/v1/certifications/cuota-monetaria answers it (the contract's `getMonetaryQuota`):
 * `familiarGroups` keyed by group ('1', '2'...), each with its periods keyed 'YYYY-MM' (the last
 * `months` months, ending at the current month in Bogotá), each period with paymentMethod (null
 * on some: 'No registra'), subsidyValue (the period's total) and one detail row per beneficiary
 * paid that month.
 *
 * Generated from the persona's beneficiaries, deterministically for a given month, so a page
 * shows the same table on every load: which beneficiary is missing from a period and which
 * period has no payment method follow fixed arithmetic, not chance.
 */
interface QuotaPaymentDetail {
  readonly state: string;
  readonly beneficiaryIdentification: string;
  readonly beneficiaryName: string;
  readonly subsidyValue: number;
}

interface QuotaPeriod {
  readonly paymentMethod: string | null;
  readonly subsidyValue: number;
  readonly detail: readonly QuotaPaymentDetail[];
}

export type FamiliarGroups = Record<string, Record<string, QuotaPeriod>>;

interface QuotaPlan {
  /** Which of the persona's beneficiaries (by index) belong to each group. */
  readonly groups: readonly (readonly number[])[];
  readonly months: number;
}

/**
 * María: three groups (everyone; her three children; her parents) over 36 months, the
 * largest table the page must handle. Anyone else with beneficiaries: one group, 12 months.
 */
const plans: Readonly<Record<string, QuotaPlan>> = {
  'afiliada-con-beneficiarios': { groups: [[0, 1, 2, 3, 4, 5], [1, 2, 3], [4, 5]], months: 36 },
};

const paymentMethods = ['Tarjeta Multiservicios', 'Abono a cuenta de ahorros', 'Billetera digital'] as const;

export function familiarGroupsOf(persona: SandboxPersona, now: Date = new Date()): FamiliarGroups {
  const plan = plans[persona.id] ?? { groups: [persona.beneficiaries.map((_, index) => index)], months: 12 };
  const periods = lastMonths(plan.months, now);
  const groups: FamiliarGroups = {};
  plan.groups.forEach((members, groupIndex) => {
    const beneficiaries = members.flatMap((index) => persona.beneficiaries[index] ?? []);
    if (beneficiaries.length === 0) return;
    const byPeriod: Record<string, QuotaPeriod> = {};
    periods.forEach((period, periodIndex) => {
      byPeriod[period] = periodOf(beneficiaries, period, periodIndex, groupIndex, periodIndex === periods.length - 1);
    });
    groups[String(groupIndex + 1)] = byPeriod;
  });
  return groups;
}

function periodOf(
  beneficiaries: readonly SandboxBeneficiary[],
  period: string,
  periodIndex: number,
  groupIndex: number,
  isCurrentMonth: boolean,
): QuotaPeriod {
  const value = quotaValue(Number(period.slice(0, 4)));
  // Some months a beneficiary is not paid (a certificate expired, a novelty pending), but
  // never all of them.
  const paid = beneficiaries.filter((_, index) => beneficiaries.length === 1 || (periodIndex + index + groupIndex) % 7 !== 0);
  const detail = paid.map((beneficiary) => ({
    state: isCurrentMonth ? 'Pendiente de pago' : 'Pagado',
    beneficiaryIdentification: beneficiary.documentNumber,
    beneficiaryName: beneficiary.namePerson,
    subsidyValue: value,
  }));
  return {
    paymentMethod: (periodIndex + groupIndex) % 5 === 3 ? null : (paymentMethods[groupIndex % paymentMethods.length] ?? null),
    subsidyValue: value * detail.length,
    detail,
  };
}

/** Pesos per beneficiary and month: the quota rises each year, as the real one does. */
function quotaValue(year: number): number {
  return 54_000 + Math.max(0, year - 2023) * 6_000;
}

/** 'YYYY-MM' keys of the last `count` months, oldest first, ending at `now`'s month in Bogotá. */
function lastMonths(count: number, now: Date): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'America/Bogota' })
    .format(now)
    .split('-')
    .map(Number);
  const current = (year ?? 2026) * 12 + ((month ?? 1) - 1);
  return Array.from({ length: count }, (_, index) => {
    const value = current - (count - 1 - index);
    return `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
  });
}
