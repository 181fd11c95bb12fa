import { useId } from 'react';
import { Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { InfoIcon } from '@/presentation/shared/components/icons/icons';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { publicImage } from '@/presentation/shared/components/public-image.util';
import { ServiceCard } from '@/presentation/shared/components/service-card/service-card';
import { bookingLandingMessages as m } from './booking-landing.messages';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';

/**
 * /reagenda-tu-reserva (docs/bookings.md): the two ways out of a booking and, beside them,
 * the cancellation policy so people know before starting whether their
 * reason qualifies and what to have at hand.
 */
export function BookingLandingPage() {
  const policyTitleId = useId();

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageIntro title={m.title} lead={m.lead} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '6', md: '8' }} align="stretch">
        <Box flex="3" minW="0">
          <CardGrid columns={2} aria-label={m.optionsLabel}>
            <ServiceCard
              title={m.reschedule.title}
              description={m.reschedule.description}
              imageSrc={publicImage('reserva-reagendar.svg')}
              action={{ kind: 'page', to: '/solicitud-de-reagendamiento', label: m.reschedule.action, isSelfDescribing: true }}
            />
            <ServiceCard
              title={m.refund.title}
              description={m.refund.description}
              imageSrc={publicImage('reserva-devolucion.svg')}
              action={{ kind: 'page', to: '/solicitud-de-devolucion', label: m.refund.action, isSelfDescribing: true }}
            />
          </CardGrid>
        </Box>
        <Box
          as="section"
          aria-labelledby={policyTitleId}
          flex="2"
          minW="0"
          p={{ base: '4', md: '6' }}
          bg="brand.subtle"
          borderLeftWidth="4px"
          borderColor="brand.solid"
          borderRadius="l2"
        >
          <Stack gap="3">
            <Heading as="h2" id={policyTitleId} size="lg" display="flex" alignItems="center" gap="2">
              <InfoIcon color="brand.fg" boxSize="6" flexShrink={0} />
              {m.policy.title}
            </Heading>
            <Text>{m.policy.reasonsIntro}</Text>
            <List.Root recipe={listRecipe} ps="5" gap="1">
              {m.policy.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List.Root>
            <Text>{m.policy.withdrawal}</Text>
            <Text>{m.policy.documents}</Text>
          </Stack>
        </Box>
      </Flex>
    </Stack>
  );
}
