import type { ReactNode } from 'react';
import { dataListClass, dataListLabelClass, dataListRowClass, dataListValueClass } from './data-list.styles';

/**
 * Label and value pairs (a `dl`): two columns from tablet width, stacked on a phone. Plain elements
 * with static classes (data-list.styles.ts), so a page drawn without Chakra can show them.
 */
export function DataList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={dataListClass}>
      {rows.map(([label, value]) => (
        <div key={label} className={dataListRowClass}>
          <dt className={dataListLabelClass}>{label}</dt>
          <dd className={dataListValueClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
