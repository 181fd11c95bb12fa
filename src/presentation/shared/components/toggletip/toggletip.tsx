import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps, PopoverContentProps } from '@chakra-ui/react';

// Chakra's Popover with its positioning and focus handling weighs about 30 KiB gzip: it comes in
// its own chunk, fetched as the page renders, so no page waits for it. Meanwhile the same button
// is drawn without behaviour; pressing it opens the toggletip as soon as the chunk lands.
const ToggletipPopover = lazy(async () => ({ default: (await import('./toggletip-popover')).ToggletipPopover }));

export interface ToggletipProps {
  /** The button that opens it (a Chakra Button); drawn the same before and after the chunk arrives. */
  trigger: ReactElement<ButtonProps>;
  /** Names the popover: screen readers announce it when focus moves inside. */
  title: string;
  /** The accessible name of its close button. */
  closeLabel: string;
  placement?: 'bottom-start' | 'top-start';
  width?: PopoverContentProps['width'];
  children: ReactNode;
}

/**
 * A button that opens a small non-modal dialog with a title, some help and a close button
 * (the FOVIS help, the school sequential-number help, the footer's phone lines).
 */
export function Toggletip(props: ToggletipProps) {
  const [isRequested, setRequested] = useState(false);
  // A keyboard user who tabbed onto the stand-in keeps focus when the real trigger replaces it.
  const [hasFocus, setFocus] = useState(false);
  const standIn = cloneElement(props.trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    // The press counts from pointer-down: if the chunk lands between down and up, the button
    // under the pointer is a new one and the browser sends no click to either.
    onPointerDown: () => setRequested(true),
    onClick: () => setRequested(true),
    onFocus: () => setFocus(true),
    onBlur: () => setFocus(false),
  });
  return (
    <Suspense fallback={standIn}>
      <ToggletipPopover {...props} openOnArrival={isRequested} focusOnArrival={hasFocus} />
    </Suspense>
  );
}
