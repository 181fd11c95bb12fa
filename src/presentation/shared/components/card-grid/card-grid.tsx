import { Children, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export interface CardGridProps {
  children: ReactNode;
  /** Columns on wide screens; phones always get one and tablets two (unless 1 is asked). */
  columns?: 1 | 2 | 3 | 4;
  /** Names the list for screen readers when a page holds more than one group of cards. */
  'aria-label'?: string;
}

/** `count` equal columns that shrink below their content's width instead of overflowing. */
const gridColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * Cards as a list, so screen readers announce how many there are and each card's link
 * has its list item as context. `role="list"` survives Safari dropping the semantics of
 * unstyled lists. A plain grid box, not Chakra's SimpleGrid: the home's first load carries
 * neither SimpleGrid nor Grid.
 */
export function CardGrid({ children, columns = 4, 'aria-label': ariaLabel }: CardGridProps) {
  return (
    <Box
      as="ul"
      role="list"
      aria-label={ariaLabel}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: gridColumns(1), sm: gridColumns(Math.min(columns, 2)), lg: gridColumns(columns) }}
      gap={{ base: '4', md: '6' }}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <Box as="li" display="flex" minW="0">
            {child}
          </Box>
        ),
      )}
    </Box>
  );
}
