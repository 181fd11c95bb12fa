import { useId } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { StepList, type Step } from './step-list';

/** A titled section (h2) holding a procedure's numbered steps; the list is named by its title. */
export function StepsSection({ title, steps }: { title: string; steps: readonly Step[] }) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Heading as="h2" id={titleId} size="xl">
        {title}
      </Heading>
      <StepList steps={steps} aria-labelledby={titleId} />
    </Stack>
  );
}
