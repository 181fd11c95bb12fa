import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's native select recipe, given to `NativeSelect.Root` through its `recipe` prop instead of
 * living in the system, so it comes with the chunks that render one (the document type and attachment selects) and stays out
 * of the home's first load (chakra-theme-subset.model.ts, vite.config.ts).
 */
export const nativeSelectRecipe = nativeSelectSlotRecipe;
