import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '@/infrastructure/logging/redaction.util';
import { anyCodePointText } from '@test/support/arbitraries';

/** Every property draws the same 1,000 cases on every run: a failure names a case that repeats. */
const runs = { numRuns: 1_000, seed: 20_231_017 } as const;

/** Any text, without ASCII digits: the surroundings of a number, so no digit may be left after redaction. */
const digitFreeText = anyCodePointText(30).map((text) => text.replace(/[0-9]/g, ''));
/** What may separate a secret from the text around it. */
const boundary = fc.constantFrom(' ', '\n', '\t', ', ', ' (', ') ', '<', '>', ' | ', '; ');

const digit = fc.constantFrom(...'0123456789');
/** A Colombian document number of 5 to 16 digits, cut into groups joined by dots, spaces or dashes, or not cut. */
const groupedDocumentNumber = fc
  .tuple(
    fc.array(digit, { minLength: 5, maxLength: 16 }),
    fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 15 }),
    fc.array(fc.constantFrom('.', ' ', '-', '\u00a0'), { minLength: 15, maxLength: 15 }),
  )
  .map(([digits, cuts, separators]) => {
    const cutAt = new Set(cuts.filter((cut) => cut < digits.length));
    return digits.map((d, index) => (cutAt.has(index) ? `${separators[index - 1]}${d}` : d)).join('');
  });
/** How a document number is written inside a message. */
const documentInContext = fc
  .tuple(
    fc.constantFrom('', 'CC ', 'CC:', 'CE:', 'CC', 'NIT ', 'numDoc=', 'documento: ', '"numeroDocumento":', '"numeroDocumento": "', "'", '/usuarios/', '?n=', '#'),
    groupedDocumentNumber,
    fc.constantFrom('', '"', "'", '.', '&x=y', '/', ')', ' y más'),
  )
  .map(([before, number, after]) => `${before}${number}${after}`);

describe('redactSecrets, property: no document number survives', () => {
  it('in any grouping, after any label, inside any text', () => {
    fc.assert(
      fc.property(digitFreeText, boundary, documentInContext, boundary, digitFreeText, (before, open, document, close, after) => {
        const redacted = redactSecrets(`${before}${open}${document}${close}${after}`);
        expect(redacted).not.toMatch(/[0-9]/);
      }),
      runs,
    );
  });
});

/** Letters, digits and marks of many scripts, as a local part or a domain label may carry. */
const unicodeWordCharacter = fc
  .oneof(fc.integer({ min: 0x30, max: 0x7a }), fc.integer({ min: 0xc0, max: 0x24f }), fc.integer({ min: 0x370, max: 0x52f }), fc.integer({ min: 0x4e00, max: 0x4fff }))
  .map((code) => String.fromCodePoint(code))
  .filter((character) => /^[\p{L}\p{N}]$/u.test(character));
const localPart = fc
  .tuple(
    fc.array(unicodeWordCharacter, { minLength: 1, maxLength: 12 }),
    fc.array(fc.tuple(fc.constantFrom('.', '_', '+', '-'), fc.array(unicodeWordCharacter, { minLength: 1, maxLength: 8 })), { maxLength: 2 }),
  )
  .map(([head, rest]) => head.join('') + rest.map(([separator, chars]) => separator + chars.join('')).join(''));
const domainLabel = fc.array(fc.oneof(unicodeWordCharacter, fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')), { minLength: 1, maxLength: 10 }).map((chars) => chars.join(''));
const address = fc
  .tuple(localPart, fc.constantFrom('@', '%40'), fc.array(domainLabel, { minLength: 1, maxLength: 3 }), fc.constantFrom('co', 'com', 'gov.co', 'edu.co', 'org', 'es'))
  .map(([local, at, labels, tld]) => ({ local, domain: `${labels.join('.')}.${tld}`, text: `${local}${at}${labels.join('.')}.${tld}` }));

describe('redactSecrets, property: no e-mail address survives', () => {
  it('with a Unicode local part or an encoded @, inside any text', () => {
    fc.assert(
      fc.property(anyCodePointText(30), boundary, address, boundary, anyCodePointText(30), (before, open, { local, domain, text }, close, after) => {
        const redacted = redactSecrets(`${before}${open}${text}${close}${after}`);
        expect(redacted).not.toContain(text);
        expect(redacted).not.toContain(`@${domain}`);
        expect(redacted).not.toContain(`%40${domain}`);
        // A local part cut short (`marí[correo]`) leaks its start.
        for (let end = 1; end <= local.length; end += 1) expect(redacted).not.toContain(`${local.slice(0, end)}[correo]`);
        if (local.length >= 4 && !`${before}${after}`.includes(local)) expect(redacted).not.toContain(local);
      }),
      runs,
    );
  });
});

const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
const hex = fc.constantFrom(...'0123456789abcdef');
/** A long opaque value: base64url or hex, 16 to 64 characters. */
const opaqueValue = fc.oneof(fc.array(base64url, { minLength: 16, maxLength: 64 }), fc.array(hex, { minLength: 16, maxLength: 64 })).map((chars) => chars.join(''));
const parameterName = fc
  .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_'), fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_-0123456789'), { maxLength: 15 }))
  .map(([head, rest]) => head + rest.join(''));
const namedValue = fc
  .tuple(parameterName, opaqueValue, fc.constantFrom('?{n}={v}&x=1', '{n}={v}', '"{n}":"{v}"', '"{n}": "{v}"', '{n}: {v}', '{n}:{v}', "{n}='{v}'", '{ {n}: "{v}" }'))
  .map(([name, value, shape]) => ({ value, text: shape.replace('{n}', name).replace('{v}', value) }));

describe('redactSecrets, property: no opaque value under a name survives', () => {
  it('under any parameter name, in a query, a form body, JSON or a header, inside any text', () => {
    fc.assert(
      fc.property(anyCodePointText(30), boundary, namedValue, boundary, anyCodePointText(30), (before, open, { value, text }, close, after) => {
        const redacted = redactSecrets(`${before}${open}${text}${close}${after}`);
        // Not whole, and not a piece of it long enough to matter.
        for (let start = 0; start + 8 <= value.length; start += 1) expect(redacted).not.toContain(value.slice(start, start + 8));
      }),
      runs,
    );
  });
});

const lowerWord = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzñ'), { minLength: 1, maxLength: 14 }).map((chars) => chars.join(''));
const routeSegment = fc.oneof(
  fc.array(lowerWord, { minLength: 1, maxLength: 4 }).map((words) => words.join('-')),
  fc.tuple(lowerWord, fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'), { maxLength: 24 })).map(([head, rest]) => `:${head}${rest.join('')}`),
  fc.constant('*'),
);
const routePattern = fc.array(routeSegment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`);

const hashCharacter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
const scriptName = fc
  .tuple(fc.array(lowerWord, { minLength: 1, maxLength: 3 }), fc.array(hashCharacter, { minLength: 8, maxLength: 8 }), fc.constantFrom('js', 'mjs', 'ts', 'tsx'))
  .map(([words, hash, extension]) => `${words.join('-')}-${hash.join('')}.${extension}`);
const host = fc
  .tuple(fc.array(lowerWord, { minLength: 1, maxLength: 3 }), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
  .map(([labels, port]) => `${labels.join('.')}${port === undefined ? '' : `:${port}`}`);
const functionName = fc
  .tuple(fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$'), { minLength: 1, maxLength: 12 }), fc.boolean())
  .map(([chars, method]) => (method ? `Object.${chars.join('')}` : chars.join('')));
const line = fc.integer({ min: 1, max: 999_999 });
const column = fc.integer({ min: 1, max: 9_999_999 });
const stackFrame = fc
  .tuple(fc.constantFrom('https', 'http'), host, fc.array(lowerWord, { maxLength: 3 }), scriptName, line, column, functionName, fc.constantFrom('chromium', 'firefox', 'bare', 'relative'))
  .map(([scheme, authority, folders, script, row, col, name, engine]) => {
    const url = `${scheme}://${authority}/${[...folders, script].join('/')}`;
    if (engine === 'chromium') return `    at ${name} (${url}:${row}:${col})`;
    if (engine === 'firefox') return `${name}@${url}:${row}:${col}`;
    if (engine === 'bare') return `    at ${url}:${row}:${col}`;
    return `    at ${name} (${script}:${row}:${col})`;
  });

describe('redactSecrets, property: what helps investigate keeps its shape', () => {
  it('a route pattern is left as it is', () => {
    fc.assert(
      fc.property(routePattern, (pattern) => {
        expect(redactSecrets(pattern)).toBe(pattern);
        expect(redactSecrets(`Error al mostrar la ruta ${pattern}`)).toBe(`Error al mostrar la ruta ${pattern}`);
      }),
      runs,
    );
  });

  it('a stack of frames is left as it is, whatever its hashes, ports, lines and columns', () => {
    fc.assert(
      fc.property(fc.array(stackFrame, { minLength: 1, maxLength: 4 }), (frames) => {
        const stack = ['TypeError: No se pudo cargar', ...frames].join('\n');
        expect(redactSecrets(stack)).toBe(stack);
      }),
      runs,
    );
  });
});
