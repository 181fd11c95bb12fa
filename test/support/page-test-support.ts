import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

export { FakeIdentity, signedInSession } from './fake-identity';

/** The page's content only: the header and footer carry links and buttons of their own. */
export const main = () => screen.getByRole('main');

/** The list item (card) whose title is `title`. */
export function cardTitled(title: string): HTMLElement {
  const heading = within(main()).getByRole('heading', { level: 2, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`The heading '${title}' is not inside a card of a list`);
  return item;
}

/** A link that leaves the portal in a new tab, safely (no window.opener, no referrer). */
export function expectNewTabLink(link: HTMLElement, href: string): void {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}

/** Every link that opens a new tab says so in its accessible name. */
export const newTab = '(se abre en una nueva pestaña)';

/**
 * The page's h1, once its lazy chunk has loaded. The first import of a chunk in a cold
 * test run is transformed on the spot and can take seconds, hence the generous wait.
 */
export const findPageTitle = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/**
 * Matches an accessible name ignoring how whitespace falls around punctuation: visually
 * hidden text is absolutely positioned, so name computation (browsers and happy-dom alike)
 * may put a space before it ("Ver más : Subsidio…"), which nobody hears.
 */
export const named =
  (expected: string) =>
  (name: string): boolean =>
    normalise(name) === normalise(expected);

const normalise = (text: string) => text.replace(/\s+/g, ' ').replace(/\s([:,.)])/g, '$1').trim();

/** Page tests render the whole portal and load each page's chunk: give them room on a busy machine. */
export const pageTestOptions = { timeout: 30_000 } as const;
