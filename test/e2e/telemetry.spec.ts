import type { Page, Request } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { openAsSignedIn, personas } from '@test/support/browser/sign-in';
import { schemaErrors, telemetrySchema } from '@test/support/telemetry/json-schema';
import { seededPersonas } from '@sandbox/data/personas';

// Field telemetry (docs/telemetry.md) against the sandbox's collector, which public/config.json
// points the portal at with a sample rate of 1: every page view measured, sent when hidden.

const workerPath = '/certificados/certificado-afiliacion-trabajador';
const incomeTaxPath = '/certificados/certificado-declaracion-renta';
const telemetryChunk = /\/assets\/page-view-telemetry\.adapter-[\w-]+\.js$/;
const collector = '/sandbox/telemetria/registros';

interface Batch {
  schemaVersion: number;
  records: { type: string; pageViewId: string; route: string; device?: string; vitals?: Record<string, number | null> }[];
}

const sentKey = 'prueba.telemetria.enviados';
const howKey = 'prueba.telemetria.como';

/**
 * Records, in the origin's local storage (which outlives the page), every body this page hands
 * `fetch` for the collector from now on, and how (`beacon`, or fetch's credentials, keepalive and
 * referrer policy): a request sent as the page unloads is no request Playwright reports. The calls
 * still go out as they would.
 */
async function spyOnTelemetry(page: Page): Promise<void> {
  await page.evaluate(([key, how, path]) => {
    const append = (storageKey: string, value: string) =>
      localStorage.setItem(storageKey, JSON.stringify([...(JSON.parse(localStorage.getItem(storageKey) ?? '[]') as string[]), value]));
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (address, body) => (append(how, 'beacon'), beacon(address, body));
    const fetchFirst = window.fetch.bind(window);
    window.fetch = (address, init) => {
      if (String(address).endsWith(path)) {
        append(key, String(init?.body));
        append(how, `fetch ${init?.credentials} keepalive=${init?.keepalive} ${init?.referrerPolicy}`);
      }
      return fetchFirst(address, init);
    };
  }, [sentKey, howKey, collector] as const);
}

/** How the spied pages sent their bodies: never a beacon; fetch without credentials or referrer, kept alive. */
async function sentHow(page: Page): Promise<string[]> {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), howKey)) ?? '[]') as string[];
}

/** What the spied pages of this origin sent to the collector, read from a page of the same origin. */
async function sentBatches(page: Page): Promise<Batch[]> {
  const sent = await page.evaluate((key) => localStorage.getItem(key), sentKey);
  return (JSON.parse(sent ?? '[]') as string[]).map((body) => JSON.parse(body) as Batch);
}

/**
 * Waits until this page's telemetry listens: its chunk was asked for (the start issued the
 * import), then the same module is imported here, which resolves after the portal's own import
 * has resolved and started the measuring.
 */
async function telemetryRunning(page: Page, chunkRequested: Promise<Request>): Promise<void> {
  const chunk = (await chunkRequested).url();
  await page.evaluate(async (address) => void (await import(address)), chunk);
}

/** Every string inside a JSON value, at any depth, keys included. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => [key, ...stringsIn(child)]);
  return [];
}

async function collectedRecords(page: Page): Promise<Batch['records']> {
  return ((await (await page.request.get(`${collector}.json`)).json()) as { records: Batch['records'] }).records;
}

// Behaviour, not layout: the screens these two tests pass through get their axe and layout checks at
// both widths in their own specs (and the dashboard in the test between them), so they run at one.
test('two routes, one with a document typed and one signed in: hidden, their records reach the collector with nothing personal in them', { tag: '@one-width' }, async ({ page }) => {
  test.setTimeout(60_000);
  const maria = seededPersonas.find((persona) => persona.documentNumber === personas.maria.documentNumber)!;

  // A certificate form, a document number typed key by key (an interaction: INP), the answer with her e-mail.
  let chunk = page.waitForRequest(telemetryChunk);
  await page.goto(workerPath);
  await telemetryRunning(page, chunk);
  await spyOnTelemetry(page);
  const main = page.getByRole('main');
  await main.getByLabel('Tipo de documento').selectOption('CC');
  await main.getByLabel('Número de documento').pressSequentially(maria.documentNumber);
  await main.getByRole('button', { name: 'Consultar' }).click();
  await expect(main.getByText(maria.email!)).toBeVisible();

  // Signed in: her name in the header, her tokens in the tab's storage.
  chunk = page.waitForRequest(telemetryChunk);
  await openAsSignedIn(page, incomeTaxPath, 'maria');
  await telemetryRunning(page, chunk);
  await spyOnTelemetry(page);
  await expect(main.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
  await main.getByRole('heading', { level: 2, name: 'Tu certificado está listo' }).click();
  const storage = await page.evaluate(() => Object.values(sessionStorage).join('\n'));
  const tokens = [...storage.matchAll(/"(?:access_token|id_token|refresh_token)":"([^"]+)"/g)].map((match) => match[1]!);
  expect(tokens.length).toBeGreaterThanOrEqual(2);

  // Hidden: leaving for another page hides the second page view.
  await page.goto('/sandbox/telemetria');
  const batches = await sentBatches(page);
  expect(batches.flatMap((batch) => batch.records).filter((record) => record.type === 'pageView').map((record) => record.route)).toEqual(
    expect.arrayContaining([workerPath, incomeTaxPath]),
  );
  for (const batch of batches) expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
  const how = await sentHow(page);
  expect(how.length).toBe(batches.length);
  expect(new Set(how)).toEqual(new Set(['fetch omit keepalive=true no-referrer']));

  const ours = new Set(batches.flatMap((batch) => batch.records.map((record) => record.pageViewId)));
  expect(ours.size).toBe(2);
  await expect.poll(async () => new Set((await collectedRecords(page)).filter((record) => ours.has(record.pageViewId)).map((record) => record.route))).toEqual(
    new Set([workerPath, incomeTaxPath]),
  );
  const collected = (await collectedRecords(page)).filter((record) => ours.has(record.pageViewId) && record.type === 'pageView');
  const form = collected.find((record) => record.route === workerPath)!;
  // The phone project's 360 px; the desktop class is the mapper's unit tests' (telemetry-record.mapper.test.ts).
  expect(form).toMatchObject({ device: 'phone', vitals: { LCP: expect.any(Number), FCP: expect.any(Number), TTFB: expect.any(Number), CLS: expect.any(Number), INP: expect.any(Number) } });

  // Nothing personal anywhere, in what this page sent or in anything the collector holds.
  const personal = [maria.documentNumber, maria.givenNames, maria.familyNames, ...maria.givenNames.split(' '), ...maria.familyNames.split(' '), maria.email!, maria.username, ...tokens];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  // Checked in plain code and asserted once: after the whole suite the collector holds hundreds of
  // records, and an expect per string and secret would be tens of thousands of traced steps.
  const found = stringsIn([batches, await collectedRecords(page)]).flatMap((text) => [
    ...personal.filter((secret) => text.includes(secret)).map((secret) => `«${secret}» en «${text}»`),
    ...(/eyJ[\w-]{5,}\.|[?&]numDoc=/.test(text) ? [`un token o una consulta en «${text}»`] : []),
    // No document number of any length a person has (a stack's `:line:column` aside).
    ...(!uuid.test(text) && /(?<![\d:])\d{7,}/.test(text) ? [`un número largo en «${text}»`] : []),
  ]);
  expect(found, 'datos personales en un registro de telemetría').toEqual([]);
});

test('a Content-Security-Policy violation in the page reaches the collector as its origin, route and directive only', { tag: '@one-width' }, async ({ page }) => {
  const chunk = page.waitForRequest(telemetryChunk);
  await page.goto('/novedades');
  await telemetryRunning(page, chunk);
  await spyOnTelemetry(page);
  // A policy of the page's own from now on (the sandbox serves none), and a picture it blocks:
  // a real violation, its address carrying a document number and an e-mail address.
  await page.evaluate(() => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "img-src 'self'";
    document.head.append(policy);
    const picture = document.createElement('img');
    picture.src = 'https://rastreo.tercero.example/pixel.gif?numDoc=1037600123&correo=maria%40correo.example';
    picture.alt = '';
    document.body.append(picture);
  });
  await page.goto('/sandbox/telemetria');
  const violations = (await sentBatches(page)).flatMap((batch) => batch.records).filter((record) => record.type === 'cspViolation');
  expect(violations).toEqual([
    expect.objectContaining({ route: '/novedades', directive: 'img-src', disposition: 'enforce', blocked: 'https://rastreo.tercero.example' }),
  ]);
  for (const batch of await sentBatches(page)) expect(schemaErrors(batch, telemetrySchema)).toEqual([]);
  expect(JSON.stringify(violations)).not.toMatch(/1037600123|correo|pixel/);
  const listed = page.getByRole('region', { name: 'Últimas infracciones de la política de seguridad (CSP)' }).getByText('https://rastreo.tercero.example').first();
  await expect(async () => {
    await page.reload();
    await expect(listed).toBeVisible({ timeout: 1_000 });
  }).toPass();
});

test('the dashboard shows the routes it received, passes axe, works by keyboard and at 320 px', async ({ page }) => {
  const chunk = page.waitForRequest(telemetryChunk);
  await page.goto('/novedades');
  await telemetryRunning(page, chunk);
  await page.goto('/sandbox/telemetria');

  const route = page.getByRole('region', { name: '/novedades' });
  await expect(async () => {
    await page.reload();
    await expect(route).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page).toHaveTitle(/Telemetría de campo del portal/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(route.getByText(/^\d+ vistas? de página$/)).toBeVisible();
  await expect(route.getByRole('img', { name: /^LCP p75: .* \(umbral bueno: 2,50 s; \d+ muestras?\)\.$/ })).toBeVisible();
  await expect(route.getByRole('img')).toHaveCount(5);
  await expectNoAxeViolations(page, 'tablero de telemetría');

  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'tablero de telemetría a 320 px');

  // 'Actualizar' by keyboard reloads it.
  const refresh = page.getByRole('link', { name: 'Actualizar' });
  await refresh.focus();
  await expect(refresh).toBeFocused();
  const reloaded = page.waitForRequest((request) => new URL(request.url()).pathname === '/sandbox/telemetria' && request.isNavigationRequest());
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Telemetría de campo del portal' })).toBeVisible();
});

test('without a telemetry section the chunk is never asked for and nothing is sent; with it, both happen', { tag: '@one-width' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const visit = async () => {
    const lookup = page.waitForRequest((request) => new URL(request.url()).pathname === '/sandbox/ip');
    await page.goto('/creditos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The IP lookup runs in the same task as the telemetry's start, after the first screen.
    await lookup;
    await spyOnTelemetry(page);
    await page.goto('/sandbox/telemetria');
    return sentBatches(page);
  };

  // As the sandbox configures it: the chunk comes after the first screen and the hidden page reports.
  const configured = await visit();
  expect(asked.filter((path) => telemetryChunk.test(path))).toHaveLength(1);
  expect(configured.flatMap((batch) => batch.records.map((record) => record.route))).toEqual(['/creditos']);

  await page.evaluate((key) => localStorage.removeItem(key), sentKey);
  asked.length = 0;
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    delete config.telemetry;
    await route.fulfill({ json: config, headers: { 'Cache-Control': 'no-store' } });
  });
  expect(await visit()).toEqual([]);
  expect(asked.filter((path) => telemetryChunk.test(path) || path.includes('web-vitals'))).toEqual([]);
  expect(asked).toContain('/config.json');
});
