import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
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
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes the portal renders. The full `defaultConfig`
 * carries ~80 component recipes (~31 KiB gzip) on the home route's critical path; the portal
 * uses a dozen. A component used without its recipe would render unstyled, so
 * `test/integration/presentation/app/theme/chakra-theme-subset.model.test.ts` reads every Chakra
 * import in src/ and fails until its recipe is listed here or given on demand.
 *
 * On demand: the recipes of what the first screen never shows (accordion, dialog, drawer, menu,
 * native select, popover) are not in the system at all. Each `X.Root` gets its recipe through
 * Chakra's `recipe` prop from src/presentation/shared/theme/<x>-recipe.model.ts, so the recipe
 * travels in the chunk that renders it.
 */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
} as const;

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
} as const;

export const chakraThemeSubset = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});
