import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';

/** A column of a `ResponsiveTable`: its header, and whether it holds amounts (aligned right). */
export interface ResponsiveColumn {
  readonly label: string;
  readonly isNumber?: boolean;
}

const cellDisplay = { base: 'block', md: 'table-cell' } as const;

/**
 * A data table from tablet width up; on a phone each row becomes a stacked card whose cells say
 * which column they are (`LabelledCell`), so 360 px never scroll sideways and the header row,
 * hidden there, is not needed to understand a value. Screen readers keep the table semantics at
 * every width.
 *
 * `selectColumnLabel` adds a first, narrow column for the rows' checkboxes (`SelectCell`), named
 * for screen readers only.
 */
export function ResponsiveTable({
  caption,
  isCaptionVisible = false,
  selectColumnLabel,
  columns,
  children,
}: {
  caption: string;
  isCaptionVisible?: boolean;
  selectColumnLabel?: string;
  columns: readonly ResponsiveColumn[];
  /** The rows: `ResponsiveRow`s. */
  children: ReactNode;
}) {
  return (
    <chakra.table width="full" display={{ base: 'block', md: 'table' }} borderCollapse="collapse">
      {isCaptionVisible ? (
        <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" pb="2" display={{ base: 'block', md: 'table-caption' }}>
          {caption}
        </chakra.caption>
      ) : (
        <chakra.caption srOnly>{caption}</chakra.caption>
      )}
      <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
        <chakra.tr borderBottomWidth="2px" borderColor="border">
          {selectColumnLabel !== undefined && (
            <chakra.th scope="col" py="3" pe="3" w="12">
              <chakra.span srOnly>{selectColumnLabel}</chakra.span>
            </chakra.th>
          )}
          {columns.map((column) => (
            <chakra.th
              key={column.label}
              scope="col"
              textAlign={column.isNumber ? 'end' : 'start'}
              py="3"
              pe={column.isNumber ? '0' : '4'}
              fontWeight="semibold"
            >
              {column.label}
            </chakra.th>
          ))}
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
        {children}
      </chakra.tbody>
    </chakra.table>
  );
}

/**
 * A row: a bordered card on a phone, a plain row from tablet width up. With `hasSelectCell` the
 * card puts the checkbox in a column of its own beside the stacked cells.
 */
export function ResponsiveRow({
  hasSelectCell = false,
  isSelected = false,
  children,
}: {
  hasSelectCell?: boolean;
  /** Tints the row, beside the checkbox's own state (never the only sign). */
  isSelected?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.tr
      display={{ base: hasSelectCell ? 'grid' : 'block', md: 'table-row' }}
      gridTemplateColumns={hasSelectCell ? 'auto 1fr' : undefined}
      columnGap="3"
      rowGap="1"
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderColor="border"
      rounded={{ base: 'md', md: 'none' }}
      p={{ base: '3', md: '0' }}
      bg={isSelected ? 'brand.subtle' : undefined}
    >
      {children}
    </chakra.tr>
  );
}

/** The row's checkbox cell; on a phone it spans the `lines` stacked cells beside it. */
export function SelectCell({ lines, children }: { lines: number; children: ReactNode }) {
  return (
    <chakra.td display={cellDisplay} gridRow={{ base: `1 / span ${lines}`, md: 'auto' }} py={{ md: '2' }} pe={{ md: '3' }} verticalAlign="middle">
      {children}
    </chakra.td>
  );
}

/** The cell that names the row (a `th scope="row"`), shown as the card's title on a phone. */
export function RowHeaderCell({ children }: { children: ReactNode }) {
  return (
    <chakra.th scope="row" display={cellDisplay} textAlign="start" fontWeight="semibold" py={{ md: '2' }} pe={{ md: '4' }} overflowWrap="anywhere">
      {children}
    </chakra.th>
  );
}

/**
 * A cell that, in the phone's stacked rows, says which column it is ('Referencia: 2026…').
 * `isRowHeader` makes it the `th scope="row"` naming its row, wherever the column sits.
 */
export function LabelledCell({
  label,
  isNumber = false,
  isRowHeader = false,
  children,
}: {
  label: string;
  isNumber?: boolean;
  isRowHeader?: boolean;
  children: ReactNode;
}) {
  const Cell = isRowHeader ? chakra.th : chakra.td;
  return (
    <Cell
      scope={isRowHeader ? 'row' : undefined}
      display={cellDisplay}
      textAlign={{ base: 'start', md: isNumber ? 'end' : 'start' }}
      fontWeight={isRowHeader ? 'semibold' : undefined}
      py={{ md: '2' }}
      pe={{ md: isNumber ? '0' : '4' }}
      fontVariantNumeric={isNumber ? 'tabular-nums' : undefined}
      whiteSpace={isNumber ? 'nowrap' : undefined}
      overflowWrap="anywhere"
    >
      <Box as="span" hideFrom="md" color="fg.muted" fontWeight="normal">
        {`${label}: `}
      </Box>
      {children}
    </Cell>
  );
}
