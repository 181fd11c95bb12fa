import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const cardRootClass = 'shell-card-root';
export const cardRootHorizontalClass = 'shell-card-root-horizontal';
export const cardContentClass = 'shell-card-content';
export const cardBodyClass = 'shell-card-body';
export const cardTitleClass = 'shell-card-title';
export const cardDescriptionClass = 'shell-card-description';
export const cardFooterClass = 'shell-card-footer';

/** The theme's card slot recipe as the service card takes it: outlined, small. */
const variants = { variant: 'outline', size: 'sm' } as const;

/**
 * The service card's frame and text column, as Chakra's Card parts drew them with the service
 * card's own style props. The card and its skeleton both draw these classes, so a placeholder's
 * lines have the very type and room of the card's.
 */
export const cardPartsStyles = {
  [cardRootClass]: {
    slotRecipe: { key: 'card', slot: 'root', variants },
    css: { flex: '1', overflow: 'hidden', bg: 'bg.panel', flexDirection: 'column' },
  },
  // After the frame in the sheet: from tablets up its row wins over the frame's column.
  [cardRootHorizontalClass]: { css: { flexDirection: { md: 'row' } } },
  // The text column: drawn after the illustration, first in the document.
  [cardContentClass]: { css: { display: 'flex', order: 1, flexDirection: 'column', flex: '1', minW: '0' } },
  [cardBodyClass]: { slotRecipe: { key: 'card', slot: 'body', variants }, css: { gap: '2' } },
  [cardTitleClass]: { slotRecipe: { key: 'card', slot: 'title', variants }, css: { textStyle: 'lg', lineHeight: 'short' } },
  [cardDescriptionClass]: { slotRecipe: { key: 'card', slot: 'description', variants }, css: { fontSize: 'md' } },
  [cardFooterClass]: { slotRecipe: { key: 'card', slot: 'footer', variants }, css: {} },
} satisfies StaticStyles;
