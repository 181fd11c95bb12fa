import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeFirst, fullName, toTitleCase } from '@/domain/shared/names.rules';

describe('toTitleCase', () => {
  it.each([
    ['MARÍA JOSÉ PÉREZ GÓMEZ', 'María José Pérez Gómez'],
    ['maría josé', 'María José'],
    ['ÁLVARO ÑUSTES ÚSUGA', 'Álvaro Ñustes Úsuga'],
    ['GÜINEO', 'Güineo'],
    ['  juan    carlos  ', 'Juan Carlos'],
    ['juan\t\u00A0carlos\n', 'Juan Carlos'],
    ['ANA-MARÍA', 'Ana-María'],
    ["D'ALEMAN", "D'Aleman"],
    ['JUAN DE LA CRUZ', 'Juan De La Cruz'],
    ['mARÍA', 'María'],
    ['JOSE\u0301', 'José'], // decomposed accent, composed on the way
    ['1A PRUEBA', '1a Prueba'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (text, expected) => {
    expect(toTitleCase(text)).toBe(expected);
  });

  it('property: idempotent, no surrounding or doubled spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const once = toTitleCase(text);
        expect(toTitleCase(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s{2}/);
      }),
    );
  });

  it('property: every word of Spanish letters starts with a capital followed by lower case', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóúüABCDEFGHIJKLMNÑOPQRSTUVWXYZÁÉÍÓÚÜ'), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '  ', '\t'), (words, gap) => {
        const result = toTitleCase(words.join(gap)).split(' ');
        expect(result).toHaveLength(words.length);
        result.forEach((part, i) => {
          const original = words[i] ?? '';
          expect(part.toLocaleLowerCase('es-CO')).toBe(original.toLocaleLowerCase('es-CO'));
          expect(part[0]).toBe(part[0]?.toLocaleUpperCase('es-CO'));
          expect(part.slice(1)).toBe(part.slice(1).toLocaleLowerCase('es-CO'));
        });
      }),
    );
  });
});

describe('fullName: first given name + first surname, capitalised', () => {
  it.each([
    ['MARÍA JOSÉ', 'PÉREZ GÓMEZ', 'María Pérez'],
    ['juan', 'ramírez', 'Juan Ramírez'],
    ['  ANA   LUCÍA ', '  ÑUSTES  ', 'Ana Ñustes'],
    ['CARLOS', 'DE LA CRUZ RUIZ', 'Carlos De La Cruz'],
    ['LUIS', 'DEL RÍO', 'Luis Del Río'],
    ['PEDRO', 'SAN MARTÍN LÓPEZ', 'Pedro San Martín'],
    ['PEDRO', 'DE', 'Pedro De'],
    ['MARÍA DEL CARMEN', 'GIRALDO', 'María Giraldo'],
    ['ANA-MARÍA', 'OSORIO-PÉREZ GIL', 'Ana-María Osorio-Pérez'],
    ['ANA', '', 'Ana'],
    ['', 'GÓMEZ', 'Gómez'],
    [null, 'GÓMEZ', 'Gómez'],
    ['ANA', undefined, 'Ana'],
    ['', '', ''],
    [null, null, ''],
  ])('given %j, family %j -> %j', (given, family, expected) => {
    expect(fullName(given, family)).toBe(expected);
  });

  it('property: at most the chosen words, in title case, single-spaced', () => {
    const name = fc.string({ unit: fc.constantFrom(...'ABCÁÉÑabc '), maxLength: 20 });
    fc.assert(
      fc.property(name, name, (given, family) => {
        const result = fullName(given, family);
        expect(result).toBe(toTitleCase(result));
        const firstGiven = toTitleCase(given).split(' ')[0] ?? '';
        expect(result.startsWith(firstGiven)).toBe(true);
      }),
    );
  });
});

describe('capitalizeFirst (service names)', () => {
  it.each([
    ['PISCINA ADULTOS', 'Piscina adultos'],
    ['piscina', 'Piscina'],
    ['ÁREA HÚMEDA', 'Área húmeda'],
    ['  hotel   tominé ', 'Hotel tominé'],
    ['1 NOCHE', '1 noche'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (text, expected) => {
    expect(capitalizeFirst(text)).toBe(expected);
  });
});
