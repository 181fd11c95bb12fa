import { describe, expect, it } from 'vitest';
import { asObject, carriesBusinessCode, type CodeOrder, readBusinessCode, readNumber, readText } from '@/infrastructure/http/json-body.mapper';

describe('json-body.mapper', () => {
  describe('asObject', () => {
    it('keeps a plain object', () => {
      const body = { code: 200 };
      expect(asObject(body)).toBe(body);
      expect(asObject({})).toEqual({});
    });

    it.each([
      ['an array', [{ code: 200 }]],
      ['null', null],
      ['undefined', undefined],
      ['a number', 200],
      ['a string', '{"code": 200}'],
      ['a boolean', true],
    ])('refuses %s', (_what, value) => {
      expect(asObject(value)).toBeNull();
    });
  });

  describe('readText', () => {
    it('keeps a string with something in it, untrimmed', () => {
      expect(readText('ana@correo.example')).toBe('ana@correo.example');
      expect(readText(' Ana ')).toBe(' Ana ');
    });

    it.each([
      ['an empty string', ''],
      ['a blank string', '   '],
      ['a number', 12],
      ['null', null],
      ['undefined', undefined],
      ['an object', { text: 'a' }],
    ])('reads %s as missing', (_what, value) => {
      expect(readText(value)).toBeNull();
    });
  });

  describe('readNumber', () => {
    it.each([0, -3, 1.5, 120_000])('keeps %s', (value) => {
      expect(readNumber(value)).toBe(value);
    });

    it.each([
      ['a numeric string', '120000'],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['null', null],
      ['undefined', undefined],
    ])('reads %s as missing', (_what, value) => {
      expect(readNumber(value)).toBeNull();
    });
  });

  describe('readBusinessCode', () => {
    describe('each place the code may sit', () => {
      it.each<[string, Record<string, unknown>, number | null]>([
        ['code at the top', { code: 200, data: 'ana@correo.example' }, 200],
        ['responseCode', { responseCode: 0, data: [] }, 0],
        ['data.code', { data: { code: 404, status: 'FAILED' } }, 404],
        ['a numeric string', { code: '0' }, 0],
        ['a padded numeric string', { code: ' 422 ' }, 422],
        ['a signed numeric string', { code: '-1' }, -1],
        ['a numeric string in data.code', { data: { code: '103' } }, 103],
        ['no code at all', { message: 'ok' }, null],
        ['an empty body', {}, null],
        ['data that is a list', { data: [{ code: 18 }] }, null],
      ])('reads %s', (_where, body, code) => {
        expect(readBusinessCode(body, 'code-first')).toBe(code);
      });
    });

    describe('a code that is there but is not an integer', () => {
      it.each<[string, unknown]>([
        ['a word', 'OK'],
        ['a decimal', 1.5],
        ['a decimal string', '1.5'],
        ['a number and a word', '200 OK'],
        ['more digits than a safe integer holds', '1234567890123456'],
      ])('makes the code null when it is %s, whatever comes later', (_what, code) => {
        expect(readBusinessCode({ code, responseCode: 0, data: { code: 18 } }, 'code-first')).toBeNull();
      });
    });

    describe('a place that holds nothing lets the next one speak', () => {
      it.each<[string, unknown]>([
        ['null', null],
        ['a blank string', '  '],
        ['NaN', Number.NaN],
        ['an object', { value: 200 }],
        ['a boolean', true],
      ])('when code is %s', (_what, code) => {
        expect(readBusinessCode({ code, responseCode: 101 }, 'code-first')).toBe(101);
      });
    });

    describe('the order of each kind of call', () => {
      const everywhere = { code: 200, responseCode: 0, data: { code: 18 } };

      it.each<[CodeOrder, number]>([
        ['code-first', 200],
        ['responseCode-first', 0],
        ['data-code-first', 18],
      ])('%s reads its own place first', (order, code) => {
        expect(readBusinessCode(everywhere, order)).toBe(code);
      });

      it.each<[CodeOrder, Record<string, unknown>, number]>([
        ['code-first', { responseCode: 5, data: { code: 18 } }, 5],
        ['code-first', { data: { code: 18 } }, 18],
        ['responseCode-first', { code: 200, data: { code: 18 } }, 200],
        ['responseCode-first', { data: { code: '7' } }, 7],
        ['data-code-first', { code: 200, responseCode: 0 }, 200],
        ['data-code-first', { responseCode: 0, data: { detail: 'ana@correo.example' } }, 0],
      ])('%s falls back in order: %j', (order, body, code) => {
        expect(readBusinessCode(body, order)).toBe(code);
      });

      it('data-code-first reads 18 inside an envelope whose top-level code is HTTP-like', () => {
        expect(readBusinessCode({ code: 200, data: { code: 18, detail: 'ana@correo.example' } }, 'data-code-first')).toBe(18);
        expect(readBusinessCode({ code: 200, data: { code: '422' } }, 'data-code-first')).toBe(422);
      });

      it('code-first keeps the top-level code of that envelope', () => {
        expect(readBusinessCode({ code: 200, data: { code: 18 } }, 'code-first')).toBe(200);
      });

      it('responseCode-first is not hidden by a leftover code 200', () => {
        expect(readBusinessCode({ code: 200, responseCode: '1' }, 'responseCode-first')).toBe(1);
      });
    });
  });

  describe('carriesBusinessCode', () => {
    it.each<[string, Record<string, unknown>]>([
      ['code', { code: 500 }],
      ['responseCode', { responseCode: '500' }],
      ['data.code', { data: { code: 500 } }],
      ['a code that is not a number', { code: 'ERROR' }],
    ])('finds a code in %s', (_where, body) => {
      expect(carriesBusinessCode(body)).toBe(true);
    });

    it.each<[string, Record<string, unknown>]>([
      ['an empty body', {}],
      ["a framework's error object", { timestamp: '2025-01-01', status: 503, error: 'Service Unavailable' }],
      ['null and blank codes', { code: null, responseCode: ' ', data: { code: '' } }],
      ['a list in data', { data: [{ code: 500 }] }],
    ])('finds none in %s', (_where, body) => {
      expect(carriesBusinessCode(body)).toBe(false);
    });
  });
});
