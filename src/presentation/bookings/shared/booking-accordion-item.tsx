import type { ReactNode } from 'react';
import { Accordion, Flex, Heading } from '@chakra-ui/react';
import { ChevronDownIcon } from '@/presentation/shared/components/icons/icons';

/**
 * One item of a bookings step's accordion (a purchase of the history, a person's attachments): its
 * trigger is a level-3 heading whose `summary` wraps onto a second line on a narrow screen, then the
 * chevron; `children` is the panel.
 */
export function BookingAccordionItem({ value, summary, children }: { value: string; summary: ReactNode; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Heading as="h3" size="md" m="0">
        <Accordion.ItemTrigger minH="12" cursor="pointer" py="3" gap="3">
          <Flex as="span" flex="1" minW="0" wrap="wrap" justify="space-between" columnGap="4" rowGap="1" textAlign="start">
            {summary}
          </Flex>
          <Accordion.ItemIndicator>
            <ChevronDownIcon />
          </Accordion.ItemIndicator>
        </Accordion.ItemTrigger>
      </Heading>
      <Accordion.ItemContent>
        <Accordion.ItemBody>{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
