import { Children, type ReactNode } from 'react';
import { cardGridClass, cardGridColumnsClasses, cardGridItemClass, type CardGridColumns } from './card-grid.styles';

export interface CardGridProps {
  children: ReactNode;
  /** Columns on wide screens; phones always get one and tablets two (unless 1 is asked). */
  columns?: CardGridColumns;
  /** Names the list for screen readers when a page holds more than one group of cards. */
  'aria-label'?: string;
}

/**
 * Cards as a list, so screen readers announce how many there are and each card's link
 * has its list item as context. `role="list"` survives Safari dropping the semantics of
 * unstyled lists. A plain grid with static classes (card-grid.styles.ts): the home's first
 * load carries neither Chakra's grids nor its styling engine.
 */
export function CardGrid({ children, columns = 4, 'aria-label': ariaLabel }: CardGridProps) {
  return (
    <ul role="list" aria-label={ariaLabel} className={`${cardGridClass} ${cardGridColumnsClasses[columns]}`}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : <li className={cardGridItemClass}>{child}</li>,
      )}
    </ul>
  );
}
