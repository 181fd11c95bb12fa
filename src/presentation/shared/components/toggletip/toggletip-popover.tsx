import { useEffect, useId, useRef, useState } from 'react';
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
  // Only the moment of arrival counts; StrictMode runs the effect twice, the press happens once.
  const [arrival] = useState(() => ({ open: openOnArrival, focus: focusOnArrival }));
  const isArrivalHandled = useRef(false);

  useEffect(() => {
    if (isArrivalHandled.current) return;
    isArrivalHandled.current = true;
    // The real trigger's own click: the popover opens and moves focus inside, as for any press.
    if (arrival.open) triggerRef.current?.click();
    else if (arrival.focus) triggerRef.current?.focus();
  }, [arrival]);

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
