import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { signedInSession } from '@test/support/fake-identity';
import { advance, runOnFakeClock, settle, setUp } from '@test/support/session/session-timeout-controller';

// The tokens' expiry: the countdown and its answers, the silent renewal for people active since the
// last one, and the closed-session notice with its isExpired flag.

runOnFakeClock();

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
