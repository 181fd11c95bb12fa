import { useEffect, useRef } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { bookingRequestMessages } from './booking-request.messages';
import type { BuyerStepViewModel } from './buyer-step.view-model';

const m = bookingRequestMessages.draftLock;

/**
 * Step 1's notice of a draft an earlier page of the tab left: it says one exists and how to go on
 * with it, without a word of what it holds (no document, name, file or step). A wrong document is
 * announced as an alert while the focus stays on 'Validar'. 'Empezar una solicitud nueva' deletes
 * it; the notice keeps its place, says so and takes the focus the removed button had.
 */
export const DraftLockNotice = observer(function DraftLockNotice({ step }: { step: BuyerStepViewModel }) {
  const ref = useRef<HTMLDivElement>(null);
  const lock = step.draftLock;
  const deletedByPerson = lock?.kind === 'deleted' && lock.by === 'person';
  useEffect(() => {
    if (deletedByPerson) ref.current?.focus();
  }, [deletedByPerson]);
  if (lock === null) return null;

  return (
    <Box ref={ref} tabIndex={-1} outline="none" borderWidth="1px" borderColor="border" rounded="md" p="4" bg="bg.subtle">
      {lock.kind === 'deleted' ? (
        <Text role="status">{lock.by === 'tries' ? m.deletedByTries : m.deletedByPerson}</Text>
      ) : (
        <>
          <Heading as="h3" size="md" mb="2">
            {m.heading}
          </Heading>
          <Text>{m.locked}</Text>
          {lock.kind === 'mismatch' && (
            <Text role="alert" color="fg.error" fontWeight="medium" mt="2">
              {m.mismatch(lock.triesLeft)}
            </Text>
          )}
          <Button variant="outline" mt="3" onClick={() => step.discardDraft()}>
            {m.discard}
          </Button>
        </>
      )}
    </Box>
  );
});
