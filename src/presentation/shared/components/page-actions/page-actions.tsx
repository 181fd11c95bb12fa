import type { ReactNode } from 'react';
import { pageActionsClass } from './page-actions.styles';

/**
 * The row of buttons closing a page ('Regresar' first, the main action last). On a phone
 * they stack at full width, so each is an easy target and none overflows 360 px. A plain
 * element with a static class (page-actions.styles.ts): it draws the same with or without
 * Chakra's provider around it.
 */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className={pageActionsClass}>{children}</div>;
}
