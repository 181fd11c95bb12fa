import { useId } from 'react';
import { CloseButton, List, Popover, Text } from '@chakra-ui/react';
import type { ServicePhoneLine } from '@/application/config/app-config';
import { shellMessages } from '../texts/shell.messages';
import { PhoneLinesButton } from './shell-buttons';

const texts = shellMessages.footer;

/** '(604) 444 0000' → 'tel:6044440000'; a leading '+' survives for international numbers. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The footer's phone popover with the fund's two service lines (spec section 2, Footer). */
interface PhoneLinesPopoverProps {
  lines: readonly ServicePhoneLine[];
  /** Open on arrival: the person already clicked the stand-in button while this chunk loaded. */
  defaultOpen?: boolean;
}

export function PhoneLinesPopover({ lines, defaultOpen = false }: PhoneLinesPopoverProps) {
  // Zag names the dialog by its title only after a later animation frame; naming it up
  // front means screen readers hear 'Líneas de atención' as soon as focus lands inside.
  const titleId = useId();
  return (
    <Popover.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'top-start' }}
      lazyMount
      unmountOnExit
      ids={{ title: titleId }}
    >
      <Popover.Trigger asChild>
        <PhoneLinesButton />
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content color="fg" maxW="calc(100vw - 2rem)" aria-labelledby={titleId}>
          <Popover.Header pe="12">
            <Popover.Title fontWeight="semibold">{texts.phoneLines}</Popover.Title>
          </Popover.Header>
          <Popover.Body pt="0">
            <List.Root listStyle="none" gap="2">
              {lines.map((line) => (
                <List.Item key={line.number}>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {line.label}
                  </Text>
                  <a href={telHref(line.number)} aria-label={texts.callTo(line.label, line.number)}>
                    <Text as="span" fontWeight="semibold" color="brand.fg" textDecoration="underline" display="inline-block" py="1">
                      {line.number}
                    </Text>
                  </a>
                </List.Item>
              ))}
            </List.Root>
          </Popover.Body>
          <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
            <CloseButton aria-label={texts.phoneLinesClose} size="sm" minW="11" minH="11" />
          </Popover.CloseTrigger>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
