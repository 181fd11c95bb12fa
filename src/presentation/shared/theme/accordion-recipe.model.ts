import { accordionSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's accordion recipe, given to `Accordion.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the footer on phones, the booking steps) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const accordionRecipe = accordionSlotRecipe;
