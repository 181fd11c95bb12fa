import assert from 'node:assert/strict';
import type { EngineDriver, Query, TextMatch } from '../driver';
import { waitUntil } from '../waiting';

// Steps several flows share, named as in the Chromium specs (test/e2e/*.spec.ts).

const main = { role: 'main' } as const;
export const inMain = (query: Query): Query => ({ ...query, within: main });
export const h1 = (name: TextMatch): Query => ({ role: 'heading', level: 1, name });
export const h2 = (name: TextMatch, exact = false): Query => ({ role: 'heading', level: 2, name, exact });
export const button = (name: TextMatch, exact = false): Query => ({ role: 'button', name, exact });

/** Bounded wait for the main landmark's text to contain `expected`. */
export async function expectMainToContain(driver: EngineDriver, expected: string, timeoutMs = 10_000): Promise<void> {
  let seen = '';
  await waitUntil(
    async () => {
      seen = await driver.text(main, { timeoutMs: 1_000 });
      return seen.includes(expected);
    },
    `'${expected}' en el contenido principal`,
    timeoutMs,
  ).catch(() => assert.fail(`El contenido principal no contiene '${expected}'. Tiene: ${seen.slice(0, 400)}`));
}

/** Waits until the current tab's address matches `pattern`. */
export async function expectUrl(driver: EngineDriver, pattern: RegExp, timeoutMs = 15_000): Promise<void> {
  await waitUntil(async () => pattern.test(await driver.url()), `la dirección ${String(pattern)}`, timeoutMs);
}

/** Fills the document form of the anonymous pages (certificates by document, payments, bookings): type and number. */
export async function fillDocument(driver: EngineDriver, documentType: string, documentNumber: string): Promise<void> {
  await driver.select(inMain({ label: 'Tipo de documento' }), documentType);
  await driver.type(inMain({ label: 'Número de documento' }), documentNumber);
}
