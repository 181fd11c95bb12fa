import { listSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's list recipe, given to `List.Root` through its `recipe` prop instead of living in the
 * system, so it comes with the chunks that render one (the footer's links and phone lines, the
 * side-menu drawer) and stays out of the home's first load (chakra-theme-subset.model.ts,
 * vite.config.ts).
 */
export const listRecipe = listSlotRecipe;
