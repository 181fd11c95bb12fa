import { describe, expect, it } from 'vitest';
import { AffiliationCardSelection, maxAffiliationCardBeneficiaries } from '@/domain/certificates/affiliation-card-selection.rules';
import { beneficiaryKey, type Beneficiary } from '@/domain/certificates/beneficiary.entity';

const person = (n: number): Beneficiary => ({ namePerson: `PERSONA ${n}`, documentType: 'TI', documentNumber: `10000000${n}` });
const six = [1, 2, 3, 4, 5, 6].map(person);
const names = (selection: AffiliationCardSelection) => selection.chosen.map((beneficiary) => beneficiary.namePerson);

function choose(listed: readonly Beneficiary[], ...indexes: number[]) {
  return indexes.reduce((selection, index) => selection.toggle(listed[index]!), AffiliationCardSelection.empty(listed));
}

describe('AffiliationCardSelection (docs/certificates.md, the affiliation card)', () => {
  it('allows at most five', () => {
    expect(maxAffiliationCardBeneficiaries).toBe(5);
  });

  it('starts empty: select-all unchecked, Continuar disabled, no row disabled', () => {
    const selection = AffiliationCardSelection.empty(six);
    expect(selection.size).toBe(0);
    expect(selection.selectAllState).toBe('none');
    expect(selection.canContinue).toBe(false);
    expect(six.some((beneficiary) => selection.isDisabled(beneficiary))).toBe(false);
  });

  it('one chosen: Continuar enabled and select-all indeterminate', () => {
    const selection = choose(six, 2);
    expect(selection.canContinue).toBe(true);
    expect(selection.selectAllState).toBe('some');
    expect(names(selection)).toEqual(['PERSONA 3']);
  });

  it('keeps list order whatever the order of the clicks', () => {
    expect(names(choose(six, 4, 0, 2))).toEqual(['PERSONA 1', 'PERSONA 3', 'PERSONA 5']);
  });

  it('at five, the unselected row is disabled and checking it changes nothing; unchecking re-enables it', () => {
    const full = choose(six, 0, 1, 2, 3, 4);
    expect(full.selectAllState).toBe('full');
    expect(full.isDisabled(six[5]!)).toBe(true);
    expect(full.isDisabled(six[0]!)).toBe(false);
    expect(full.toggle(six[5]!)).toBe(full);
    const four = full.toggle(six[1]!);
    expect(four.size).toBe(4);
    expect(four.isDisabled(six[5]!)).toBe(false);
    expect(four.selectAllState).toBe('some');
  });

  it('select-all from empty chooses the first five; from partial keeps the chosen and fills to five; from full clears', () => {
    const all = AffiliationCardSelection.empty(six).toggleAll();
    expect(names(all)).toEqual(['PERSONA 1', 'PERSONA 2', 'PERSONA 3', 'PERSONA 4', 'PERSONA 5']);
    const partial = choose(six, 5).toggleAll();
    expect(names(partial)).toEqual(['PERSONA 1', 'PERSONA 2', 'PERSONA 3', 'PERSONA 4', 'PERSONA 6']);
    expect(partial.toggleAll().size).toBe(0);
  });

  it('with fewer than five listed, choosing all of them is full', () => {
    const two = [person(1), person(2)];
    const selection = choose(two, 0);
    expect(selection.selectAllState).toBe('some');
    expect(selection.toggleAll().selectAllState).toBe('full');
    expect(selection.toggleAll().size).toBe(2);
  });

  it('ignores someone not listed', () => {
    const selection = AffiliationCardSelection.empty(six);
    expect(selection.toggle(person(9))).toBe(selection);
  });
});

describe('beneficiaryKey', () => {
  it('names a person by document type and number, never by name', () => {
    const sofia: Beneficiary = { namePerson: 'SOFÍA ARANGO', documentType: 'TI', documentNumber: '1034567890' };
    expect(beneficiaryKey(sofia)).toBe('TI:1034567890');
    expect(beneficiaryKey({ ...sofia, namePerson: 'OTRO NOMBRE' })).toBe('TI:1034567890');
    expect(beneficiaryKey({ ...sofia, documentType: 'RC' })).not.toBe(beneficiaryKey(sofia));
  });
});
