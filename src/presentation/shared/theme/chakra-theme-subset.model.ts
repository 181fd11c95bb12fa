import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes the portal renders. The full `defaultConfig`
 * carries ~80 component recipes (~31 KiB gzip) on the home route's critical path; the portal
 * uses a dozen. A component used without its recipe would render unstyled, so
 * `test/integration/presentation/shared/theme/chakra-theme-subset.model.test.ts` reads every Chakra
 * import in src/ and fails until its recipe is listed here or given on demand.
 *
 * On demand: the recipes of what the first screen never shows (accordion, alert, dialog, drawer,
 * list, menu, native select, popover, skeleton) are not in the system at all. Each `X.Root` (each `Skeleton`, `SkeletonText`) gets its recipe through
 * Chakra's `recipe` prop from src/presentation/shared/theme/<x>-recipe.model.ts, so the recipe
 * travels in the chunk that renders it.
 */
const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
} as const;

const slotRecipes = {
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
} as const;

/**
 * Chakra's palettes nothing in the portal paints with (alerts use blue, orange, green and red; the
 * rest is brand, accent and gray). Each palette is ~20 tokens and ~60 CSS variables that the system
 * builds, hashes and inserts on every start, on the home's critical path (~10 % of
 * createSystem, a quarter of the tokens' CSS). The theme test fails if src names one of them.
 */
export const unusedPalettes: ReadonlySet<string> = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;
}

/**
 * Chakra's semantic tokens with their light value only. Chakra gives most of them a value per
 * colour mode (`{ _light, _dark }`); the portal has one light theme and never sets `.dark`, so the
 * dark values are CSS variables nothing applies. Each two-mode token costs createSystem, on every
 * start, an empty base token, a token per mode and a pass that finds and removes the empty one;
 * with its light value alone it is one token, whose variable has the value the light mode gave it
 * (test/integration/presentation/shared/theme/portal-system.model.light-values-only.test.ts).
 */
export function lightValuesOnly<T>(tokens: T): T {
  if (!isTree(tokens)) return tokens;
  if ('value' in tokens) {
    const { value } = tokens;
    return (isTree(value) && '_light' in value ? { ...tokens, value: value._light } : tokens) as T;
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, child]) => [key, lightValuesOnly(child)])) as T;
}

const isTree = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const chakraThemeSubset = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightValuesOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
