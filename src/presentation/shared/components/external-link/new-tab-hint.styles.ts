import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const newTabHintIconClass = 'shell-new-tab-hint-icon';

/** The new-tab icon keeps its one em when the link's text wraps or the row is tight. */
export const newTabHintStyles = {
  [newTabHintIconClass]: { css: { flexShrink: 0 } },
} satisfies StaticStyles;
