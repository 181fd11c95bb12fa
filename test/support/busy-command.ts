import { expect } from 'vitest';

/**
 * A command whose call is running: busy (`aria-busy`, the spinner) and `aria-disabled`, never
 * `disabled` (Chromium drops the focus of a disabled button to the page's body), and, unless the
 * test moved it, still holding the focus the click gave it.
 */
export function expectBusyCommand(button: HTMLElement, { hasFocus = true } = {}): void {
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  if (hasFocus) expect(document.activeElement).toBe(button);
}

/** A sibling of a busy command: looks disabled and ignores clicks (`aria-disabled`), never `disabled`. */
export function expectWaitingCommand(button: HTMLElement): void {
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.hasAttribute('aria-busy')).toBe(false);
}
