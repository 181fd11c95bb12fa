import { cloneElement, lazy, startTransition, Suspense, useState, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import type { PopoverContentProps } from '@chakra-ui/react';
import { usePageSettled } from '@/presentation/shared/idle/use-page-settled';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';

// Chakra's Popover with its positioning and focus handling weighs about 30 KiB gzip: it comes in
// its own chunk, asked for once the page has settled (or at once when the button is pressed or
// focused), so no first screen waits or competes for it. Meanwhile the same button is drawn
// without behaviour; pressing it opens the toggletip as soon as the chunk lands. The popover
// brings the theme with it, so a page drawn with static classes only (no Chakra) can hold one.
const ToggletipPopover = lazy(async () => {
  const loaded = await loadThemed(async () => (await import('./toggletip-popover')).ToggletipPopover);
  isPopoverLoaded = true;
  return { default: loaded };
});
/** Once the chunk is here (another toggletip asked for it), a new toggletip renders it at once. */
let isPopoverLoaded = false;

/** What the toggletip sets on its trigger: the stand-in's handlers, then the popover's. */
type ToggletipTriggerProps = ComponentPropsWithRef<'button'>;

export interface ToggletipProps {
  /**
   * The button that opens it (a `button` element, or a component drawing one and passing its
   * props and ref on); drawn the same before and after the chunk arrives.
   */
  trigger: ReactElement<ToggletipTriggerProps>;
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
  const isSettled = usePageSettled();
  const standIn = cloneElement(props.trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    // The press counts from pointer-down: if the chunk lands between down and up, the button
    // under the pointer is a new one and the browser sends no click to either.
    // Transitions: while the chunk loads, this very button stays on screen (and keeps focus).
    onPointerDown: () => startTransition(() => setRequested(true)),
    onClick: () => startTransition(() => setRequested(true)),
    onFocus: () => startTransition(() => setFocus(true)),
    onBlur: () => startTransition(() => setFocus(false)),
  });
  const isWanted = isPopoverLoaded || isSettled || isRequested || hasFocus;
  return (
    <Suspense fallback={standIn}>
      {isWanted ? <ToggletipPopover {...props} openOnArrival={isRequested} focusOnArrival={hasFocus} /> : standIn}
    </Suspense>
  );
}
