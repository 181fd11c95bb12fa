import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { openAsSignedIn } from '@test/support/browser/sign-in';
import { countByName, readHeapSnapshot, takeHeapSnapshot } from '../../scripts/heap-snapshot.mjs';

// A day-long tab must stay as light as its first minute: nothing a page registers (listeners,
// observers, timers, reactions, off-page trees) outlives it. Signed in, the test goes round the
// main pages by the portal's own links (cards, side menu, user menu) and by the back button,
// several times; after each round, at the home and with the heap collected, Chromium's DOM
// counters must be back where the first round left them, and at the end the heap must hold no
// detached element of a page. Counting only, never timing. Each round ends on the home, whose
// content is the same every time. One width: what pages register does not depend on it (the
// footer's media-query listener is the shell's, mounted once), so the phone project proves it
// (docs/adr/0024-layout-at-two-widths-behaviour-at-one.md).

const ROUNDS = 4;
/** Room for what the shell may add once in a while (a token renewal's frame): far below a page's worth. */
const NODE_MARGIN = 120;
const LISTENER_MARGIN = 25;
/**
 * Detached elements a live component may keep: the side menu's drawer and the user menu keep
 * their closed content (about 25 elements) for their next opening, whatever the number of rounds.
 */
const DETACHED_ELEMENT_ALLOWANCE = 40;

type Move =
  | { readonly link: string; readonly menu?: true }
  | { readonly back: string }
  | { readonly userMenu: string };

/** One round of the eight main pages, back on the home. */
const round: readonly Move[] = [
  { link: '/pagos-en-linea' },
  { link: '/certificados', menu: true },
  { link: '/certificados/cuota-monetaria' },
  { back: '/certificados' },
  { link: '/subsidios', menu: true },
  { link: '/subsidios/subsidio-vivienda' },
  { back: '/subsidios' },
  { link: '/creditos', menu: true },
  { userMenu: '/actualizacion-de-datos' },
  { back: '/creditos' },
  { link: '/', menu: true },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function arrive(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^[^/]+//[^/]+${escapeRegExp(path)}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Cargando');
}

async function move(page: Page, step: Move): Promise<void> {
  if ('back' in step) {
    await page.goBack({ waitUntil: 'commit' });
    return arrive(page, step.back);
  }
  if ('userMenu' in step) {
    await page.getByRole('banner').getByRole('button', { name: 'María Restrepo' }).click();
    await page.getByRole('menuitem', { name: 'Actualizar datos' }).click();
    return arrive(page, step.userMenu);
  }
  if (step.menu) {
    await page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').locator(`a[href="${step.link}"]`).click();
  } else {
    // A page's cards may come from a call: the click waits for them.
    await page.getByRole('main').locator(`a[href="${step.link}"]`).click();
  }
  return arrive(page, step.link);
}

interface Counters {
  readonly nodes: number;
  readonly jsEventListeners: number;
}

async function countersAfterGc(devtools: CDPSession): Promise<Counters> {
  await devtools.send('HeapProfiler.collectGarbage');
  await devtools.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await devtools.send('Memory.getDOMCounters');
  return { nodes, jsEventListeners };
}

test.describe('una sesión larga en una pestaña', () => {
  test('ninguna página deja nodos, escuchas ni elementos separados tras varias vueltas', { tag: '@one-width' }, async ({ page }) => {
    test.setTimeout(180_000);
    await openAsSignedIn(page, '/', 'maria');
    await arrive(page, '/');
    const devtools = await page.context().newCDPSession(page);

    const rounds: Counters[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      for (const step of round) await move(page, step);
      rounds.push(await countersAfterGc(devtools));
    }

    const first = rounds[0] as Counters;
    const last = rounds[ROUNDS - 1] as Counters;
    const figures = rounds.map((r, index) => `vuelta ${index + 1}: ${r.nodes} nodos, ${r.jsEventListeners} escuchas`).join('; ');
    test.info().annotations.push({ type: 'contadores', description: figures });
    expect.soft(last.nodes, `nodos por vuelta: ${figures}`).toBeLessThanOrEqual(first.nodes + NODE_MARGIN);
    expect.soft(last.jsEventListeners, `escuchas por vuelta: ${figures}`).toBeLessThanOrEqual(first.jsEventListeners + LISTENER_MARGIN);

    const heap = readHeapSnapshot(await takeHeapSnapshot(devtools));
    const names = countByName(heap.detached).map(([name, count]) => `${count} × ${String(name).slice(0, 120)}`);
    // Elements only (`<div class="…">`): text and attribute nodes go with their element.
    const elements = heap.detached.filter(({ name }) => /^(Detached )?<[a-z]/.test(String(name)));
    const pageElements = elements.filter(({ name }) => /chakra-card|shell-card|shell-service-card|<main|<h1/.test(String(name)));
    expect(pageElements, `elementos de páginas separados del documento:\n${names.join('\n')}`).toHaveLength(0);
    expect(elements.length, `elementos separados del documento:\n${names.join('\n')}`).toBeLessThanOrEqual(DETACHED_ELEMENT_ALLOWANCE);
  });
});
