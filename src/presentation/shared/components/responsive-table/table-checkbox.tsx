import { useEffect, useRef } from 'react';
import { chakra } from '@chakra-ui/react';

/** Whether none, some or all of a table's rows are checked. */
export type SelectAllState = 'none' | 'some' | 'all';

// A native checkbox: the browser and screen readers give it its states, 'mixed' included.
const checkboxStyle = {
  width: '6',
  height: '6',
  accentColor: 'var(--chakra-colors-brand-solid)',
  cursor: 'pointer',
  flexShrink: 0,
} as const;

/** A row's checkbox; `label` names it for screen readers (the row's own words, e.g. its document). */
export function RowCheckbox({ label, isChecked, onToggle, isDisabled = false }: { label: string; isChecked: boolean; onToggle: () => void; isDisabled?: boolean }) {
  return (
    <chakra.input type="checkbox" {...checkboxStyle} checked={isChecked} disabled={isDisabled} onChange={onToggle} aria-label={label} />
  );
}

/** Checked when every row is, indeterminate ('mixed') when some are; its label is visible. */
export function SelectAllCheckbox({ label, state, onToggle, isDisabled = false }: { label: string; state: SelectAllState; onToggle: () => void; isDisabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute React could set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <chakra.label display="flex" alignItems="center" gap="3" minH="11" fontWeight="semibold" cursor="pointer" alignSelf="flex-start">
      <chakra.input ref={ref} type="checkbox" {...checkboxStyle} checked={state === 'all'} disabled={isDisabled} onChange={onToggle} />
      {label}
    </chakra.label>
  );
}
