import fc from 'fast-check';

// Weighted towards Latin-1 and Latin Extended (accents, no-break space, C1 controls), where the
// rules draw their lines, while still reaching the rest of the BMP, lone surrogates and astral
// characters such as emoji.
const codePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x2ff }),
  fc.integer({ min: 0, max: 0xffff }),
  fc.integer({ min: 0, max: 0x10ffff }),
);

/**
 * Any text, as a paste can carry. Built from code points because fast-check's `unit: 'binary'`
 * spends ~3 s building its tables in every worker, which on a shared 2-core machine pushes
 * tests past their time-out.
 */
export const anyCodePointText = (maxLength = 40) =>
  fc.string({ unit: codePoint.map((code) => String.fromCodePoint(code)), maxLength });
