import { describe, expect, it } from 'vitest';
import { schemaErrors, telemetrySchema } from '@test/support/telemetry/json-schema';

// docs/telemetry.schema.json and the checker the other tests validate the records with: the
// checker must refuse what the schema refuses, or a passing validation would prove nothing.

const pageView = {
  type: 'pageView',
  pageViewId: '0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90',
  route: '/certificados/certificado-afiliacion-trabajador',
  buildVersion: '0.1.0',
  device: 'phone',
  connection: null,
  vitals: { LCP: 1200, INP: null, CLS: 0.01, FCP: 800, TTFB: 90 },
};
const cspViolation = {
  type: 'cspViolation',
  pageViewId: pageView.pageViewId,
  route: '/pagos-en-linea',
  buildVersion: '0.1.0',
  directive: 'script-src-elem',
  disposition: 'enforce',
  blocked: 'https://cdn.example',
  sourceFile: '/assets/index-Ab12.js',
  line: 1,
  column: 2345,
};
const batch = (record: unknown) => ({ schemaVersion: 2, records: [record] });

describe('docs/telemetry.schema.json', () => {
  it('accepts a page view record', () => {
    expect(schemaErrors(batch(pageView), telemetrySchema)).toEqual([]);
  });

  it.each([
    ['an origin and a script', cspViolation],
    ['a keyword, the page itself and no position', { ...cspViolation, blocked: 'inline', sourceFile: 'document', line: null, column: null }],
    ['a scheme, reported only, nothing known of the source', { ...cspViolation, blocked: 'data', disposition: 'report', sourceFile: null, line: null, column: null }],
  ])('accepts a CSP violation record with %s', (_what, record) => {
    expect(schemaErrors(batch(record), telemetrySchema)).toEqual([]);
  });

  it.each([
    ['an address with a query as the route', { ...pageView, route: '/certificados?numDoc=1037600123' }, /route/],
    ['a route with capitals or spaces', { ...pageView, route: '/Certificados/María Fernanda' }, /route/],
    ['a field the backend does not expect', { ...pageView, email: 'maria@correo.example' }, /campo no permitido email/],
    ['a missing vital', { ...pageView, vitals: { LCP: 1, INP: 1, CLS: 0, FCP: 1 } }, /falta TTFB/],
    ['a negative vital', { ...pageView, vitals: { ...pageView.vitals, LCP: -1 } }, /menor que 0/],
    ['an id that is no UUID v4', { ...pageView, pageViewId: '1037600123' }, /pageViewId/],
    ['an unknown device', { ...pageView, device: 'tablet' }, /no está en/],
    ['an error without location', { type: 'error', pageViewId: pageView.pageViewId, route: '/', buildVersion: '0.1.0', message: 'x' }, /falta location/],
    ['an unknown record type', { ...pageView, type: 'click' }, /oneOf/],
    ['a blocked address with a path', { ...cspViolation, blocked: 'https://cdn.example/x.js' }, /blocked/],
    ['a blocked address with a query', { ...cspViolation, blocked: 'https://portal.example?numDoc=1037600123' }, /blocked/],
    ['a source file with its origin', { ...cspViolation, sourceFile: 'https://portal.example/assets/x.js' }, /sourceFile/],
    ['a source file with a query', { ...cspViolation, sourceFile: '/pagos?ref=1037600123' }, /sourceFile/],
    ['the sample of the blocked code', { ...cspViolation, sample: 'alert(1)' }, /campo no permitido sample/],
    ['an unknown disposition', { ...cspViolation, disposition: 'block' }, /no está en/],
  ])('refuses %s', (_what, record, problem) => {
    expect(schemaErrors(batch(record), telemetrySchema).join('\n')).toMatch(problem);
  });

  it('refuses a batch of another version or with no records', () => {
    expect(schemaErrors({ schemaVersion: 1, records: [pageView] }, telemetrySchema)).not.toEqual([]);
    expect(schemaErrors({ schemaVersion: 2, records: [] }, telemetrySchema)).not.toEqual([]);
  });

  it('the checker refuses a keyword it does not know, so the schema cannot outgrow it', () => {
    expect(schemaErrors('x', { format: 'email' })).toEqual(['$: palabra clave no soportada format']);
  });
});
