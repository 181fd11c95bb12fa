import { Accordion, Heading, Text } from '@chakra-ui/react';
import { ChevronDownIcon } from '@/presentation/shared/components/icons/icons';
import { FooterLinkList, type FooterColumn } from './footer-links';
import { shellIconSize } from './shell-buttons';
import { accordionRecipe } from '@/presentation/shared/theme/accordion-recipe.model';

/** Below `md` the footer's link columns fold into an accordion (spec section 2, Footer). */
export function FooterAccordion({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <Accordion.Root recipe={accordionRecipe} multiple collapsible variant="plain">
      {columns.map((column) => (
        <Accordion.Item key={column.id} value={column.id} borderBottomWidth="1px" borderColor="whiteAlpha.400">
          <Heading as="h3" fontSize="md" fontWeight="bold" m="0">
            <Accordion.ItemTrigger minH="12" color="white" cursor="pointer" px="1">
              <Text as="span" flex="1" textAlign="start">
                {column.title}
              </Text>
              <Accordion.ItemIndicator color="white">
                <ChevronDownIcon boxSize={shellIconSize} />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="1" pt="0" pb="3">
              <FooterLinkList links={column.links} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
