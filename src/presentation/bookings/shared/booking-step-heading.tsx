import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';

/**
 * A step's h2 with 'Paso N de M' inside it: when the step changes the heading takes focus
 * (StepHeading), and a screen reader then hears where in the request the person is, not only
 * the step's name.
 */
export const BookingStepHeading = observer(function BookingStepHeading({ vm, children }: { vm: BookingRequestViewModel; children: ReactNode }) {
  return (
    <StepHeading>
      <chakra.span display="block" fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
        {m.stepOf(vm.step, vm.lastStep)}
      </chakra.span>{' '}
      {children}
    </StepHeading>
  );
});
