import type { SystemStyleObject } from '@chakra-ui/react';
import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';
import { serviceCardImageAspectRatio } from './service-card.styles';

export const skeletonLinesClass = 'shell-service-card-skeleton-lines';
export const skeletonLineClass = 'shell-service-card-skeleton-line';
export const skeletonLastLineClass = 'shell-service-card-skeleton-last-line';
export const skeletonButtonClass = 'shell-service-card-skeleton-button';
export const skeletonPictureClass = 'shell-service-card-skeleton-picture';

/**
 * Chakra's skeleton recipe with its defaults (`variant: 'pulse'`, `loading: true`), in the
 * `recipes` layer where Chakra's Skeleton puts it. The recipe is not in the portal's system (it
 * comes on demand with the pages that draw Chakra's Skeleton), so its styles are written here,
 * in the order the recipe merges them. `pulse` is a theme animation: its keyframes are in the
 * theme's global stylesheet.
 */
const skeletonRecipeDefaults: SystemStyleObject = {
  '@layer recipes': {
    background: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
    borderRadius: 'l2',
    boxShadow: 'none',
    backgroundClip: 'padding-box',
    cursor: 'default',
    color: 'transparent',
    pointerEvents: 'none',
    userSelect: 'none',
    flexShrink: '0',
    '&::before, &::after, *': { visibility: 'hidden' },
  },
};

/**
 * One placeholder box: the recipe's pulse, the box's own size, and no pulse for people who
 * asked for less motion (Chakra's pulse has no such rule of its own; the portal's global CSS
 * cuts every animation short, and the skeleton stays still even where that is missing).
 */
const bar = (css: SystemStyleObject) => ({ css: { ...skeletonRecipeDefaults, ...css, _motionReduce: { animation: 'none' } } });

/**
 * The placeholder of a vertical service card, as Chakra's `Skeleton` and `SkeletonText` drew it
 * inside the card's own parts: each text line is a 1rem bar (the last of several at 80 %) in a
 * column with 0.5rem gaps, the button a medium button's height, the picture the card's ratio.
 * Each bar is one class, so it carries the same rules as the Chakra element it replaces.
 */
export const serviceCardSkeletonStyles = {
  // SkeletonText's Stack.
  [skeletonLinesClass]: { css: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' } },
  [skeletonLineClass]: bar({ h: '4', maxW: '100%' }),
  [skeletonLastLineClass]: bar({ h: '4', maxW: '80%' }),
  // Chakra's default button (md) is h="10"; the card's link is one.
  [skeletonButtonClass]: bar({ h: '10', w: { base: 'full', sm: '32' } }),
  [skeletonPictureClass]: bar({
    order: 0,
    aspectRatio: serviceCardImageAspectRatio,
    w: 'full',
    flexShrink: 0,
    borderRadius: '0',
  }),
} satisfies StaticStyles;
