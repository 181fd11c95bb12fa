import { describe, expect, it } from 'vitest';
import { blockedOf, cspViolationRecordOf, sourceFileOf, type ViolationFacts } from '@/infrastructure/telemetry/csp-violation-record.mapper';
import { schemaErrors, telemetrySchema } from '@test/support/telemetry/json-schema';

const violation = (facts: Partial<ViolationFacts> = {}): ViolationFacts => ({
  effectiveDirective: 'script-src-elem',
  violatedDirective: 'script-src',
  disposition: 'enforce',
  blockedURI: 'https://cdn.tercero.example/lib.js?user=maria.restrepo@correo.example',
  sourceFile: 'https://portal.caja.example/assets/index-Ab12Cd.js?v=2',
  lineNumber: 1,
  columnNumber: 23456,
  ...facts,
});
const record = (facts: Partial<ViolationFacts> = {}) =>
  cspViolationRecordOf({ pageViewId: '0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90', route: '/pagos-en-linea', buildVersion: '0.1.0', violation: violation(facts) });

describe('a CSP violation record', () => {
  it('keeps the directive, the disposition, the blocked origin, the script path and position: nothing else', () => {
    const kept = record();
    expect(kept).toEqual({
      type: 'cspViolation',
      pageViewId: '0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90',
      route: '/pagos-en-linea',
      buildVersion: '0.1.0',
      directive: 'script-src-elem',
      disposition: 'enforce',
      blocked: 'https://cdn.tercero.example',
      sourceFile: '/assets/index-Ab12Cd.js',
      line: 1,
      column: 23456,
    });
    expect(schemaErrors({ schemaVersion: 2, records: [kept] }, telemetrySchema)).toEqual([]);
  });

  it.each([
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['wasm-eval', 'wasm-eval'],
    ['trusted-types-sink', 'trusted-types-sink'],
    ['trusted-types-policy', 'trusted-types-policy'],
    ['data', 'data'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data'],
    ['blob:https://portal.caja.example/0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90', 'blob'],
    ['chrome-extension://abcdefghijklmnop/inject.js', 'chrome-extension'],
    ['wss://eventos.tercero.example:8443/socket?token=abc', 'wss://eventos.tercero.example:8443'],
    ['https://portal.caja.example/usuarios/1037600123?numDoc=1037600123#x', 'https://portal.caja.example'],
    ['', 'other'],
    ['No es una dirección: María 1037600123', 'other'],
  ])('reduces the blocked %j to %j', (blockedURI, expected) => {
    expect(blockedOf(blockedURI)).toBe(expected);
  });

  it.each([
    ['a script, to its path without origin or query', 'https://portal.caja.example/assets/x-Ab12.js?t=1', '/assets/x-Ab12.js'],
    ['a style sheet', 'https://portal.caja.example/assets/index-Cd34.css', '/assets/index-Cd34.css'],
    ['the page itself, never its address', 'https://portal.caja.example/usuarios/1037600123?numDoc=1037600123', 'document'],
    ['a path with a document number, redacted', 'https://portal.caja.example/1037600123/x.js', '/[número]/x.js'],
    ['an extension’s script', 'chrome-extension://abcdefghijklmnop/inject.js', null],
    ['nothing', '', null],
  ])('takes of %s', (_what, sourceFile, expected) => {
    expect(sourceFileOf(sourceFile)).toBe(expected);
  });

  it('has no position without a source file or when the browser gives 0, falls back to the violated directive, and takes a report-only disposition', () => {
    expect(record({ sourceFile: '', lineNumber: 3, columnNumber: 4 })).toMatchObject({ sourceFile: null, line: null, column: null });
    expect(record({ lineNumber: 0, columnNumber: 0 })).toMatchObject({ line: null, column: null });
    expect(record({ effectiveDirective: '', violatedDirective: 'img-src' }).directive).toBe('img-src');
    expect(record({ effectiveDirective: 'script-src <María>' }).directive).toBe('other');
    expect(record({ disposition: 'report' }).disposition).toBe('report');
  });
});
