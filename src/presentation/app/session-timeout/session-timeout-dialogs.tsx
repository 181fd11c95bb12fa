import { useRef } from 'react';
import { Dialog, Text, VisuallyHidden } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import { countdownMilestone } from '@/domain/shared/session/session-timeout.rules';
import { ClockIcon, WarningIcon } from '@/presentation/shared/components/icons/icons';
import { useInjection } from '@/presentation/shared/di/container-context';
import { PortalDialog, PortalDialogContent } from '@/presentation/shared/components/portal-dialog/portal-dialog';
import { sessionTimeoutMessages } from './session-timeout.messages';
import { SessionTimeoutStore } from './session-timeout.store';

const countdownTexts = sessionTimeoutMessages.countdown;
const closedTexts = sessionTimeoutMessages.closedSession;

/**
 * The countdown and closed-session dialogs (docs/identity.md): their own chunk, since
 * most visits show neither. Like the feedback modal: alertdialog, Escape closes, a click on
 * the backdrop does not, focus moves in and returns where it was.
 */
export const SessionTimeoutDialogs = observer(function SessionTimeoutDialogs() {
  const store = useInjection<SessionTimeoutStore>(SessionTimeoutStore);
  const { countdownSeconds, isSessionClosed } = store.state;
  return (
    <>
      <CountdownDialog seconds={countdownSeconds} isRefreshing={store.state.isRefreshing} store={store} />
      {/* Never both at once: the countdown belongs to a live session, this one to an ended one. */}
      <ClosedSessionDialog isOpen={isSessionClosed && countdownSeconds === null} store={store} />
    </>
  );
});

function CountdownDialog({
  seconds,
  isRefreshing,
  store,
}: {
  seconds: number | null;
  isRefreshing: boolean;
  store: SessionTimeoutStore;
}) {
  const continueRef = useRef<HTMLButtonElement>(null);
  // While the dialog plays its closing animation the store already says null: keep showing
  // the last second instead of a jump to '00'.
  const lastSeconds = useRef(seconds ?? 0);
  if (seconds !== null) lastSeconds.current = seconds;
  // The dialog's opening is announced with its title and description; after that the live
  // region speaks only at 60, 30 and 10 s, not every second.
  const milestone = seconds === null ? null : countdownMilestone(seconds);
  return (
    <PortalDialog
      isOpen={seconds !== null}
      // Escape means 'not now', the least destructive choice: keep the session.
      onDismiss={() => void store.continueSession()}
      initialFocusEl={() => continueRef.current}
    >
      <PortalDialogContent
        data-testid="session-countdown-dialog"
        icon={<ClockIcon boxSize="12" color="fg.warning" />}
        title={countdownTexts.title}
        actions={
          <>
            <Button variant="outline" minH="11" minW="36" onClick={() => void store.closeSession()}>
              {countdownTexts.closeSession}
            </Button>
            <Button
              ref={continueRef}
              minH="11"
              minW="36"
              loading={isRefreshing}
              onClick={() => void store.continueSession()}
            >
              {countdownTexts.continueSession}
            </Button>
          </>
        }
      >
        <Dialog.Description as="div" color="fg">
          <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="short">
            {countdownTexts.time(seconds ?? lastSeconds.current)}
          </Text>
          <Text fontSize="md" mt="2">
            {countdownTexts.question}
          </Text>
        </Dialog.Description>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {milestone === null ? '' : countdownTexts.announcement(milestone)}
        </VisuallyHidden>
      </PortalDialogContent>
    </PortalDialog>
  );
}

function ClosedSessionDialog({ isOpen, store }: { isOpen: boolean; store: SessionTimeoutStore }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <PortalDialog
      isOpen={isOpen}
      // Escape accepts: the flag is cleared so the dialog does not come back on every visit.
      onDismiss={() => void store.acceptClosedSession()}
      initialFocusEl={() => acceptRef.current}
    >
      <PortalDialogContent
        data-testid="closed-session-dialog"
        icon={<WarningIcon boxSize="12" color="fg.warning" />}
        title={closedTexts.title}
        actions={
          <>
            <Button variant="outline" minH="11" minW="36" onClick={() => void store.loginAgain()}>
              {closedTexts.login}
            </Button>
            <Button ref={acceptRef} minH="11" minW="36" onClick={() => void store.acceptClosedSession()}>
              {closedTexts.accept}
            </Button>
          </>
        }
      >
        <Dialog.Description color="fg" fontSize="md">
          {closedTexts.message}
        </Dialog.Description>
      </PortalDialogContent>
    </PortalDialog>
  );
}
