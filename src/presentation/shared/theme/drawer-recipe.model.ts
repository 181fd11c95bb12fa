import { drawerSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's drawer recipe, given to `Drawer.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the side menu) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const drawerRecipe = drawerSlotRecipe;
