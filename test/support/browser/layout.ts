import { expect, type Page } from '@playwright/test';

/** The document never scrolls sideways: at 360 px nothing may stick out of the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const width = scroller.clientWidth;
    // Name the widest offenders so a failure says where to look.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}${id}> right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
      });
    return { scrollWidth: scroller.scrollWidth, clientWidth: width, culprits };
  });
  expect(scrollWidth, `desplazamiento horizontal: ${scrollWidth} > ${clientWidth}\n${culprits.join('\n')}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** Document-level promises of every page: Spanish (Colombia) and a Spanish title of its own. */
export async function expectSpanishDocument(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(page).toHaveTitle(title);
}
