import { describe, expect, it } from 'vitest';
import { assumedUploadBytesPerSecond, requestBodyBytes, requestTimeoutFor } from '@/infrastructure/http/request-timeout.rules';

describe('requestTimeoutFor', () => {
  it('assumes a 1 Mbit/s upload', () => {
    expect(assumedUploadBytesPerSecond).toBe(125_000);
  });

  it.each([
    ['no body', 0, 30_000],
    ['a small JSON body (120 bytes)', 120, 30_001],
    ['one 2 MB file as base64 JSON (~2.7 MB)', 2_700_000, 51_600],
    ['a death certificate with six files (16 MB)', 16_000_000, 158_000],
  ])('%s: %i bytes -> %i ms over a 30 s base', (_what, bytes, expected) => {
    expect(requestTimeoutFor(30_000, bytes)).toBe(expected);
  });

  it('rounds the upload time up to the next millisecond', () => {
    expect(requestTimeoutFor(1_000, 1)).toBe(1_001);
    expect(requestTimeoutFor(1_000, 125)).toBe(1_001);
    expect(requestTimeoutFor(1_000, 126)).toBe(1_002);
  });

  it('never shortens the base time-out', () => {
    expect(requestTimeoutFor(5_000, -10)).toBe(5_000);
    expect(requestTimeoutFor(5_000, Number.NaN)).toBe(5_000);
  });
});

describe('requestBodyBytes', () => {
  it.each([
    ['undefined', undefined, 0],
    ['null', null, 0],
    ['a string, as it is', 'abc', 3],
    ['an object, as JSON', { code: 'C09' }, '{"code":"C09"}'.length],
    ['non-ASCII text, in UTF-8', { name: 'Sofía' }, '{"name":"Sofía"}'.length + 1],
    ['a character outside the BMP, four bytes', '😀', 4],
    ['a function, which JSON leaves out', () => undefined, 0],
  ])('%s', (_what, body, expected) => {
    expect(requestBodyBytes(body)).toBe(expected);
  });

  it('counts a 16 MB base64 upload to the byte', () => {
    const binaryFile = 'A'.repeat(16_000_000);
    expect(requestBodyBytes({ binaryFile })).toBe(16_000_000 + '{"binaryFile":""}'.length);
  });
});
