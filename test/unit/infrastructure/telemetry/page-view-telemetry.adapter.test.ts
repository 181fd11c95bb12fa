import { describe, expect, it, vi } from 'vitest';
import { MAX_CSP_VIOLATIONS_PER_PAGE_VIEW, MAX_ERRORS_PER_PAGE_VIEW, startPageViewTelemetry, type PageViewEnvironment } from '@/infrastructure/telemetry/page-view-telemetry.adapter';
import type { TelemetryBatch, VitalName } from '@/infrastructure/telemetry/telemetry-record.model';
import { schemaErrors, telemetrySchema } from '@test/support/telemetry/json-schema';

const pageViewId = '0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90';
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYXJpYSJ9.c2lnbmF0dXJh';

/** The browser as the measuring sees it, with the vitals, errors and hiding driven by the test. */
function fakeBrowser({ width = 360 } = {}) {
  const window = Object.assign(new EventTarget(), { innerWidth: width });
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sent: { endpoint: string; body: string; init: RequestInit | undefined }[] = [];
  const sendBeacon = vi.fn(() => true);
  let report: (name: VitalName, value: number) => void = () => undefined;
  let logError: (message: string, cause: unknown) => void = () => undefined;
  const stopErrors = vi.fn();
  const environment: PageViewEnvironment = {
    window: window as unknown as PageViewEnvironment['window'],
    document: document as unknown as PageViewEnvironment['document'],
    navigator: { sendBeacon, connection: { effectiveType: '4g' } },
    fetch: (endpoint, init) => (sent.push({ endpoint: String(endpoint), body: String(init?.body), init }), Promise.resolve(new Response(null, { status: 204 }))),
    measure: (given) => (report = given),
    newPageViewId: () => pageViewId,
    buildVersion: '0.1.0',
    forwardErrors: (listener) => ((logError = listener), stopErrors),
  };
  return {
    environment,
    sent,
    sendBeacon,
    stopErrors,
    vital: (name: VitalName, value: number) => report(name, value),
    logError: (message: string, cause?: unknown) => logError(message, cause),
    hide: () => {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    show: () => {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide: () => window.dispatchEvent(new Event('pagehide')),
    /** A violation as the browser fires it: at an element, bubbling to the document, or at the document. */
    violation: (facts: Partial<SecurityPolicyViolationEventInit> = {}) =>
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
          effectiveDirective: 'img-src',
          violatedDirective: 'img-src',
          disposition: 'enforce',
          blockedURI: 'https://rastreo.tercero.example/pixel.gif?email=maria.restrepo@correo.example',
          sourceFile: 'https://portal.caja.example/usuarios/1037600123?numDoc=1037600123',
          lineNumber: 12,
          columnNumber: 5,
          sample: 'María Fernanda 1037600123',
          documentURI: 'https://portal.caja.example/usuarios/1037600123?numDoc=1037600123',
          referrer: 'https://portal.caja.example/?code=SplxlOBeZQQ',
          originalPolicy: "default-src 'self'",
          statusCode: 200,
          ...facts,
        }),
      ),
    batches: () => sent.map(({ body }) => JSON.parse(body) as TelemetryBatch),
  };
}

const pageView = (currentRoute = () => '/certificados/certificado-afiliacion-trabajador') => ({
  endpoint: 'https://metricas.caja.example/v1',
  landingRoute: '/certificados/certificado-afiliacion-trabajador',
  currentRoute,
});

describe('startPageViewTelemetry', () => {
  it('sends nothing while the page is visible; on hide, one record with the five vitals, valid against the schema', () => {
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(), browser.environment);
    for (const [name, value] of [['TTFB', 120.4], ['FCP', 812.2], ['LCP', 1490.6], ['CLS', 0.031_24], ['INP', 96]] as const) browser.vital(name, value);
    expect(browser.sent).toEqual([]);

    browser.hide();

    expect(browser.sent.map(({ endpoint, init }) => [endpoint, init?.keepalive, init?.credentials])).toEqual([['https://metricas.caja.example/v1', true, 'omit']]);
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    const [batch] = browser.batches();
    expect(batch).toEqual({
      schemaVersion: 2,
      records: [
        {
          type: 'pageView',
          pageViewId,
          route: '/certificados/certificado-afiliacion-trabajador',
          buildVersion: '0.1.0',
          device: 'phone',
          connection: '4g',
          vitals: { LCP: 1491, INP: 96, CLS: 0.0312, FCP: 812, TTFB: 120 },
        },
      ],
    });
    expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
  });

  it('INP stays null until an interaction; a later hide sends the record again, whole, only if a value changed', () => {
    const browser = fakeBrowser({ width: 1280 });
    startPageViewTelemetry(pageView(), browser.environment);
    browser.vital('LCP', 900);
    browser.pagehide();
    browser.hide();
    expect(browser.batches().map((batch) => batch.records.map((record) => record.type === 'pageView' && [record.device, record.vitals.INP]))).toEqual([[['desktop', null]]]);

    browser.show();
    browser.vital('INP', 64);
    browser.hide();
    const records = browser.batches().flatMap((batch) => batch.records);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ type: 'pageView', pageViewId, vitals: { LCP: 900, INP: 64, CLS: null } });
  });

  it('sends each logged error once, redacted, with the route shown when it happened, batched with the page view', () => {
    let route = '/certificados/certificado-afiliacion-trabajador';
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(() => route), browser.environment);
    browser.logError('Error no controlado', new TypeError(`Fallo para CC 1037600123 con ${jwt}`));
    route = '/pagos-en-linea';
    browser.logError('Promesa rechazada sin controlar', 'correo maria.restrepo@correo.example');
    browser.pagehide();
    browser.hide();

    const batches = browser.batches();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.records.slice(1)).toEqual([
      expect.objectContaining({ type: 'error', route: '/certificados/certificado-afiliacion-trabajador', message: 'Error no controlado: TypeError: Fallo para CC [número] con [token]' }),
      expect.objectContaining({ type: 'error', route: '/pagos-en-linea', message: 'Promesa rechazada sin controlar: correo [correo]' }),
    ]);
    expect(schemaErrors(batches[0], telemetrySchema)).toEqual([]);
    expect(JSON.stringify(batches)).not.toMatch(/1037600123|maria\.restrepo|eyJ/);
  });

  it(`reports at most ${MAX_ERRORS_PER_PAGE_VIEW} errors in a page view`, () => {
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(), browser.environment);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE_VIEW + 5; index += 1) browser.logError(`Falló ${index}`);
    browser.hide();
    const errors = browser.batches().flatMap((batch) => batch.records).filter((record) => record.type === 'error');
    expect(errors).toHaveLength(MAX_ERRORS_PER_PAGE_VIEW);
    for (const batch of browser.batches()) expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
  });

  it('sends with fetch, keepalive and no credentials on pagehide too, never with a beacon', () => {
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(), browser.environment);
    browser.pagehide();
    expect(browser.sent.map(({ init }) => [init?.method, init?.keepalive, init?.credentials, init?.referrerPolicy])).toEqual([['POST', true, 'omit', 'no-referrer']]);
    expect(browser.sendBeacon).not.toHaveBeenCalled();
  });

  it('reports each distinct CSP violation once, with no address, sample or referrer, valid against the schema', () => {
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(() => '/pagos-en-linea'), browser.environment);
    browser.violation();
    browser.violation();
    browser.violation({ effectiveDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: 'https://portal.caja.example/assets/index-Ab12.js', lineNumber: 1, columnNumber: 234, disposition: 'report' });
    browser.hide();
    const [batch] = browser.batches();
    const violations = batch!.records.filter((record) => record.type === 'cspViolation');
    expect(violations).toEqual([
      { type: 'cspViolation', pageViewId, route: '/pagos-en-linea', buildVersion: '0.1.0', directive: 'img-src', disposition: 'enforce', blocked: 'https://rastreo.tercero.example', sourceFile: 'document', line: 12, column: 5 },
      { type: 'cspViolation', pageViewId, route: '/pagos-en-linea', buildVersion: '0.1.0', directive: 'script-src-elem', disposition: 'report', blocked: 'inline', sourceFile: '/assets/index-Ab12.js', line: 1, column: 234 },
    ]);
    expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
    for (const secret of ['1037600123', 'María', 'maria.restrepo', 'SplxlOBeZQQ', 'pixel.gif', 'default-src']) expect(browser.sent[0]!.body).not.toContain(secret);
  });

  it('reports at most the cap of distinct violations per page view, and the same one never again after a report', () => {
    const browser = fakeBrowser();
    startPageViewTelemetry(pageView(), browser.environment);
    for (let index = 0; index < MAX_CSP_VIOLATIONS_PER_PAGE_VIEW + 5; index += 1) browser.violation({ blockedURI: `https://tercero-${index}.example/x.js` });
    browser.hide();
    browser.show();
    browser.violation({ blockedURI: 'https://tercero-0.example/x.js' });
    browser.hide();
    const violations = browser.batches().flatMap((batch) => batch.records).filter((record) => record.type === 'cspViolation');
    expect(violations).toHaveLength(MAX_CSP_VIOLATIONS_PER_PAGE_VIEW);
    for (const batch of browser.batches()) expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
  });

  it('once stopped, listens to nothing', () => {
    const browser = fakeBrowser();
    const added = vi.spyOn(browser.environment.document, 'addEventListener');
    const removed = vi.spyOn(browser.environment.document, 'removeEventListener');
    const stop = startPageViewTelemetry(pageView(), browser.environment);
    stop();
    // The document's listeners, the violations' among them, are all removed.
    expect(added.mock.calls.map(([type]) => type).sort()).toEqual(['securitypolicyviolation', 'visibilitychange']);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['securitypolicyviolation', 'visibilitychange']);
    browser.violation();
    browser.hide();
    browser.pagehide();
    expect(browser.sent).toEqual([]);
    expect(browser.stopErrors).toHaveBeenCalledOnce();
  });
});
