import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressAllowedCharacters,
  keepAddressCharacters,
  keepDigits,
  keepLettersAndDigits,
  trimInput,
} from '@/domain/shared/input-sanitizers.rules';
import { anyCodePointText } from '@test/support/arbitraries';

// Any UTF-16 text, lone surrogates included: pasted text can hold anything.
const anyText = anyCodePointText(40);
const anyTextWithSurrogates = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const texts = fc.oneof(anyText, anyTextWithSurrogates, fc.string());

const chars = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const asciiLetters = [...chars(0x41, 0x5a), ...chars(0x61, 0x7a)];
const asciiDigits = chars(0x30, 0x39);
const addressAlphabet = [...asciiLetters, ...asciiDigits, ...'áéíóúüñÁÉÍÓÚÜÑ #', ...chars(0x2d, 0xb0)];

const sanitisers = [
  ['keepDigits', keepDigits, /^[0-9]*$/, asciiDigits],
  ['keepLettersAndDigits', keepLettersAndDigits, /^[A-Za-z0-9]*$/, [...asciiLetters, ...asciiDigits]],
  ['keepAddressCharacters', keepAddressCharacters, /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ #\u002D-\u00B0]*$/u, addressAlphabet],
] as const;

describe.each(sanitisers)('%s: properties', (_name, sanitise, allowed, alphabet) => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(sanitise(sanitise(value))).toBe(sanitise(value));
      }),
    );
  });

  it('outputs only allowed characters', () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(sanitise(value)).toMatch(allowed);
      }),
    );
  });

  it('never lengthens the value', () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(sanitise(value).length).toBeLessThanOrEqual(value.length);
      }),
    );
  });

  it('leaves a value made only of allowed characters untouched', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 40 }), (value) => {
        expect(sanitise(value)).toBe(value);
      }),
    );
  });
});

describe('keepDigits (number and password fields)', () => {
  it.each([
    ['', ''],
    ['0123456789', '0123456789'],
    [' 1.234.567 ', '1234567'],
    ['-12e3', '123'],
    ['+57 300 123 4567', '573001234567'],
    ['١٢٣', ''], // Arabic-Indic digits are not ASCII digits
    ['１２３', ''], // neither are full-width ones
    ['abc', ''],
  ])('%j -> %j', (typed, expected) => {
    expect(keepDigits(typed)).toBe(expected);
  });

  it('keeps every ASCII digit of the input, in order', () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(keepDigits(value)).toBe([...value].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('keepLettersAndDigits (DocumentNumber field)', () => {
  it.each([
    ['', ''],
    ['AB123cd', 'AB123cd'],
    [' ab-12.C ', 'ab12C'],
    ['ÑÁé9', '9'],
    ['X_Y Z', 'XYZ'],
  ])('%j -> %j', (typed, expected) => {
    expect(keepLettersAndDigits(typed)).toBe(expected);
  });
});

describe('keepAddressCharacters (Address field)', () => {
  it.each([
    ['Calle 10 # 43A - 25', 'Calle 10 # 43A - 25'],
    ['Cra. 45 Sur 12/3 Apto 201°', 'Cra. 45 Sur 12/3 Apto 201°'],
    ['Vía Ñuñoa, El Peñón', 'Vía Ñuñoa El Peñón'], // the comma lies below the hyphen: removed
    ['Güemes ÜÉÍÓÚÁ', 'Güemes ÜÉÍÓÚÁ'],
    ['Bloque 2ª (int. 3)', 'Bloque 2ª int. 3'],
    ['100% "centro" & sur!', '100 centro  sur'],
    ['Calle\t5\n', 'Calle5'], // only the plain space is a space
    ['Mañana 😀 5', 'Mañana  5'],
    ['Ça va', 'a va'], // ç is not among the accented Spanish letters an address keeps
    ['àèìòù âêîôû', ' '], // neither are grave or circumflex accents
    ['', ''],
  ])('%j -> %j', (typed, expected) => {
    expect(keepAddressCharacters(typed)).toBe(expected);
  });

  it('keeps a decomposed accent (a + combining acute) as the composed letter', () => {
    expect(keepAddressCharacters('Medelli\u0301n')).toBe('Medellín');
    expect(keepAddressCharacters('N\u0303')).toBe('Ñ');
  });

  it('keeps exactly U+002D..U+00B0 among the first 256 code points, plus space, # and the Spanish accented letters', () => {
    const kept: number[] = [];
    for (let code = 0; code <= 0xff; code += 1) {
      if (keepAddressCharacters(String.fromCharCode(code)) !== '') kept.push(code);
    }
    const range = Array.from({ length: 0xb0 - 0x2d + 1 }, (_, i) => 0x2d + i);
    const accented = [...'áéíóúüñÁÉÍÓÚÜÑ'].map((c) => c.charCodeAt(0));
    expect(kept).toEqual([0x20, 0x23, ...range, ...accented].sort((a, b) => a - b));
  });

  it('documents the surprising members of the literal range: DEL, C1 controls, no-break space, soft hyphen', () => {
    for (const surprising of ['\u007F', '\u0080', '\u009F', '\u00A0', '\u00AD', '¡', '§', '~', '@', '\\']) {
      expect(addressAllowedCharacters.test(surprising)).toBe(true);
    }
    for (const excluded of ['!', '"', '$', '%', '&', "'", '(', ')', '*', '+', ',', '\u00B1', '\t']) {
      expect(addressAllowedCharacters.test(excluded)).toBe(false);
    }
  });

  it('does not trim while typing, so a space between words can be typed', () => {
    expect(keepAddressCharacters('Calle ')).toBe('Calle ');
    expect(keepAddressCharacters(' Calle')).toBe(' Calle');
  });
});

describe('trimInput', () => {
  it.each([
    ['  a b  ', 'a b'],
    ['\u00A0Calle 5\u00A0', 'Calle 5'],
    ['\t\n123\r\n', '123'],
    ['\u2003x\uFEFF', 'x'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (value, expected) => {
    expect(trimInput(value)).toBe(expected);
  });

  it('is idempotent and never lengthens', () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(trimInput(trimInput(value))).toBe(trimInput(value));
        expect(trimInput(value).length).toBeLessThanOrEqual(value.length);
      }),
    );
  });
});
