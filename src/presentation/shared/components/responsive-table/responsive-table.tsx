import { createContext, useContext, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';

/** A column of a `ResponsiveTable`: its header, and whether it holds amounts (aligned right). */
export interface ResponsiveColumn {
  readonly label: string;
  readonly isNumber?: boolean;
}

const cellDisplay = { base: 'block', md: 'table-cell' } as const;

/**
 * `md`: the page's own table, its rows cards on a phone. `sm`: a table nested in another's row
 * (smaller text on a muted ground, its rows divided by lines rather than cards).
 */
export type ResponsiveTableSize = 'md' | 'sm';

/** What the rows and cells need to know of their table. */
const TableContext = createContext<{ size: ResponsiveTableSize; columnCount: number; isLong: boolean }>({
  size: 'md',
  columnCount: 1,
  isLong: false,
});

/**
 * A data table from tablet width up; on a phone each row becomes a stacked card whose cells say
 * which column they are (`LabelledCell`), so 360 px never scroll sideways and the header row,
 * hidden there, is not needed to understand a value. Screen readers keep the table semantics at
 * every width.
 *
 * `selectColumnLabel` adds a first, narrow column for the rows' checkboxes (`SelectCell`), named
 * for screen readers only. `size="sm"` is for a table nested in another's `SpanningRow`.
 * `isLong` is for tables of dozens of rows: see `ResponsiveRow`.
 */
export function ResponsiveTable({
  caption,
  isCaptionVisible = false,
  selectColumnLabel,
  size = 'md',
  isLong = false,
  columns,
  children,
}: {
  caption: string;
  isCaptionVisible?: boolean;
  selectColumnLabel?: string;
  size?: ResponsiveTableSize;
  isLong?: boolean;
  columns: readonly ResponsiveColumn[];
  /** The rows: `ResponsiveRow`s (and `SpanningRow`s). */
  children: ReactNode;
}) {
  const isSmall = size === 'sm';
  const columnCount = columns.length + (selectColumnLabel === undefined ? 0 : 1);
  return (
    <TableContext.Provider value={{ size, columnCount, isLong }}>
      <chakra.table
        width="full"
        display={{ base: 'block', md: 'table' }}
        borderCollapse="collapse"
        fontSize={isSmall ? 'sm' : undefined}
        bg={isSmall ? 'bg.muted' : undefined}
        rounded={isSmall ? 'md' : undefined}
      >
        {isCaptionVisible ? (
          <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" pb="2" display={{ base: 'block', md: 'table-caption' }}>
            {caption}
          </chakra.caption>
        ) : (
          <chakra.caption srOnly>{caption}</chakra.caption>
        )}
        <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
          <chakra.tr borderBottomWidth={isSmall ? undefined : '2px'} borderColor={isSmall ? undefined : 'border'}>
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
                py={isSmall ? '2' : '3'}
                px={isSmall ? '3' : undefined}
                pe={isSmall ? undefined : column.isNumber ? '0' : '4'}
                fontWeight="semibold"
              >
                {column.label}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        {isSmall ? (
          <chakra.tbody display={{ base: 'block', md: 'table-row-group' }}>{children}</chakra.tbody>
        ) : (
          <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
            {children}
          </chakra.tbody>
        )}
      </chakra.table>
    </TableContext.Provider>
  );
}

/**
 * A row: a bordered card on a phone, a plain row from tablet width up. With `hasSelectCell` the
 * card puts the checkbox in a column of its own beside the stacked cells; with
 * `hasAmountBesideTitle` its first line holds the row header and the amount (the `LabelledCell`
 * marked `isBesideTitle`), the other cells stacked below. In a `size="sm"` table the rows are
 * divided by lines instead of cards.
 */
export function ResponsiveRow({
  hasSelectCell = false,
  hasAmountBesideTitle = false,
  isSelected = false,
  children,
}: {
  hasSelectCell?: boolean;
  hasAmountBesideTitle?: boolean;
  /** Tints the row, beside the checkbox's own state (never the only sign). */
  isSelected?: boolean;
  children: ReactNode;
}) {
  const { size, isLong } = useContext(TableContext);
  if (size === 'sm') {
    return (
      <chakra.tr
        display={{ base: 'block', md: 'table-row' }}
        borderTopWidth="1px"
        _first={{ borderTopWidth: '0' }}
        borderColor="border"
        py={{ base: '2', md: '0' }}
        px={{ base: '3', md: '0' }}
        bg={isSelected ? 'brand.subtle' : undefined}
      >
        {children}
      </chakra.tr>
    );
  }
  return (
    <chakra.tr
      display={{ base: hasSelectCell || hasAmountBesideTitle ? 'grid' : 'block', md: 'table-row' }}
      gridTemplateColumns={hasSelectCell ? 'auto 1fr' : hasAmountBesideTitle ? '1fr auto' : undefined}
      // The row header and the amount share the first line; every other cell takes a whole line.
      gridAutoFlow={hasAmountBesideTitle ? 'row dense' : undefined}
      css={hasAmountBesideTitle ? { '& > td:not([data-beside-title])': { gridColumn: '1 / -1' } } : undefined}
      columnGap="3"
      rowGap="1"
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderColor="border"
      rounded={{ base: 'md', md: 'none' }}
      p={{ base: '3', md: '0' }}
      bg={isSelected ? 'brand.subtle' : undefined}
      {...(isLong ? longTableRow : undefined)}
    >
      {children}
    </chakra.tr>
  );
}

/**
 * A long table's card (`isLong`, the monetary quota's hundred periods): on a phone, while out of
 * view, it skips style and layout until it comes near, so opening one row, or a style sheet
 * growing, recalculates the cards in view, not all of them. A card never seen
 * keeps an estimated height (a two-line card's, 98 px); once seen, its own. Containment clips
 * painting at the card's padding edge; the margin keeps the focus ring of a control set against
 * that edge (the quota's period button) whole. Tables from tablet width up are left alone:
 * containment does not apply to table rows. Short tables do without it: on the three rows of
 * pending payments it made checking one slower (style 9 -> 16 ms at real CPU).
 */
const longTableRow = {
  contentVisibility: { base: 'auto', md: 'visible' },
  containIntrinsicBlockSize: { base: 'auto 6.125rem', md: 'none' },
  overflowClipMargin: { base: '8px', md: 'initial' },
} as const;

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
 * `isBesideTitle` (in a row with `hasAmountBesideTitle`) puts the amount beside the row header on
 * a phone, its column's name there for screen readers only.
 */
export function LabelledCell({
  label,
  isNumber = false,
  isRowHeader = false,
  isBesideTitle = false,
  children,
}: {
  label: string;
  isNumber?: boolean;
  isRowHeader?: boolean;
  isBesideTitle?: boolean;
  children: ReactNode;
}) {
  const { size } = useContext(TableContext);
  const isSmall = size === 'sm';
  const Cell = isRowHeader ? chakra.th : chakra.td;
  return (
    <Cell
      scope={isRowHeader ? 'row' : undefined}
      data-beside-title={isBesideTitle ? '' : undefined}
      display={cellDisplay}
      textAlign={isBesideTitle ? 'end' : { base: 'start', md: isNumber ? 'end' : 'start' }}
      alignSelf={isBesideTitle ? 'center' : undefined}
      fontWeight={isRowHeader ? 'semibold' : undefined}
      py={isSmall ? { base: '0.5', md: '2' } : { md: '2' }}
      px={isSmall ? { base: '0', md: '3' } : undefined}
      pe={isSmall ? undefined : { md: isNumber ? '0' : '4' }}
      fontVariantNumeric={isNumber ? 'tabular-nums' : undefined}
      whiteSpace={isNumber ? 'nowrap' : undefined}
      overflowWrap="anywhere"
    >
      {isBesideTitle ? (
        <Box as="span" hideFrom="md" srOnly>
          {`${label}: `}
        </Box>
      ) : (
        <Box as="span" hideFrom="md" color="fg.muted" fontWeight="normal">
          {`${label}: `}
        </Box>
      )}
      {children}
    </Cell>
  );
}

/**
 * A row whose one cell spans every column, under the row it belongs to: what that row opens
 * into. `cellId` lets the opening button point at it (`aria-controls`).
 */
export function SpanningRow({ cellId, children }: { cellId?: string; children: ReactNode }) {
  const { columnCount } = useContext(TableContext);
  return (
    <chakra.tr display={{ base: 'block', md: 'table-row' }}>
      <chakra.td id={cellId} colSpan={columnCount} display={cellDisplay} pb="4" ps={{ md: '6' }}>
        {children}
      </chakra.td>
    </chakra.tr>
  );
}
