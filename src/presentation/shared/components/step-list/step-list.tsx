import type { ReactNode } from 'react';
import { Box, Circle, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { stepListMessages } from './step-list.messages';

export interface Step {
  readonly title: string;
  readonly description: ReactNode;
}

export interface StepListProps {
  steps: readonly Step[];
  /** h3 under the section's h2 (default); h2 when the steps follow the h1 directly. */
  headingLevel?: 'h2' | 'h3';
  /** Id of the heading that introduces the steps. */
  'aria-labelledby'?: string;
}

/**
 * Numbered steps of a procedure: an ordered list, one column on phones and side by side
 * from tablets up. Each title starts with a hidden 'Paso n:' so browsing by headings still
 * tells the order.
 */
export function StepList({ steps, headingLevel = 'h3', 'aria-labelledby': labelledBy }: StepListProps) {
  return (
    <Box
      as="ol"
      role="list"
      aria-labelledby={labelledBy}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: `repeat(${Math.min(steps.length, 3)}, minmax(0, 1fr))` }}
      gap={{ base: '4', md: '6' }}
    >
      {steps.map((step, index) => (
        <Box
          as="li"
          key={step.title}
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          gap="4"
          p={{ base: '4', md: '6' }}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.panel"
        >
          <Circle
            aria-hidden="true"
            size={{ base: '10', md: '12' }}
            flexShrink={0}
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
          >
            {index + 1}
          </Circle>
          <Stack gap="2" minW="0">
            <Heading as={headingLevel} size="md" lineHeight="short">
              <VisuallyHidden>{stepListMessages.stepPrefix(index + 1)}</VisuallyHidden>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.description}</Text>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
