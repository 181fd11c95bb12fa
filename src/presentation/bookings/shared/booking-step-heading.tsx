import type { ReactNode } from 'react';
import { chakra, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { StepHeading, stepHeadingSize } from '@/presentation/shared/components/step-heading/step-heading';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';

/**
 * A step's h2 with 'Paso N de M' inside it: when the step changes the heading takes focus
 * (StepHeading), and a screen reader then hears where in the request the person is, not only
 * the step's name.
 *
 * While the draft is looked for, step 1's heading is drawn as a plain h2 of the same size: a
 * StepHeading would count as the page's first step, and a draft found on step 3 would then take
 * focus from where the page load left it.
 */
export const BookingStepHeading = observer(function BookingStepHeading({ vm, children }: { vm: BookingRequestViewModel; children: ReactNode }) {
  const content = (
    <>
      <chakra.span display="block" fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
        {m.stepOf(vm.step, vm.lastStep)}
      </chakra.span>{' '}
      {children}
    </>
  );
  if (vm.phase === 'restoring') {
    return (
      <Heading as="h2" size={stepHeadingSize}>
        {content}
      </Heading>
    );
  }
  return <StepHeading>{content}</StepHeading>;
});
