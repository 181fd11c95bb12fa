import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const pageActionsClass = 'shell-page-actions';

/**
 * The row closing a page, as Chakra's Flex drew it with the same props: a full-width column on
 * phones, one wrapping row from 30rem up, its ends pushed apart.
 */
export const pageActionsStyles = {
  [pageActionsClass]: {
    css: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { base: 'stretch', sm: 'center' },
      justifyContent: { sm: 'space-between' },
      gap: '3',
      flexWrap: 'wrap',
    },
  },
} satisfies StaticStyles;
