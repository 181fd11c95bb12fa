import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

// The widget as the footer loads it: a classic script evaluated in the page's global scope.
const source = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../sandbox/widgets/release-notes.js'),
  'utf8',
);
const load = () => new Function(source)();

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('sandbox: release-notes widget', () => {
  it("adds a 'Novedades del portal' button that opens the notes and closes with Escape, focus going back", async () => {
    const user = userEvent.setup();
    load();
    const button = screen.getByRole('button', { name: 'Novedades del portal' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Novedades del portal' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(panel);
    const notes = within(panel).getAllByRole('listitem');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(within(note).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(note.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it("closes with its 'Cerrar' button and with a second press of the toggle", async () => {
    const user = userEvent.setup();
    load();
    const button = screen.getByRole('button', { name: 'Novedades del portal' });

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is keyboard operable: Enter opens it, Tab reaches Cerrar', async () => {
    const user = userEvent.setup();
    load();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Novedades del portal' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));
  });

  it("renders inside the footer's host element, not in the script tag that loaded it", () => {
    // As the portal's footer leaves the page: a host div, and the marked script tag.
    document.body.innerHTML =
      '<main></main><footer><div id="release-notes-widget"></div></footer><script data-release-notes-widget></script>';
    load();
    const button = screen.getByRole('button', { name: 'Novedades del portal' });
    expect(button.closest('#release-notes-widget')).not.toBeNull();
    expect(document.querySelector('script')?.childElementCount).toBe(0);
  });

  it('falls back to the end of the page when the host is not a container', () => {
    document.body.innerHTML = '<main></main><script id="release-notes-widget"></script>';
    load();
    expect(document.body.lastElementChild?.querySelector('button')?.textContent).toBe('Novedades del portal');
  });

  it('does not throw or duplicate itself when loaded twice', () => {
    expect(() => {
      load();
      load();
    }).not.toThrow();
    expect(screen.getAllByRole('button', { name: 'Novedades del portal' })).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });

  it('renders again on a later load if its button was removed (e.g. the footer re-rendered)', () => {
    load();
    document.body.innerHTML = '';
    load();
    expect(screen.getAllByRole('button', { name: 'Novedades del portal' })).toHaveLength(1);
  });
});
