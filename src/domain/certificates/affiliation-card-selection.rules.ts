import { beneficiaryKey, type Beneficiary } from './beneficiary.entity';

/** At most five beneficiaries per affiliation card (code C08; docs/certificates.md). */
export const maxAffiliationCardBeneficiaries = 5;

/**
 * The state of the select-all box: 'none' with nothing chosen, 'full' once nothing more can be
 * chosen (everyone, or the maximum), 'some' in between (shown as indeterminate).
 */
export type SelectAllState = 'none' | 'some' | 'full';

/**
 * The affiliation card's beneficiary selection (docs/certificates.md): keys of the chosen
 * beneficiaries in the order they appear in the list, never more than the maximum.
 */
export class AffiliationCardSelection {
  private constructor(
    private readonly listed: readonly Beneficiary[],
    readonly keys: readonly string[],
  ) {}

  static empty(listed: readonly Beneficiary[]): AffiliationCardSelection {
    return new AffiliationCardSelection(listed, []);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The most this list allows: the maximum, or everyone when fewer are listed. */
  get capacity(): number {
    return Math.min(maxAffiliationCardBeneficiaries, this.listed.length);
  }

  isSelected(beneficiary: Beneficiary): boolean {
    return this.keys.includes(beneficiaryKey(beneficiary));
  }

  /** At the maximum, the rows not chosen cannot be checked. */
  isDisabled(beneficiary: Beneficiary): boolean {
    return !this.isSelected(beneficiary) && this.size >= maxAffiliationCardBeneficiaries;
  }

  /** Checking a disabled row changes nothing; unchecking always works. */
  toggle(beneficiary: Beneficiary): AffiliationCardSelection {
    const key = beneficiaryKey(beneficiary);
    if (this.keys.includes(key)) return this.withKeys(this.keys.filter((chosen) => chosen !== key));
    if (this.isDisabled(beneficiary) || !this.listed.some((candidate) => beneficiaryKey(candidate) === key)) return this;
    return this.withKeys([...this.keys, key]);
  }

  get selectAllState(): SelectAllState {
    if (this.size === 0) return 'none';
    return this.size >= this.capacity ? 'full' : 'some';
  }

  /**
   * Select-all: when full it clears; otherwise it keeps who is chosen and adds the next rows
   * of the list until the maximum, so with six beneficiaries it chooses the first five.
   */
  toggleAll(): AffiliationCardSelection {
    if (this.selectAllState === 'full') return this.withKeys([]);
    const keys = [...this.keys];
    for (const beneficiary of this.listed) {
      if (keys.length >= maxAffiliationCardBeneficiaries) break;
      const key = beneficiaryKey(beneficiary);
      if (!keys.includes(key)) keys.push(key);
    }
    return this.withKeys(keys);
  }

  /** Continuar needs at least one. */
  get canContinue(): boolean {
    return this.size >= 1 && this.size <= maxAffiliationCardBeneficiaries;
  }

  /** The chosen beneficiaries, in list order. */
  get chosen(): readonly Beneficiary[] {
    return this.listed.filter((beneficiary) => this.keys.includes(beneficiaryKey(beneficiary)));
  }

  private withKeys(keys: readonly string[]): AffiliationCardSelection {
    const order = this.listed.map(beneficiaryKey);
    return new AffiliationCardSelection(
      this.listed,
      [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
  }
}
