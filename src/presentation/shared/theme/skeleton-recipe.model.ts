import { skeletonRecipe as chakraSkeletonRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's skeleton recipe, given to each `Skeleton` and `SkeletonText` through their `recipe`
 * prop instead of living in the system, so it comes with the pages that wait on a call (the
 * certificate grids) and stays out of the home's first load (chakra-theme-subset.model.ts,
 * vite.config.ts).
 */
export const skeletonRecipe = chakraSkeletonRecipe;
