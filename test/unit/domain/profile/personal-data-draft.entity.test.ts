import { describe, expect, it } from 'vitest';
import { isDraftFor, readPersonalDataDraft, type PersonalDataDraft } from '@/domain/profile/personal-data-draft.entity';

const draft: PersonalDataDraft = {
  owner: { documentType: 'CC', documentNumber: '1020304050' },
  idSap: '700123',
  values: {
    cellphoneNumber: '31045',
    phoneNumber: '',
    email: 'ana@correo.co',
    confirmEmail: '',
    address: 'Calle 10',
    sector: 'R',
  },
  location: { country: 'CO', state: '11', city: '11001', neighborhood: null },
};

describe('the unsaved data-update form', () => {
  it('is brought back only to the person and record it was written for', () => {
    expect(isDraftFor(draft, { documentType: 'CC', documentNumber: '1020304050' }, '700123')).toBe(true);
    expect(isDraftFor(draft, { documentType: 'CC', documentNumber: '1020304051' }, '700123')).toBe(false);
    expect(isDraftFor(draft, { documentType: 'CE', documentNumber: '1020304050' }, '700123')).toBe(false);
    expect(isDraftFor(draft, { documentType: 'CC', documentNumber: '1020304050' }, '700124')).toBe(false);
  });

  it('reads back what was stored as JSON', () => {
    expect(readPersonalDataDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('drops anything else the object carries', () => {
    expect(readPersonalDataDraft({ ...draft, token: 'x', values: { ...draft.values, extra: 1 } })).toEqual(draft);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a text', 'draft'],
    ['a list', [draft]],
    ['no idSap', { ...draft, idSap: undefined }],
    ['no owner', { ...draft, owner: null }],
    ['an owner without a number', { ...draft, owner: { documentType: 'CC' } }],
    ['a number as a number', { ...draft, values: { ...draft.values, cellphoneNumber: 31045 } }],
    ['no address', { ...draft, values: { ...draft.values, address: undefined } }],
    ['an unknown sector', { ...draft, values: { ...draft.values, sector: 'X' } }],
    ['no location', { ...draft, location: undefined }],
    ['a location without a state', { ...draft, location: { ...draft.location, state: null } }],
    ['a city as a number', { ...draft, location: { ...draft.location, city: 11001 } }],
  ])('is not a draft: %s', (_label, stored) => {
    expect(readPersonalDataDraft(stored)).toBeNull();
  });
});
