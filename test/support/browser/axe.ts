import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.2 A/AA, which axe spreads over these tags (2.0, 2.1 and 2.2 criteria). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for finite CSS animations and transitions (a dialog fading in, a toast sliding) to end:
 * axe measures colours and visibility, and half-transparent text mid-animation is a false alarm.
 * Infinite ones (spinners) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

const describeViolation = (violation: Result): string => {
  const nodes = violation.nodes
    .map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' ');
      const why = node.failureSummary?.split('\n').slice(1, 3).map((line) => line.trim()).join(' ') ?? '';
      return `    - ${target}${why ? `  (${why})` : ''}`;
    })
    .join('\n');
  return `  ${violation.id} [${violation.impact ?? 'sin impacto'}]: ${violation.help}\n${nodes}\n    ${violation.helpUrl}`;
};

/**
 * Asserts the page (or the part `include` selects) has no WCAG 2.2 A/AA violation.
 * `what` names the screen or dialog in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations.map(describeViolation).join('\n');
  expect(violations.length, `axe: ${violations.length} reglas WCAG violadas en ${what}:\n${report}`).toBe(0);
}
