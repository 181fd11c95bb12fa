import { popoverSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's popover recipe, given to `Popover.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the toggletips) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const popoverRecipe = popoverSlotRecipe;
