import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/presentation/shared/theme/portal-system.model';
import type { StaticStyle, StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

// The first screen's classes (src/**/*.styles.ts) compiled into the stylesheet src/page.css links.
// Each class is resolved as Chakra's `chakra()` factory resolves an element's recipe and style props
// (`system.css(recipe styles, own styles)`) and inserted through Emotion's stylis pipeline under its
// own selector, so the rules are the ones Chakra would have inserted at run time.
// After a style change: `npx vitest run --project integration test/integration/presentation/shared/static-styles --update`
// rewrites the file; CI (CI=true) never writes it, so a stale file fails there.
const GENERATED = '../../../../../src/presentation/shared/static-styles/static-styles.generated.css';

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.styles.ts', { eager: true });

type EmotionSheet = Parameters<ReturnType<typeof createCache>['insert']>[2];

const isStaticStyles = (value: unknown): value is StaticStyles =>
  typeof value === 'object' && value !== null && Object.values(value).every((style) => typeof style === 'object' && style !== null && 'css' in style);

/** Every class, by name, with the module that defines it. */
function classes(): Map<string, { style: StaticStyle; module: string }> {
  const found = new Map<string, { style: StaticStyle; module: string }>();
  // The shared classes (an icon's size, the hidden text) first: a component's own class, later in the
  // sheet, then wins over them at equal specificity, as a style prop wins over a recipe.
  const order = ([path]: [string, unknown]) => `${path.startsWith('/src/presentation/shared/') ? 0 : 1}${path}`;
  for (const [module, exports] of Object.entries(modules).sort((a, b) => order(a).localeCompare(order(b)))) {
    for (const value of Object.values(exports)) {
      if (typeof value === 'string' || !isStaticStyles(value)) continue;
      for (const [name, style] of Object.entries(value)) {
        if (found.has(name)) throw new Error(`${name} is defined by ${found.get(name)?.module} and ${module}`);
        found.set(name, { style, module });
      }
    }
  }
  return found;
}

function recipeStyles(name: string, { recipe, slotRecipe }: StaticStyle) {
  const system = portalSystem();
  if (recipe) {
    if (!system.isRecipe(recipe.key)) throw new Error(`${name}: the system has no recipe "${recipe.key}"`);
    return system.cva(system.getRecipe(recipe.key))(recipe.variants ?? {});
  }
  if (slotRecipe) {
    if (!system.isSlotRecipe(slotRecipe.key)) throw new Error(`${name}: the system has no slot recipe "${slotRecipe.key}"`);
    const slots = system.sva(system.getSlotRecipe(slotRecipe.key))(slotRecipe.variants ?? {}) as Record<string, object | undefined>;
    const styles = slots[slotRecipe.slot];
    if (!styles) throw new Error(`${name}: the slot recipe "${slotRecipe.key}" has no slot "${slotRecipe.slot}"`);
    return styles;
  }
  return {};
}

function render(name: string, style: StaticStyle): string[] {
  const system = portalSystem();
  const { css, keyframes = {} } = style;
  // Keyframes are plain CSS: Chakra's style resolution would read their steps as style props.
  const animations = Object.fromEntries(Object.entries(keyframes).map(([animation, steps]) => [`@keyframes ${animation}`, steps]));
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as EmotionSheet;
  createCache({ key: 'css' }).insert(`.${name}`, serializeStyles([system.css(recipeStyles(name, style), css), animations]), sheet, false);
  return rules;
}

describe('static-styles.generated.css', () => {
  it('holds every class of the *.styles.ts modules, compiled by the portal system', async () => {
    const found = classes();
    expect(found.size).toBeGreaterThan(0);
    const css = [
      '/* Generated from the *.styles.ts modules of src by test/integration/presentation/shared/static-styles/static-styles.model.css.test.ts: do not edit. */',
      ...[...found].flatMap(([name, { style, module }]) => [`/* ${name}: ${module.slice(1)} */`, ...render(name, style)]),
      '',
    ].join('\n');
    await expect(css).toMatchFileSnapshot(GENERATED);
  });

  it('names its classes after the shell', () => {
    for (const name of classes().keys()) expect(name).toMatch(/^shell-[a-z0-9-]+$/);
  });
});
