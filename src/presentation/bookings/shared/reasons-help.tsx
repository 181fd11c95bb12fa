import { useId } from 'react';
import { Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { reasonTypes } from '@/domain/bookings/reason-type.entity';
import { InfoIcon } from '@/presentation/shared/components/icons/icons';
import { Toggletip } from '@/presentation/shared/components/toggletip/toggletip';
import { bookingRequestMessages as m } from './booking-request.messages';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';

const texts = m.reasonsHelp;

/**
 * The five accepted reasons (docs/bookings.md), each with a toggletip saying when it
 * applies; the right of withdrawal's notice and refund come from the domain's constants. Above
 * the people's forms at every width, so it is read before a reason is chosen.
 */
export function ReasonsHelp() {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      p={{ base: '4', md: '5' }}
      bg="brand.subtle"
      borderStartWidth="4px"
      borderColor="brand.solid"
      rounded="l2"
    >
      <Stack gap="3">
        <Heading as="h3" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <InfoIcon color="brand.fg" boxSize="5" flexShrink={0} />
          {texts.heading}
        </Heading>
        <Text>{texts.intro}</Text>
        <List.Root recipe={listRecipe} listStyleType="none" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
          {reasonTypes.map((reason) => {
            const label = m.reasons.labels[reason];
            return (
              <List.Item key={reason}>
                <Flex align="center" gap="1">
                  <span>{label}</span>
                  <Toggletip
                    trigger={
                      <Button type="button" variant="ghost" size="sm" minW="11" minH="11" px="0" aria-label={texts.open(label)}>
                        <InfoIcon />
                      </Button>
                    }
                    title={label}
                    closeLabel={texts.close}
                    width="sm"
                  >
                    <Text>{texts.explanations[reason]}</Text>
                  </Toggletip>
                </Flex>
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    </Box>
  );
}
