import { describe, expect, it } from 'vitest';
import {
  changeCity,
  changeNeighborhood,
  changeState,
  completeLocation,
  defaultLocation,
  defaultLocationSelection,
  fixedCountry,
  initialLocation,
  selectedOption,
  type LocationOption,
} from '@/domain/profile/location.entity';

const none = { state: null, city: null, neighborhood: null };

describe('default location codes (docs/profile.md)', () => {
  it('are CO, 05 Antioquia, 05001 Medellín, 0500109999 SIN IDENTIFICAR; Colombia is fixed', () => {
    expect(defaultLocation).toEqual({
      country: 'CO',
      state: { code: '05', name: 'Antioquia' },
      city: { code: '05001', name: 'Medellín' },
      neighborhood: { code: '0500109999', name: 'SIN IDENTIFICAR' },
    });
    expect(fixedCountry).toEqual({ code: 'CO', name: 'Colombia' });
    expect(defaultLocationSelection).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500109999' });
  });
});

describe('initialLocation: where the form starts', () => {
  it("keeps the person's own location", () => {
    expect(initialLocation({ state: '11', city: '11001', neighborhood: '1100100002' })).toEqual({
      country: 'CO',
      state: '11',
      city: '11001',
      neighborhood: '1100100002',
    });
  });

  it('trims the codes', () => {
    expect(initialLocation({ state: ' 11 ', city: '11001 ', neighborhood: ' 1100100002' })).toEqual({
      country: 'CO',
      state: '11',
      city: '11001',
      neighborhood: '1100100002',
    });
  });

  it.each([
    ['no location at all', none],
    ['blank codes', { state: '', city: ' ', neighborhood: '' }],
    ['a city and neighborhood without a state', { state: null, city: '11001', neighborhood: '1100100002' }],
  ])('%s: the defaults, as a whole', (_label, record) => {
    expect(initialLocation(record)).toEqual(defaultLocationSelection);
  });

  it('a state without a city: the state kept, city and neighborhood the first of their lists', () => {
    expect(initialLocation({ state: '11', city: null, neighborhood: '1100100002' })).toEqual({
      country: 'CO',
      state: '11',
      city: null,
      neighborhood: null,
    });
  });

  it('a city without a neighborhood: the neighborhood the first of its list', () => {
    expect(initialLocation({ state: '11', city: '11001', neighborhood: '' })).toEqual({
      country: 'CO',
      state: '11',
      city: '11001',
      neighborhood: null,
    });
  });
});

const options: LocationOption[] = [
  { name: 'SIN IDENTIFICAR', id: 500109999, code: '0500109999' },
  { name: 'El Poblado', id: 500100001, code: '0500100001' },
];

describe('selectedOption', () => {
  it('the option with the code', () => {
    expect(selectedOption(options, '0500100001')).toBe(options[1]);
  });

  it('the first option when none is chosen or the code is not in the list', () => {
    expect(selectedOption(options, null)).toBe(options[0]);
    expect(selectedOption(options, '1100100002')).toBe(options[0]);
  });

  it('nothing for an empty list (No se encontraron resultados)', () => {
    expect(selectedOption([], '0500100001')).toBeNull();
    expect(selectedOption([], null)).toBeNull();
  });
});

describe('cascading changes (state, then city, then neighborhood)', () => {
  it('changing the state empties city and neighborhood, to take the first of each', () => {
    expect(changeState(defaultLocationSelection, '11')).toEqual({ country: 'CO', state: '11', city: null, neighborhood: null });
  });

  it('re-selecting the same state keeps everything', () => {
    expect(changeState(defaultLocationSelection, '05')).toBe(defaultLocationSelection);
  });

  it('changing the city empties the neighborhood', () => {
    expect(changeCity(defaultLocationSelection, '05002')).toEqual({ country: 'CO', state: '05', city: '05002', neighborhood: null });
    expect(changeCity(defaultLocationSelection, '05001')).toBe(defaultLocationSelection);
  });

  it('changing the neighborhood', () => {
    expect(changeNeighborhood(defaultLocationSelection, '0500100001').neighborhood).toBe('0500100001');
  });
});

describe('completeLocation: the four codes the update call carries', () => {
  it('all four, trimmed', () => {
    expect(completeLocation({ country: 'CO', state: ' 05', city: '05001 ', neighborhood: '0500109999' })).toEqual({
      country: 'CO',
      state: '05',
      city: '05001',
      neighborhood: '0500109999',
    });
  });

  it.each([
    { country: 'CO', state: '05', city: null, neighborhood: null },
    { country: 'CO', state: '05', city: '05001', neighborhood: null },
    { country: 'CO', state: '05', city: '05001', neighborhood: '  ' },
    { country: '', state: '05', city: '05001', neighborhood: '0500109999' },
    { country: 'CO', state: '', city: '05001', neighborhood: '0500109999' },
  ])('null while one is missing: %j', (location) => {
    expect(completeLocation(location)).toBeNull();
  });
});
