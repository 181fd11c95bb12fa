import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import type { FamilyGroup } from '@/domain/certificates/monetary-quota.entity';

/** 0: loading; 5: the family groups (the spec's step number); 4: 'Certificado no disponible'. */
export type MonetaryQuotaStep = 0 | 4 | 5;

/** The monetary-quota page (c03). */
@injectable()
export class MonetaryQuotaViewModel {
  step: MonetaryQuotaStep = 0;
  groups: readonly FamilyGroup[] = [];
  unavailableReason: BeneficiaryListUnavailable = 'errorConsulta';
  /**
   * Open periods as 'group|period'; only these render their beneficiary rows. A map and not a
   * set: MobX tracks `has` per key on a map, so toggling one period re-renders that period
   * alone, not all 108 rows (measured: about 450 ms against a few ms with 108 periods open).
   */
  private readonly expanded = new Map<string, true>();
  private hasStartedLoading = false;

  constructor(
    @inject(LoadMonetaryQuota) private readonly loadMonetaryQuota: LoadMonetaryQuota,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadMonetaryQuota' | 'ui' | 'hasStartedLoading'>(this, {
      // Hundreds of read-only rows: observing each one deeply would cost time and buy nothing.
      groups: observableRef,
      loadMonetaryQuota: false,
      ui: false,
      hasStartedLoading: false,
    });
  }

  /** Once per page visit, however often the page's effect runs (StrictMode runs it twice). */
  async load(): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.loadMonetaryQuota.execute());
    runInAction(() => {
      if (result.kind === 'loaded') {
        this.groups = result.groups;
        this.step = 5;
      } else {
        this.unavailableReason = result.reason;
        this.step = 4;
      }
    });
  }

  isExpanded(groupKey: string, period: string): boolean {
    return this.expanded.has(`${groupKey}|${period}`);
  }

  toggle(groupKey: string, period: string): void {
    const key = `${groupKey}|${period}`;
    if (this.expanded.has(key)) this.expanded.delete(key);
    else this.expanded.set(key, true);
  }
}
