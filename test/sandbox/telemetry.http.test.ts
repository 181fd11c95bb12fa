import { beforeEach, describe, expect, it } from 'vitest';
import { clearTelemetry, collectedTelemetry, MAX_KEPT_RECORDS } from '@sandbox/telemetry/collector';
import { TELEMETRY_EMPTY, TELEMETRY_NO_VIOLATIONS, TELEMETRY_TITLE } from '@sandbox/telemetry/telemetry-page';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';

// /sandbox/telemetria over real HTTP, as dev and preview serve it: the collector the sandbox's
// config.json points the portal's telemetry at, its JSON for tests, and the dashboard.

const overHttp = sandboxOverHttp();
const listen = () => overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [] }));
beforeEach(() => clearTelemetry());

const id = (n: number) => `0b6f1c1e-8f5a-4d39-9a51-${String(n).padStart(12, '0')}`;
const pageView = (n: number, route: string, vitals: Partial<Record<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', number | null>>) => ({
  type: 'pageView',
  pageViewId: id(n),
  route,
  buildVersion: '0.1.0',
  device: 'phone',
  connection: '4g',
  vitals: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null, ...vitals },
});
const errorRecord = (n: number, message: string) => ({ type: 'error', pageViewId: id(n), route: '/pagos-en-linea', buildVersion: '0.1.0', message, location: '/assets/index-Ab12.js:1:2345' });
const violation = (n: number, blocked: string) => ({
  type: 'cspViolation',
  pageViewId: id(n),
  route: '/pagos-en-linea',
  buildVersion: '0.1.0',
  directive: 'script-src-elem',
  disposition: 'enforce',
  blocked,
  sourceFile: '/assets/index-Ab12.js',
  line: 1,
  column: 2345,
});
const batch = (...records: unknown[]) => JSON.stringify({ schemaVersion: 2, records });

async function post(base: string, body: string, contentType = 'text/plain;charset=UTF-8') {
  return overHttp.call(`${base}/sandbox/telemetria/registros`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
}

describe('the sandbox telemetry collector over HTTP', () => {
  it('keeps a batch (text/plain, JSON inside) and answers 204 with no cookie', async () => {
    const base = await listen();
    const answer = await post(base, batch(pageView(1, '/', { LCP: 900 }), errorRecord(1, 'Falló'), violation(1, 'inline')));
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const json = JSON.parse((await overHttp.call(`${base}/sandbox/telemetria/registros.json`)).body) as { records: { type: string; receivedAt: string }[] };
    expect(json.records.map((record) => record.type)).toEqual(['pageView', 'error', 'cspViolation']);
    expect(Date.parse(json.records[0]!.receivedAt)).not.toBeNaN();
  });

  it('replaces a page view’s record sent again, and keeps the last records only', async () => {
    const base = await listen();
    await post(base, batch(pageView(1, '/', { LCP: 900 })));
    await post(base, batch(pageView(1, '/', { LCP: 900, INP: 40 })));
    expect(collectedTelemetry()).toEqual([expect.objectContaining({ pageViewId: id(1), vitals: expect.objectContaining({ INP: 40 }) })]);

    const many = Array.from({ length: MAX_KEPT_RECORDS + 10 }, (_, n) => errorRecord(n, `Falló ${n}`));
    for (let start = 0; start < many.length; start += 40) await post(base, batch(...many.slice(start, start + 40)));
    const kept = collectedTelemetry();
    expect(kept).toHaveLength(MAX_KEPT_RECORDS);
    expect(kept.at(-1)).toMatchObject({ message: `Falló ${MAX_KEPT_RECORDS + 9}` });
  });

  it.each([
    ['not JSON', 'hola'],
    ['another version', JSON.stringify({ schemaVersion: 3, records: [] })],
    ['no records', JSON.stringify({ schemaVersion: 2 })],
  ])('answers 400 to a body that is %s', async (_what, body) => {
    const base = await listen();
    expect((await post(base, body)).status).toBe(400);
  });

  it('drops records of unknown shape and keeps the rest', async () => {
    const base = await listen();
    const badViolations = [{ ...violation(3, 'inline'), disposition: 'block' }, { ...violation(4, 'inline'), line: -1 }, { ...violation(5, 'inline'), blocked: 7 }];
    expect((await post(base, batch({ type: 'click', pageViewId: id(1) }, pageView(2, '/', {}), ...badViolations))).status).toBe(204);
    expect(collectedTelemetry().map((record) => record.pageViewId)).toEqual([id(2)]);
  });

  it('still reads a batch of version 1, from a page loaded before the version changed', async () => {
    const base = await listen();
    expect((await post(base, JSON.stringify({ schemaVersion: 1, records: [pageView(1, '/', { LCP: 900 })] }))).status).toBe(204);
    expect(collectedTelemetry()).toHaveLength(1);
  });

  it('refuses a body larger than keepalive requests may carry', async () => {
    const base = await listen();
    expect((await post(base, batch(errorRecord(1, 'x'.repeat(70_000))))).status).toBe(413);
  });
});

describe('the dashboard, /sandbox/telemetria', () => {
  it('says in Spanish that nothing arrived yet', async () => {
    const base = await listen();
    const page = await overHttp.call(`${base}/sandbox/telemetria`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<h1>${TELEMETRY_TITLE}</h1>`);
    expect(page.body).toContain(TELEMETRY_EMPTY);
    expect(page.body).toContain('Sin errores registrados.');
    expect(page.body).toContain(TELEMETRY_NO_VIOLATIONS);
  });

  it('shows each route with its page views and the p75 of each vital against its threshold, as text and as a chart', async () => {
    const base = await listen();
    const lcps = [1000, 1200, 2000, 3100];
    await post(base, batch(...lcps.map((LCP, n) => pageView(n, '/certificados/certificado-afiliacion-trabajador', { LCP, CLS: 0.01, INP: n === 0 ? 250 : null }))));
    await post(base, batch(pageView(9, '/', { LCP: 800 }), errorRecord(9, 'Error no controlado: <b>TypeError</b>')));
    const { body } = await overHttp.call(`${base}/sandbox/telemetria`);

    expect(body.indexOf('<code>/</code>')).toBeLessThan(body.indexOf('<code>/certificados/certificado-afiliacion-trabajador</code>'));
    expect(body).toContain('4 vistas de página');
    expect(body).toContain('1 vista de página');
    // Nearest rank: the 3rd of 4 values.
    expect(body).toContain('2,00 s · Bueno');
    expect(body).toContain('aria-label="LCP p75: 2,00 s, bueno (umbral bueno: 2,50 s; 4 muestras)."');
    expect(body).toContain('aria-label="INP p75: 250 ms, por mejorar (umbral bueno: 200 ms; 1 muestra)."');
    expect(body).toContain('aria-label="TTFB: sin muestras (umbral bueno: 800 ms)."');
    expect(body).toContain('0,010 · Bueno');
    expect(body.match(/<svg class="grafico" role="img"/g)).toHaveLength(10);
    expect(body).toContain('Error no controlado: &#60;b&#62;TypeError&#60;/b&#62;');
    expect(body).not.toContain('<b>TypeError</b>');
    expect(body).not.toMatch(/<script/i);
  });

  it('lists the latest CSP violations, newest first, escaped', async () => {
    const base = await listen();
    await post(base, batch(violation(1, 'https://cdn.tercero.example'), { ...violation(2, 'inline'), directive: 'style-src-attr', disposition: 'report', sourceFile: 'document', line: null, column: null }));
    const { body } = await overHttp.call(`${base}/sandbox/telemetria`);
    expect(body).toContain('Últimas infracciones de la política de seguridad (CSP)');
    expect(body).not.toContain(TELEMETRY_NO_VIOLATIONS);
    const newest = body.indexOf('<code>style-src-attr</code> · Solo informado: <code>inline</code>');
    const oldest = body.indexOf('<code>script-src-elem</code> · Bloqueado: <code>https://cdn.tercero.example</code>');
    expect(newest).toBeGreaterThan(-1);
    expect(oldest).toBeGreaterThan(newest);
    expect(body).toContain('<code>/assets/index-Ab12.js:1:2345</code>');
    expect(body).toContain('<code>document</code>');
  });
});

describe('the summary behind the dashboard', () => {
  it('takes the 75th percentile by nearest rank and rates it against the good and poor thresholds', async () => {
    const { percentile75, ratingOf } = await import('@sandbox/telemetry/telemetry-summary');
    expect(percentile75([])).toBeNull();
    expect(percentile75([5])).toBe(5);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
    expect([ratingOf('LCP', 2500), ratingOf('LCP', 2501), ratingOf('LCP', 4001)]).toEqual(['good', 'needsImprovement', 'poor']);
    expect([ratingOf('INP', 200), ratingOf('CLS', 0.1), ratingOf('CLS', 0.26)]).toEqual(['good', 'good', 'poor']);
  });
});
