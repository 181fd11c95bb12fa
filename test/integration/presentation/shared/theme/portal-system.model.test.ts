import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/presentation/shared/theme/portal-system.model';
import { dialogRecipe } from '@/presentation/shared/theme/dialog-recipe.model';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const named: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The light-mode hex value behind a colour token, following semantic references. */
function resolve(token: string, seen: string[] = []): string {
  if (seen.includes(token)) throw new Error(`circular token ${seen.join(' → ')}`);
  const entry = portalSystem().tokens.getByName(`colors.${token}`);
  if (!entry) throw new Error(`unknown colour token ${token}`);
  const conditions = entry.extensions.conditions as Record<string, unknown> | undefined;
  const original = conditions?._light ?? conditions?.base ?? entry.originalValue;
  const value = String(original);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return resolve(reference[1]!, [...seen, token]);
  const hex = named[value] ?? value;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${token} resolves to ${value}, not a #rrggbb colour`);
  return hex.toLowerCase();
}

// Text and the background it sits on, as the shell and Chakra's recipes pair them.
const textPairs: [text: string, background: string, where: string][] = [
  ['fg', 'bg', 'body text'],
  ['fg.muted', 'bg', 'secondary text'],
  ['fg.muted', 'bg.muted', 'secondary text on grey panels'],
  ['fg.subtle', 'bg', 'hints'],
  ['fg.error', 'bg', 'field errors'],
  ['fg.warning', 'bg', 'warnings'],
  ['fg.success', 'bg', 'success text'],
  ['fg.info', 'bg', 'information'],
  ['brand.contrast', 'brand.solid', 'primary buttons, skip link'],
  ['brand.fg', 'bg', 'links, header title, outline and ghost buttons'],
  ['brand.fg', 'brand.subtle', 'ghost button hover, current side-menu link'],
  ['brand.fg', 'brand.muted', 'subtle button hover'],
  ['accent.contrast', 'accent.solid', 'accent buttons'],
  ['accent.fg', 'bg', 'accent text'],
  ['accent.fg', 'accent.subtle', 'accent surfaces'],
  ['white', 'brand.900', 'footer text'],
  ['brand.100', 'brand.900', 'footer links'],
  ['red.contrast', 'red.solid', 'destructive buttons'],
  ['red.fg', 'red.subtle', 'error toasts'],
  ['orange.fg', 'orange.subtle', 'warning toasts'],
  ['green.fg', 'green.subtle', 'success toasts'],
  ['blue.fg', 'blue.subtle', 'information toasts'],
];

// Non-text parts people must see (WCAG 1.4.11): 3:1 against what surrounds them.
const uiPairs: [part: string, background: string, where: string][] = [
  ['border', 'bg', 'form field outlines'],
  ['brand.focusRing', 'bg', 'focus ring (brand palette)'],
  ['gray.focusRing', 'bg', 'focus ring (grey palette)'],
  ['accent.focusRing', 'bg', 'focus ring (accent palette)'],
  ['red.focusRing', 'bg', 'focus ring (red palette)'],
  ['green.focusRing', 'bg', 'focus ring (green palette)'],
  ['orange.focusRing', 'bg', 'focus ring (orange palette)'],
  ['brand.focusRing', 'brand.subtle', 'focus ring on tinted surfaces'],
  ['accent.400', 'brand.900', 'focus ring in the footer'],
  ['accent.400', 'brand.solid', 'skip link focus ring'],
];

describe('portal system colours', () => {
  it.each(textPairs)('%s on %s (%s) reaches 4.5:1', (text, background) => {
    expect(contrast(resolve(text), resolve(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s (%s) reaches 3:1', (part, background) => {
    expect(contrast(resolve(part), resolve(background))).toBeGreaterThanOrEqual(3);
  });

  it('uses the deep-blue brand colour as the default palette', () => {
    expect(resolve('brand.solid')).toBe('#0b5394');
  });
});

// The dialog recipe comes on demand with the dialogs (chakra-theme-subset.model.ts), not in the system.
describe('portal dialog motion', () => {
  it('animates modals for 300 ms in and out (docs/shell.md)', () => {
    const dialog = dialogRecipe;
    for (const slot of ['content', 'backdrop'] as const) {
      const styles = dialog.base?.[slot] as Record<string, { animationDuration?: string }>;
      expect(styles._open?.animationDuration).toBe('300ms');
      expect(styles._closed?.animationDuration).toBe('300ms');
    }
  });

  it('keeps the rest of Chakra\'s dialog recipe (only the durations are overridden)', () => {
    const dialog = dialogRecipe;
    expect(dialog.slots).toContain('positioner');
    expect((dialog.base?.backdrop as Record<string, unknown>).bg).toBe('blackAlpha.500');
    expect((dialog.base?.content as Record<string, unknown>).bg).toBe('bg.panel');
    expect(dialog.variants?.placement?.center).toBeTruthy();
  });

  it('renders through the portal system like any recipe', () => {
    const styles = portalSystem().sva(dialogRecipe)({ placement: 'center' });
    expect(styles.content).toBeTruthy();
    expect(styles.backdrop).toBeTruthy();
  });
});
