import { useEffect, useId, useRef } from 'react';
import { CloseButton, Popover } from '@chakra-ui/react';
import type { ToggletipProps } from './toggletip';
import { popoverRecipe } from '@/presentation/shared/theme/popover-recipe.model';

interface ToggletipPopoverProps extends ToggletipProps {
  /** The person pressed the stand-in button while this chunk loaded: open as that press would have. */
  openOnArrival: boolean;
  /** The stand-in button had focus: the real one takes it over. */
  focusOnArrival: boolean;
}

/** The Chakra popover behind `Toggletip`, in its own chunk (Popover, positioning, focus handling). */
export function ToggletipPopover({
  trigger,
  title,
  closeLabel,
  placement = 'bottom-start',
  width,
  children,
  openOnArrival,
  focusOnArrival,
}: ToggletipPopoverProps) {
  // Zag names the dialog by its title only after a later animation frame; naming it up
  // front means screen readers hear the title as soon as focus lands inside.
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // What was done to the stand-in while this chunk loaded, acted on once each. Not only at the
  // first render: a press made while the chunk loaded is a transition of its own, which can commit
  // just after the one that mounted this (the page settling). The stand-in is gone by then, so
  // neither flag can turn true for any later reason; StrictMode's second effect finds them handled.
  const handled = useRef({ open: false, focus: false });

  useEffect(() => {
    if (openOnArrival && !handled.current.open) {
      handled.current.open = true;
      // The real trigger's own click: the popover opens and moves focus inside, as for any press.
      triggerRef.current?.click();
    } else if (focusOnArrival && !handled.current.focus && !handled.current.open) {
      handled.current.focus = true;
      triggerRef.current?.focus();
    }
  }, [openOnArrival, focusOnArrival]);

  return (
    <Popover.Root recipe={popoverRecipe} positioning={{ placement }} lazyMount unmountOnExit ids={{ title: titleId }}>
      <Popover.Trigger asChild ref={triggerRef}>
        {trigger}
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content color="fg" maxW="calc(100vw - 2rem)" width={width} aria-labelledby={titleId}>
          <Popover.Header pe="12">
            <Popover.Title fontWeight="semibold">{title}</Popover.Title>
          </Popover.Header>
          <Popover.Body pt="0">{children}</Popover.Body>
          <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
            <CloseButton aria-label={closeLabel} size="sm" minW="11" minH="11" />
          </Popover.CloseTrigger>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
