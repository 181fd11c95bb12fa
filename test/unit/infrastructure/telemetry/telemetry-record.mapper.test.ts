import { describe, expect, it } from 'vitest';
import {
  connectionOf,
  deviceClassOf,
  errorMessageOf,
  errorRecordOf,
  locationOf,
  MAX_MESSAGE_LENGTH,
  randomPageViewId,
  roundVital,
} from '@/infrastructure/telemetry/telemetry-record.mapper';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYXJpYSJ9.c2lnbmF0dXJh';

/** An error whose stack is `stack` (as Chromium writes it), whatever the engine running the test. */
const errorWithStack = (message: string, stack: string) => Object.assign(new Error(message), { stack });

describe('the facts of a page view', () => {
  it.each([
    [320, 'phone'],
    [360, 'phone'],
    [767, 'phone'],
    [768, 'desktop'],
    [1280, 'desktop'],
  ])('a viewport %d px wide is a %s', (width, device) => {
    expect(deviceClassOf(width)).toBe(device);
  });

  it('takes the effective connection type where the browser gives a known one, else null', () => {
    expect(connectionOf({ connection: { effectiveType: '3g', downlink: 1.5, rtt: 300 } })).toBe('3g');
    expect(connectionOf({ connection: { effectiveType: 'wifi' } })).toBeNull();
    expect(connectionOf({})).toBeNull();
  });

  it('draws a UUID v4 page-view id, with or without randomUUID', () => {
    expect(randomPageViewId()).toMatch(uuidV4);
    const ids = new Set(Array.from({ length: 50 }, () => randomPageViewId({ getRandomValues: (bytes) => crypto.getRandomValues(bytes) })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it('rounds milliseconds to whole ones and CLS to four decimals', () => {
    expect(roundVital('LCP', 1234.56)).toBe(1235);
    expect(roundVital('CLS', 0.123_456)).toBe(0.1235);
  });
});

describe('an error record', () => {
  it('keeps the logger’s message and the first line of the cause, redacted as the console logger redacts', () => {
    const cause = new TypeError(`Fallo con ${jwt} para maria.restrepo@correo.example, CC 1037600123, code=SplxlOBeZQQ`);
    const message = errorMessageOf('Error no controlado', cause);
    expect(message).toBe('Error no controlado: TypeError: Fallo con [token] para [correo], CC [número], code=[oculto]');
  });

  it('leaves out double-quoted text, where engines quote the input they failed on', () => {
    const cause = new SyntaxError('Unexpected token \'M\', "María Fernanda Restrepo" is not valid JSON');
    expect(errorMessageOf('Respuesta ilegible', cause)).toBe('Respuesta ilegible: SyntaxError: Unexpected token \'M\', "…" is not valid JSON');
  });

  it('hides grouped document numbers, Unicode and encoded e-mail addresses and opaque values under any name', () => {
    const cause = new TypeError('CC:1017234567, doc 1.017.234.567 y 1017 234 567 de josé@correo.co, maría%40correo.co, ?ticket=Zk9xR2dYb3BlbmF0aW9u');
    expect(errorMessageOf('Falló {"numeroDocumento":71234567}', cause)).toBe(
      'Falló {"…":[número]}: TypeError: CC:[número], doc [número] y [número] de [correo], [correo], ?ticket=[oculto]',
    );
    expect(locationOf(errorWithStack('boom', 'at https://portal.caja.example/usuarios/1.017.234.567:1:2'))).toBe('/usuarios/[número]:1:2');
  });

  it('says nothing of an object cause but its type, and cuts long messages', () => {
    expect(errorMessageOf('Falló', { numeroDocumento: '43512876' })).toBe('Falló: (object left out of the log)');
    expect(errorMessageOf('Falló', undefined)).toBe('Falló');
    expect(errorMessageOf('x'.repeat(400), 'y'.repeat(400))).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it('takes the path, line and column of the first frame, without origin or query', () => {
    const stack = [
      'TypeError: boom',
      '    at load (https://portal.caja.example/assets/index-Ab12Cd.js?v=2:1:23456)',
      '    at https://portal.caja.example/assets/other.js:2:3',
    ].join('\n');
    expect(locationOf(errorWithStack('boom', stack))).toBe('/assets/index-Ab12Cd.js:1:23456');
    expect(locationOf(errorWithStack('boom', 'load@http://localhost:4173/assets/x.js:10:5'))).toBe('/assets/x.js:10:5');
    expect(locationOf(errorWithStack('boom', 'at https://portal.caja.example/usuarios/1037600123:1:2'))).toBe('/usuarios/[número]:1:2');
    expect(locationOf(errorWithStack('boom', 'TypeError: boom'))).toBeNull();
    expect(locationOf('Script error.')).toBeNull();
  });

  it('is attributed to the route, page view and build it is given', () => {
    expect(errorRecordOf({ pageViewId: 'id', route: '/pagos-en-linea', buildVersion: '0.1.0', message: 'Falló', cause: 'razón' })).toEqual({
      type: 'error',
      pageViewId: 'id',
      route: '/pagos-en-linea',
      buildVersion: '0.1.0',
      message: 'Falló: razón',
      location: null,
    });
  });
});
