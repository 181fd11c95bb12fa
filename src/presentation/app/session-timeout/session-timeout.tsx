import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ActivityKind } from '@/application/shared/session/session-timeout.controller';
import type { InactivityNoticeKind } from '@/domain/shared/session/session-timeout.rules';
import { ClockIcon } from '@/presentation/shared/components/icons/icons';
import { useInjection } from '@/presentation/shared/di/container-context';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { preload } from '@/presentation/shared/lazy/preload.util';
import { sessionTimeoutMessages } from './session-timeout.messages';
import { SessionTimeoutStore } from './session-timeout.store';

const texts = sessionTimeoutMessages.notice;

/**
 * Browser events that count as activity (docs/identity.md: blur, click, keypress, mouse, scroll, touch).
 * 'keydown' stands for keypress: keypress never fires for Tab or the arrow keys, and someone
 * moving through the page with the keyboard is as active as someone clicking.
 */
const activityEvents: readonly (readonly [keyof WindowEventMap, ActivityKind])[] = [
  ['blur', 'blur'],
  ['click', 'click'],
  ['keydown', 'keypress'],
  ['mousemove', 'mousemove'],
  ['scroll', 'scroll'],
  ['touchstart', 'touchstart'],
];

/**
 * Session timeout (docs/identity.md): follows activity while someone is signed in, shows an
 * inactivity notice in the page when the browser blocks its window, and the countdown and
 * closed-session dialogs. Mounted once in the layout.
 */
export const SessionTimeout = observer(function SessionTimeout() {
  const store = useInjection<SessionTimeoutStore>(SessionTimeoutStore);
  const { isLogged } = store;

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  useEffect(() => {
    if (!isLogged) return;
    // Capture, so scrolling inside a panel (scroll does not bubble) counts too; passive, so
    // the listeners never delay scrolling or touch. Each event costs the controller one assignment.
    const options = { capture: true, passive: true } as const;
    const listeners = activityEvents.map(([type, kind]) => {
      const listener = () => store.recordActivity(kind);
      window.addEventListener(type, listener, options);
      return () => window.removeEventListener(type, listener, options);
    });
    // The dialogs' chunk is fetched while idle, so the countdown never waits on the network.
    const cancelPreload = whenIdle(() => preload(loadDialogs));
    return () => {
      listeners.forEach((remove) => remove());
      cancelPreload();
    };
  }, [store, isLogged]);

  return (
    <>
      <InPageNotice />
      <DialogsHost />
    </>
  );
});

const loadDialogs = () => import('./session-timeout-dialogs');
const SessionTimeoutDialogs = lazy(async () => ({ default: (await loadDialogs()).SessionTimeoutDialogs }));

const DialogsHost = observer(function DialogsHost() {
  const store = useInjection<SessionTimeoutStore>(SessionTimeoutStore);
  const { countdownSeconds, isSessionClosed } = store.state;
  // Once needed, kept mounted so the dialogs can play their closing animation.
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && (countdownSeconds !== null || isSessionClosed)) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialogs />
    </Suspense>
  );
});

/**
 * The inactivity window's notice, inside the page, for when the browser blocked the window.
 * Not a dialog: it must not take focus from whatever the person returns to. Both live regions
 * are always in the document so screen readers announce a notice when it is put inside:
 * the 2-minute notice politely, the 20-second and expired ones at once.
 */
const InPageNotice = observer(function InPageNotice() {
  const store = useInjection<SessionTimeoutStore>(SessionTimeoutStore);
  const kind = store.state.inPageNotice;
  const isUrgent = kind !== null && kind !== 'timeLeft';
  const notice = kind === null ? null : <Notice kind={kind} onClose={() => store.dismissNotice()} />;
  return (
    <Box
      data-testid="session-timeout-regions"
      position="fixed"
      zIndex="toast"
      top={{ base: '2', md: '4' }}
      insetInline="0"
      px={{ base: '2', md: '4' }}
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      <Box role="status" w="full" maxW="xl">
        {!isUrgent && notice}
      </Box>
      <Box role="alert" w={isUrgent ? 'full' : '0'} maxW="xl">
        {isUrgent && notice}
      </Box>
    </Box>
  );
});

function Notice({ kind, onClose }: { kind: InactivityNoticeKind; onClose: () => void }) {
  const { title, message } = texts[kind];
  const isWarning = kind === 'timeLeft';
  return (
    <Flex
      data-testid="in-page-inactivity-notice"
      gap="3"
      align="flex-start"
      bg="bg"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderColor={isWarning ? 'orange.500' : 'red.600'}
      borderRadius="md"
      boxShadow="lg"
      p={{ base: '3', md: '4' }}
      pointerEvents="auto"
    >
      <ClockIcon boxSize="6" flexShrink={0} color={isWarning ? 'fg.warning' : 'fg.error'} mt="0.5" />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="bold" fontSize="md">
          {title}
        </Text>
        <Text fontSize="sm">{message}</Text>
      </Stack>
      <Button size="sm" variant="outline" minH="11" minW="11" flexShrink={0} onClick={onClose}>
        {texts.close}
      </Button>
    </Flex>
  );
}
