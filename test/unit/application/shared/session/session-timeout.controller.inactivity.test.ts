import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { advance, runOnFakeClock, settle, setUp } from '@test/support/session/session-timeout-controller';

// The inactivity notices: the windows opened and closed along the idle time, what counts as
// activity (here or in another tab), what this tab tells the others, and the notices shown in the
// page when the pop-up is blocked.

runOnFakeClock();

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

  it('takes a time in the future from another tab as now', () => {
    const { windows, broadcast } = setUp();
    advance(600_000);
    broadcast.fromOtherTab(Date.now() + 10 * 3_600_000);
    advance(899_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante']);
    advance(120_000);
    expect(windows.paths).toEqual(['tiempo-restante', 'poco-tiempo-restante', 'tiempo-expirado']);
  });

  it('ignores a time from another tab that is not a finite number', () => {
    const { windows, broadcast } = setUp();
    advance(600_000);
    broadcast.fromOtherTab(Number.POSITIVE_INFINITY);
    broadcast.fromOtherTab(Number.NaN);
    advance(299_999);
    expect(windows.opened).toHaveLength(0);
    advance(1);
    expect(windows.paths).toEqual(['tiempo-restante']);
    advance(120_000);
    expect(windows.paths).toEqual(['tiempo-restante', 'poco-tiempo-restante', 'tiempo-expirado']);
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
