import { inject, injectable } from 'inversify';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import { monetaryQuotaOutcome } from '@/domain/certificates/monetary-quota.outcomes';
import { paymentMethodOf, periodsNewestFirst, type FamilyGroup } from '@/domain/certificates/monetary-quota.entity';
import { CertificatesGateway, type FamiliarGroupsData } from './certificates-gateway.port';

export type MonetaryQuotaResult =
  | { readonly kind: 'loaded'; readonly groups: readonly FamilyGroup[] }
  | { readonly kind: 'unavailable'; readonly reason: BeneficiaryListUnavailable };

/**
 * Loads the monetary quota of the signed-in affiliate's family groups (c03).
 *
 * The quota answers with the beneficiary list's codes (`getBeneficiaries` 'for
 * monetary quota data.familiarGroups'; the sandbox answers cuota-monetaria the same way), so its
 * table (monetaryQuotaOutcomes) names the same codes: 0 shows the groups, 1 'no beneficiaries',
 * 101 'retired holder', anything else the query error. As for the beneficiary list, a transport failure or a 0 without a
 * readable tree is a query error on the page rather than the generic modal: the page then says
 * what failed and keeps the person where they were. A 0 with no groups is shown as an empty
 * result, not an error: the fund answered, there is nothing paid.
 */
@injectable()
export class LoadMonetaryQuota {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(): Promise<MonetaryQuotaResult> {
    const answer = await this.gateway.getMonetaryQuota();
    if (!answer.ok) return unavailable('errorConsulta');
    const outcome = monetaryQuotaOutcome(answer.code);
    if (outcome !== 'loaded') return unavailable(outcome);
    const { familiarGroups } = answer.value;
    if (familiarGroups === null) return unavailable('errorConsulta');
    return { kind: 'loaded', groups: familyGroupsFrom(familiarGroups) };
  }
}

function familyGroupsFrom(data: FamiliarGroupsData): FamilyGroup[] {
  return Object.entries(data).map(([key, periods]) => ({
    key,
    periods: periodsNewestFirst(
      Object.entries(periods).map(([period, value]) => ({
        period,
        paymentMethod: paymentMethodOf(value.paymentMethod),
        subsidyValue: value.subsidyValue,
        payments: value.detail.map((row) => ({
          state: row.state,
          identification: row.beneficiaryIdentification,
          name: row.beneficiaryName,
          subsidyValue: row.subsidyValue,
        })),
      })),
    ),
  }));
}

const unavailable = (reason: BeneficiaryListUnavailable): MonetaryQuotaResult => ({ kind: 'unavailable', reason });
