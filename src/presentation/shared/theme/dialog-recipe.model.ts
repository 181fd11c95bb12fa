import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/** Modals animate 300 ms, in and out (docs/shell.md, global UI states). */
const MODAL_ANIMATION = '300ms';

const withModalDuration = (styles: SystemStyleObject | undefined): SystemStyleObject => ({
  ...styles,
  _open: { ...(styles?._open as SystemStyleObject | undefined), animationDuration: MODAL_ANIMATION },
  _closed: { ...(styles?._closed as SystemStyleObject | undefined), animationDuration: MODAL_ANIMATION },
});

/**
 * Chakra's dialog recipe with the portal's 300-ms animations, given to `Dialog.Root` (in
 * PortalDialog) through its `recipe` prop instead of living in the system, so it comes with the
 * dialogs' chunks and stays out of the home's first load (chakra-theme-subset.model.ts,
 * vite.config.ts).
 */
export const dialogRecipe = defineSlotRecipe({
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    backdrop: withModalDuration(dialogSlotRecipe.base?.backdrop),
    content: withModalDuration(dialogSlotRecipe.base?.content),
  },
});
