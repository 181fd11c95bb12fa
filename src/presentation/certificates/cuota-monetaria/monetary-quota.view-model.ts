import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import type { FamilyGroup } from '@/domain/certificates/monetary-quota.entity';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/** 'loading': the quota is asked for; 'groups': the family groups; 'unavailable': 'Certificado no disponible'. */
export type MonetaryQuotaPhase = 'loading' | 'groups' | 'unavailable';

/** Each screen's step number (docs/subsidies.md: 'Step 5 lists family groups'; 4 is the error, as in c05). */
export const monetaryQuotaSteps = { unavailable: 4, groups: 5 } as const satisfies Record<Exclude<MonetaryQuotaPhase, 'loading'>, number>;

/** The monetary-quota page (c03). */
@injectable()
export class MonetaryQuotaViewModel {
  phase: MonetaryQuotaPhase = 'loading';
  groups: readonly FamilyGroup[] = [];
  unavailableReason: BeneficiaryListUnavailable = 'errorConsulta';
  /**
   * Open periods as 'group|period'; only these render their beneficiary rows. A map and not a
   * set: MobX tracks `has` per key on a map, so toggling one period re-renders that period
   * alone, not all 108 rows (measured: about 450 ms against a few ms with 108 periods open).
   */
  private readonly expanded = new Map<string, true>();

  constructor(
    @inject(LoadMonetaryQuota) private readonly loadMonetaryQuota: LoadMonetaryQuota,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadMonetaryQuota' | 'ui'>(this, {
      // Hundreds of read-only rows: observing each one deeply would cost time and buy nothing.
      groups: observableRef,
      ...notState('load', 'loadMonetaryQuota', 'ui'),
    });
  }

  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.loadMonetaryQuota.execute());
    runInAction(() => {
      if (result.kind === 'loaded') {
        this.groups = result.groups;
        this.phase = 'groups';
      } else {
        this.unavailableReason = result.reason;
        this.phase = 'unavailable';
      }
    });
  });

  isExpanded(groupKey: string, period: string): boolean {
    return this.expanded.has(`${groupKey}|${period}`);
  }

  toggle(groupKey: string, period: string): void {
    const key = `${groupKey}|${period}`;
    if (this.expanded.has(key)) this.expanded.delete(key);
    else this.expanded.set(key, true);
  }
}
