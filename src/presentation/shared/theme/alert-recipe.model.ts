import { alertSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's alert recipe, given to `Alert.Root` through its `recipe` prop instead of living in the
 * system, so it comes with the chunk that renders one (the toasts, drawn once a toast is raised)
 * and stays out of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const alertRecipe = alertSlotRecipe;
