import { runInAction } from 'mobx';
import type { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';

/** What a page does with the holder's beneficiary list: show it, or say why it cannot. */
export interface BeneficiaryListEntry {
  listed(beneficiaries: readonly Beneficiary[]): void;
  unavailable(reason: BeneficiaryListUnavailable): void;
}

/**
 * The entry of the pages that start from the holder's beneficiaries (school certificate c05,
 * affiliation card c08; the death certificate c09 loads the same list): the list is asked for
 * under the loader and the answer handed to `listed` or `unavailable` in one MobX action.
 * Call it from the view model's `loadOnce`.
 */
export async function loadBeneficiaryList(ui: UiFeedback, loadBeneficiaries: LoadBeneficiaries, entry: BeneficiaryListEntry): Promise<void> {
  const result = await ui.withLoader(() => loadBeneficiaries.execute());
  runInAction(() => {
    if (result.kind === 'listed') entry.listed(result.beneficiaries);
    else entry.unavailable(result.reason);
  });
}
