import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';
import type { OpenedWindow, WindowOpener } from '@/application/shared/session/window-opener.port';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { TimerScheduler } from '@/infrastructure/browser/timer-scheduler.adapter';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { MemoryStorage } from '@test/support/memory-storage';
import { RecordingLogger } from '@test/support/recording-logger';


interface FakeWindow extends OpenedWindow {
  readonly path: string;
  readonly name: string;
  readonly features: string;
  closed: boolean;
}

/** Records every window asked for; `blocked` plays a pop-up blocker. */
class FakeWindowOpener implements WindowOpener {
  readonly opened: FakeWindow[] = [];
  blocked = false;
  open(path: string, name: string, features: string): OpenedWindow | null {
    if (this.blocked) return null;
    const opened: FakeWindow = {
      path,
      name,
      features,
      closed: false,
      close() {
        this.closed = true;
      },
      isOpen() {
        return !this.closed;
      },
    };
    this.opened.push(opened);
    return opened;
  }
  get paths(): string[] {
    return this.opened.map((opened) => opened.path);
  }
}

/** The other tabs: `published` is what this tab told them; `fromOtherTab` plays one of them. */
class FakeBroadcast implements ActivityBroadcast {
  readonly published: number[] = [];
  private readonly listeners = new Set<(at: number) => void>();
  publish(at: number): void {
    this.published.push(at);
  }
  subscribe(listener: (at: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  fromOtherTab(at: number): void {
    this.listeners.forEach((listener) => listener(at));
  }
  get subscribers(): number {
    return this.listeners.size;
  }
}

function setUp({ logged = true, expired = false }: { logged?: boolean; expired?: boolean } = {}) {
  const identity = new FakeIdentity(logged ? signedInSession : anonymousSession);
  const storage = new MemoryStorage();
  if (expired) storage.set(storageKeys.isExpired, 'true');
  const windows = new FakeWindowOpener();
  const broadcast = new FakeBroadcast();
  const logger = new RecordingLogger();
  const controller = new SessionTimeoutController(identity, storage, new TimerScheduler(), windows, broadcast, logger);
  controller.start();
  return { identity, storage, windows, controller, broadcast, logger };
}

const advance = (ms: number) => vi.advanceTimersByTime(ms);
/** Lets the promise chains the timers started (logout, refresh) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T14:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('SessionTimeoutController: inactivity windows', () => {
  it('opens nothing at 899,999 ms and the 600×200 /tiempo-restante window at 900,000 ms', () => {
    const { windows } = setUp();
    advance(899_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.opened).toEqual([
      expect.objectContaining({ path: 'tiempo-restante', name: 'tiempo-restante', features: 'width=600,height=200' }),
    ]);
  });

  it('closes /tiempo-restante after 99 s, opens /poco-tiempo-restante at 1,000,000 ms and closes it after 19 s', () => {
    const { windows } = setUp();
    advance(900_000 + 99_000 - 1);
    expect(windows.opened[0]?.closed).toBe(false);
    advance(1);
    expect(windows.opened[0]?.closed).toBe(true);

    advance(1_000_000 - 999_000 - 1);
    expect(windows.paths).toEqual(['tiempo-restante']);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante', 'poco-tiempo-restante']);
    advance(19_000 - 1);
    expect(windows.opened[1]?.closed).toBe(false);
    advance(1);
    expect(windows.opened[1]?.closed).toBe(true);
  });

  it('opens /tiempo-expirado at 1,020,000 ms; 3 s later stores isExpired and then logs out', async () => {
    const { windows, storage, identity, controller } = setUp();
    advance(1_019_999);
    expect(windows.paths).not.toContain('tiempo-expirado');
    advance(1);
    expect(windows.paths.at(-1)).toBe('tiempo-expirado');

    advance(2_999);
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(identity.logoutCalls).toBe(0);

    let flagAtLogout: string | null = null;
    identity.logout.mockImplementationOnce(async () => {
      flagAtLogout = storage.get(storageKeys.isExpired);
      identity.change(anonymousSession);
    });
    advance(1);
    await settle();
    expect(flagAtLogout).toBe('true');
    expect(identity.logoutCalls).toBe(1);
    expect(windows.opened.at(-1)?.closed).toBe(true);
    expect(controller.current.isSessionClosed).toBe(true);
  });

  it('restarts on activity: a click at 899,999 ms moves the first window to 900,000 ms after the click', () => {
    const { windows, controller } = setUp();
    advance(899_999);
    controller.recordActivity('click');
    advance(899_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante']);
  });

  it.each(['blur', 'click', 'keypress', 'mousemove', 'scroll', 'touchstart'] as const)(
    '"%s" counts as activity',
    (kind) => {
      const { windows, controller } = setUp();
      advance(500_000);
      controller.recordActivity(kind);
      advance(899_999);
      expect(windows.opened).toHaveLength(0);
    },
  );

  it('activity after a notice starts the sequence over from /tiempo-restante', () => {
    const { windows, controller } = setUp();
    advance(900_000);
    controller.recordActivity('keypress');
    advance(120_000);
    expect(windows.paths).toEqual(['tiempo-restante']);
    advance(900_000 - 120_000);
    expect(windows.paths).toEqual(['tiempo-restante', 'tiempo-restante']);
  });

  it('a stream of mousemove events does not create or clear timers', () => {
    const { controller } = setUp();
    advance(1_000);
    const before = vi.getTimerCount();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 500; i += 1) controller.recordActivity('mousemove');
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(before);
    setTimeoutSpy.mockRestore();
  });

  it('ignores the blur its own window causes, so the sequence still reaches the expiry', () => {
    const { windows, controller } = setUp();
    advance(900_000);
    controller.recordActivity('blur'); // focus moved to the window just opened
    advance(100_000);
    expect(windows.paths).toEqual(['tiempo-restante', 'poco-tiempo-restante']);
  });

  it('activity cannot undo the expiry once the expired notice is shown', async () => {
    const { identity, controller } = setUp();
    advance(1_020_000);
    controller.recordActivity('click');
    advance(3_000);
    await settle();
    expect(identity.logoutCalls).toBe(1);
  });

  it('a late timer (laptop asleep) goes straight to the notice that is due', () => {
    const { windows } = setUp();
    vi.setSystemTime(Date.now() + 1_050_000); // the clock jumps; no timer ran meanwhile
    advance(0);
    advance(900_000);
    expect(windows.paths).toEqual(['tiempo-expirado']);
  });

  it('runs only while signed in: nothing when anonymous, armed on sign-in, stopped on sign-out', () => {
    const { windows, identity } = setUp({ logged: false });
    advance(2_000_000);
    expect(windows.opened).toHaveLength(0);

    identity.signIn();
    advance(900_000);
    expect(windows.paths).toEqual(['tiempo-restante']);

    identity.change(anonymousSession);
    expect(windows.opened[0]?.closed).toBe(true);
    advance(2_000_000);
    expect(windows.paths).toEqual(['tiempo-restante']);
  });
});

describe('SessionTimeoutController: other tabs', () => {
  it('activity in another tab postpones the windows here', () => {
    const { windows, broadcast } = setUp();
    advance(600_000);
    broadcast.fromOtherTab(Date.now());
    advance(899_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante']);
  });

  it('activity in another tab after a notice starts the sequence over', () => {
    const { windows, broadcast } = setUp();
    advance(900_000);
    broadcast.fromOtherTab(Date.now());
    advance(899_999);
    expect(windows.paths).toEqual(['tiempo-restante']);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante', 'tiempo-restante']);
  });

  it('older news from another tab changes nothing', () => {
    const { windows, broadcast, controller } = setUp();
    advance(100_000);
    controller.recordActivity('click');
    broadcast.fromOtherTab(Date.now() - 50_000);
    advance(899_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.opened).toHaveLength(1);
  });

  it('tells the other tabs at most once a second, and never its own blur caused by a notice window', () => {
    const { broadcast, controller } = setUp();
    const start = Date.now();
    controller.recordActivity('mousemove');
    for (let i = 0; i < 9; i += 1) {
      advance(100);
      controller.recordActivity('mousemove');
    }
    advance(100);
    controller.recordActivity('mousemove');
    expect(broadcast.published).toEqual([start, start + 1_000]);

    advance(900_000);
    controller.recordActivity('blur');
    expect(broadcast.published).toHaveLength(2);
  });

  it('ignores other tabs while signed out, and stops listening when stopped', () => {
    const { windows, broadcast, controller, identity } = setUp({ logged: false });
    broadcast.fromOtherTab(Date.now());
    identity.signIn();
    advance(900_000);
    expect(windows.paths).toEqual(['tiempo-restante']);
    controller.stop();
    expect(broadcast.subscribers).toBe(0);
  });
});

describe('SessionTimeoutController: pop-up blocked', () => {
  it('shows the notice in the page for the same time the window would stay open', () => {
    const { windows, controller } = setUp();
    windows.blocked = true;
    advance(900_000);
    expect(controller.current.inPageNotice).toBe('timeLeft');
    advance(98_999);
    expect(controller.current.inPageNotice).toBe('timeLeft');
    advance(1);
    expect(controller.current.inPageNotice).toBeNull();

    advance(1_000);
    expect(controller.current.inPageNotice).toBe('littleTimeLeft');
    controller.dismissInPageNotice();
    expect(controller.current.inPageNotice).toBeNull();

    advance(20_000);
    expect(controller.current.inPageNotice).toBe('timeExpired');
  });

  it('notifies subscribers of each change', () => {
    const { windows, controller } = setUp();
    windows.blocked = true;
    const seen: (string | null)[] = [];
    controller.subscribe((state) => seen.push(state.inPageNotice));
    advance(900_000 + 99_000);
    expect(seen).toEqual(['timeLeft', null]);
  });
});

describe('SessionTimeoutController: expiry countdown', () => {
  it('polls every 15 s and opens the countdown at 120 s or less, not at 121', () => {
    const { identity, controller } = setUp();
    const poll = vi.spyOn(identity, 'secondsUntilExpiry');
    identity.expiresInSeconds = 121;
    advance(14_999);
    expect(poll).not.toHaveBeenCalled();
    advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBeNull();

    identity.expiresInSeconds = 120;
    advance(14_999);
    expect(controller.current.countdownSeconds).toBeNull();
    advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('counts down each second from 120; at zero stores isExpired and logs out', async () => {
    const { identity, controller, storage } = setUp();
    identity.expiresInSeconds = 100;
    advance(15_000);
    advance(1_000);
    expect(controller.current.countdownSeconds).toBe(119);
    advance(118_000);
    expect(controller.current.countdownSeconds).toBe(1);
    expect(identity.logoutCalls).toBe(0);
    advance(1_000);
    await settle();
    expect(storage.get(storageKeys.isExpired)).toBe('true');
    expect(identity.logoutCalls).toBe(1);
    expect(controller.current).toMatchObject({ countdownSeconds: null, isSessionClosed: true });
  });

  it('"Continuar sesión" refreshes; on success the dialog closes and no logout follows', async () => {
    const { identity, controller } = setUp();
    identity.expiresInSeconds = 60;
    advance(15_000);
    identity.expiresInSeconds = 300;
    await controller.continueSession();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBeNull();
    advance(200_000);
    await settle();
    expect(identity.logoutCalls).toBe(0);
  });

  it('"Continuar sesión" that fails keeps counting', async () => {
    const { identity, controller } = setUp();
    identity.refresh.mockResolvedValueOnce(false);
    identity.expiresInSeconds = 60;
    advance(15_000 + 10_000);
    await controller.continueSession();
    expect(controller.current).toMatchObject({ countdownSeconds: 110, isRefreshing: false });
    advance(1_000);
    expect(controller.current.countdownSeconds).toBe(109);
  });

  it('"Cerrar sesión" logs out without the isExpired flag', async () => {
    const { identity, controller, storage } = setUp();
    identity.expiresInSeconds = 60;
    advance(15_000);
    await controller.closeSession();
    expect(identity.logoutCalls).toBe(1);
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(controller.current.countdownSeconds).toBeNull();
  });

  it('a refresh elsewhere (another tab, an API call) closes the countdown', () => {
    const { identity, controller } = setUp();
    identity.expiresInSeconds = 60;
    advance(15_000);
    identity.expiresInSeconds = 300;
    identity.change(signedInSession, 'refreshed');
    expect(controller.current.countdownSeconds).toBeNull();
  });
});

describe('SessionTimeoutController: silent renewal for active people', () => {
  it('active since the last renewal: near expiry the poll renews silently and no countdown opens', async () => {
    const { identity, controller } = setUp();
    advance(5_000);
    controller.recordActivity('click');
    identity.expiresInSeconds = 100;
    advance(10_000);
    await settle();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBeNull();
  });

  it('idle since the last renewal: the countdown opens and nothing is renewed behind the person', () => {
    const { identity, controller } = setUp();
    identity.expiresInSeconds = 100;
    advance(15_000);
    expect(identity.refresh).not.toHaveBeenCalled();
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('activity before a renewal made elsewhere does not count: the next near expiry asks', async () => {
    const { identity, controller } = setUp();
    advance(1_000);
    controller.recordActivity('keypress');
    advance(1_000);
    identity.change(signedInSession, 'refreshed');
    identity.expiresInSeconds = 100;
    advance(13_000);
    await settle();
    expect(identity.refresh).not.toHaveBeenCalled();
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('after a silent renewal the person must be active again to be renewed silently again', async () => {
    const { identity, controller } = setUp();
    advance(1_000);
    controller.recordActivity('scroll');
    identity.expiresInSeconds = 100;
    advance(14_000);
    await settle();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    // Still near expiry at the next poll (the fake does not move it) and no activity since.
    advance(15_000);
    await settle();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('a failed silent renewal opens the countdown', async () => {
    const { identity, controller } = setUp();
    identity.refresh.mockResolvedValueOnce(false);
    advance(1_000);
    controller.recordActivity('mousemove');
    identity.expiresInSeconds = 100;
    advance(14_000);
    await settle();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('a silent renewal that throws is logged and opens the countdown', async () => {
    const { identity, controller, logger } = setUp();
    identity.refresh.mockRejectedValueOnce(new Error('network'));
    advance(1_000);
    controller.recordActivity('click');
    identity.expiresInSeconds = 100;
    advance(14_000);
    await settle();
    expect(logger.errors).toEqual([['Could not renew the session silently', expect.any(Error)]]);
    expect(controller.current.countdownSeconds).toBe(120);
  });

  it('a slow renewal is not started twice by the polls that come while it runs', async () => {
    const { identity, controller } = setUp();
    let finish: (renewed: boolean) => void = () => undefined;
    identity.refresh.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = resolve)));
    advance(1_000);
    controller.recordActivity('click');
    identity.expiresInSeconds = 100;
    advance(14_000);
    controller.recordActivity('click');
    advance(30_000);
    await settle();
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(controller.current.countdownSeconds).toBeNull();
    identity.expiresInSeconds = 1_200;
    finish(true);
    await settle();
    expect(controller.current.countdownSeconds).toBeNull();
  });

  it('a renewal answered after sign-out changes nothing', async () => {
    const { identity, controller } = setUp();
    let finish: (renewed: boolean) => void = () => undefined;
    identity.refresh.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = resolve)));
    advance(1_000);
    controller.recordActivity('click');
    identity.expiresInSeconds = 100;
    advance(14_000);
    identity.change(anonymousSession);
    finish(false);
    await settle();
    expect(controller.current.countdownSeconds).toBeNull();
  });
});

describe('SessionTimeoutController: closed session', () => {
  it('a session the API refused (sessionRejected) opens the closed-session notice, without the expiry flag; other endings do not', () => {
    const { controller, identity, storage } = setUp();
    identity.change(anonymousSession, 'refreshRejected');
    expect(controller.current.isSessionClosed).toBe(false);
    identity.signIn();
    identity.change(anonymousSession, 'sessionRejected');
    expect(controller.current.isSessionClosed).toBe(true);
    expect(storage.get(storageKeys.isExpired)).toBeNull();
  });

  it('reads the isExpired flag at start', () => {
    expect(setUp({ expired: true }).controller.current.isSessionClosed).toBe(true);
    expect(setUp().controller.current.isSessionClosed).toBe(false);
  });

  it('"Aceptar" clears the flag and logs out when still signed in', async () => {
    const { controller, storage, identity } = setUp({ expired: true });
    await controller.acceptClosedSession();
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(controller.current.isSessionClosed).toBe(false);
    expect(identity.logoutCalls).toBe(1);
  });

  it('"Aceptar" when already signed out only clears the flag', async () => {
    const { controller, storage, identity } = setUp({ logged: false, expired: true });
    await controller.acceptClosedSession();
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(identity.logoutCalls).toBe(0);
  });

  it('dismissing before "Iniciar sesión" clears the flag', () => {
    const { controller, storage } = setUp({ logged: false, expired: true });
    controller.dismissClosedSession();
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(controller.current.isSessionClosed).toBe(false);
  });
});
