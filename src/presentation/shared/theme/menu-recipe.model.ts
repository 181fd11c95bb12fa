import { menuSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's menu recipe, given to `Menu.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the account menu) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const menuRecipe = menuSlotRecipe;
