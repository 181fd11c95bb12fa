import { defineSlotRecipe } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's accordion recipe, given to `Accordion.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the footer on phones, the booking steps) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 *
 * An item opens and closes with a fade only. Chakra's default also animates the content's height,
 * which the browser lays out again on every frame of the animation: expanding a purchase on a
 * throttled phone cost ~290 ms of main-thread work for ~80 ms of reaction.
 */
export const accordionRecipe = defineSlotRecipe({
  ...accordionSlotRecipe,
  base: {
    ...accordionSlotRecipe.base,
    itemContent: {
      ...accordionSlotRecipe.base?.itemContent,
      _open: { animationName: 'fade-in', animationDuration: 'moderate' },
      _closed: { animationName: 'fade-out', animationDuration: 'moderate' },
    },
  },
});
