import { Box, chakra } from '@chakra-ui/react';

/** Label and value pairs (a `dl`): two columns from tablet width, stacked on a phone. */
export function DataList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap={{ base: '0', sm: '2' }}>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt fontWeight="semibold" mt={{ base: '2', sm: '0' }}>
            {label}
          </chakra.dt>
          <chakra.dd ms="0" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
