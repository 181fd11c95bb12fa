import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const dataListClass = 'shell-data-list';
export const dataListRowClass = 'shell-data-list-row';
export const dataListLabelClass = 'shell-data-list-label';
export const dataListValueClass = 'shell-data-list-value';

/**
 * Label and value pairs: one column on a phone (each label above its value), two from 30rem up.
 * Each row is a `div` drawn as `display: contents`, so its `dt` and `dd` are cells of the list's grid.
 */
export const dataListStyles = {
  [dataListClass]: {
    css: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: { base: '0', sm: '2' } },
  },
  [dataListRowClass]: { css: { display: 'contents' } },
  [dataListLabelClass]: { css: { fontWeight: 'semibold', mt: { base: '2', sm: '0' } } },
  [dataListValueClass]: { css: { ms: '0', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' } },
} satisfies StaticStyles;
