import { useEffect, useId, useRef } from 'react';
import { Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { bookingRequestMessages as m } from './booking-request.messages';
import type { BookingRequestViewModel } from './booking-request.view-model';
import type { SubmissionProgress } from './submission-progress.view-model';

const texts = m.sending;

function visibleText(progress: SubmissionProgress): string {
  if (progress.stage === 'awaitingAnswer') return texts.awaitingAnswer;
  return progress.percent === null ? texts.uploadingUnknown : texts.uploading(progress.percent);
}

/**
 * How the request is going out: a determinate bar with the percentage while the body is sent,
 * an indeterminate one while the fund answers. Shown in the page, next to the disabled buttons,
 * instead of the global loader: tens of MB take a while and the person should see that they move.
 *
 * Focus moves here when it appears (the button just pressed is disabled, and a disabled button
 * drops focus). The live region speaks the two stages only: a percentage a second would drown
 * everything else a screen reader says; the bar's value is there for whoever asks for it.
 */
export const SubmissionProgressPanel = observer(function SubmissionProgressPanel({ vm }: { vm: BookingRequestViewModel }) {
  const progress = vm.upload.progress;
  if (progress === null) return null;
  return <ProgressPanel progress={progress} />;
});

function ProgressPanel({ progress }: { progress: SubmissionProgress }) {
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const percent = progress.stage === 'uploading' ? progress.percent : null;
  const text = visibleText(progress);
  return (
    <Stack
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      data-testid="booking-request-progress"
      gap="3"
      p="4"
      rounded="l2"
      borderWidth="1px"
      borderColor="brand.solid"
      bg="bg.panel"
      outline="none"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Text id={labelId} fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {text}
      </Text>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        h="3"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        {percent !== null ? (
          <Box h="full" bg="brand.solid" rounded="full" width={`${percent}%`} transition="width 0.2s linear" />
        ) : (
          <Box
            h="full"
            w="40%"
            bg="brand.solid"
            rounded="full"
            animation="booking-progress 1.4s ease-in-out infinite"
            _motionReduce={{ animation: 'none', w: 'full', opacity: 0.6 }}
            css={{
              '@keyframes booking-progress': {
                from: { transform: 'translateX(-100%)' },
                to: { transform: 'translateX(250%)' },
              },
            }}
          />
        )}
      </Box>
      <Text color="fg.muted">{texts.keepOpen}</Text>
      <VisuallyHidden aria-live="polite">{progress.stage === 'awaitingAnswer' ? texts.awaitingAnswer : texts.uploadingUnknown}</VisuallyHidden>
    </Stack>
  );
}
