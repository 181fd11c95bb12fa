import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

/** Columns a grid may have on wide screens. */
export type CardGridColumns = 1 | 2 | 3 | 4;

export const cardGridClass = 'shell-card-grid';
export const cardGridItemClass = 'shell-card-grid-item';
const oneColumnClass = 'shell-card-grid-columns-1';
const twoColumnsClass = 'shell-card-grid-columns-2';
const threeColumnsClass = 'shell-card-grid-columns-3';
const fourColumnsClass = 'shell-card-grid-columns-4';
/** The class giving a grid its tablet and wide-screen columns, by its wide-screen count. */
export const cardGridColumnsClasses = {
  1: oneColumnClass,
  2: twoColumnsClass,
  3: threeColumnsClass,
  4: fourColumnsClass,
} as const satisfies Record<CardGridColumns, string>;

// Equal columns that shrink below their content's width instead of overflowing. The styles are
// plain literals (no calls, no computed lookups), so a bundle taking only the class names drops them.
const oneColumn = 'repeat(1, minmax(0, 1fr))';
const twoColumns = 'repeat(2, minmax(0, 1fr))';
const threeColumns = 'repeat(3, minmax(0, 1fr))';
const fourColumns = 'repeat(4, minmax(0, 1fr))';

/**
 * Cards in a plain grid: one column on phones; from tablets two (one where one is asked), and
 * the count asked for on wide screens. A columns class follows the grid's class in the sheet.
 */
export const cardGridStyles = {
  [cardGridClass]: {
    css: { listStyleType: 'none', display: 'grid', gridTemplateColumns: oneColumn, gap: { base: '4', md: '6' } },
  },
  [cardGridItemClass]: { css: { display: 'flex', minW: '0' } },
  [oneColumnClass]: { css: { gridTemplateColumns: { sm: oneColumn, lg: oneColumn } } },
  [twoColumnsClass]: { css: { gridTemplateColumns: { sm: twoColumns, lg: twoColumns } } },
  [threeColumnsClass]: { css: { gridTemplateColumns: { sm: twoColumns, lg: threeColumns } } },
  [fourColumnsClass]: { css: { gridTemplateColumns: { sm: twoColumns, lg: fourColumns } } },
} satisfies StaticStyles;
