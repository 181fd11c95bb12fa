import { runInAction } from 'mobx';
import type { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';

/** A page that starts from the holder's beneficiary list: it shows the list, or says why it cannot. */
export interface BeneficiaryListEntry {
  showBeneficiaries(beneficiaries: readonly Beneficiary[]): void;
  showUnavailable(reason: BeneficiaryListUnavailable): void;
}

/**
 * The entry of the pages that start from the holder's beneficiaries (school certificate c05,
 * affiliation card c08; the death certificate c09 loads the same list): the list is asked for
 * under the loader and the answer handed to the page's view model in one MobX action:
 * `readonly load = loadOnce(() => loadBeneficiaryList(this.ui, this.loadBeneficiaries, this));`
 */
export async function loadBeneficiaryList(ui: UiFeedback, loadBeneficiaries: LoadBeneficiaries, page: BeneficiaryListEntry): Promise<void> {
  const result = await ui.withLoader(() => loadBeneficiaries.execute());
  runInAction(() => {
    if (result.kind === 'listed') page.showBeneficiaries(result.beneficiaries);
    else page.showUnavailable(result.reason);
  });
}
