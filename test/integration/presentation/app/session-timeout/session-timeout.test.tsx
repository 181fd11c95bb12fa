import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import type { OpenedWindow, WindowOpener as WindowOpenerPort } from '@/application/shared/session/window-opener.port';
import { WindowOpener } from '@/application/shared/session/window-opener.port';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { inactivityMessages } from '@/presentation/shared/session/inactivity.messages';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { renderShell } from '@test/support/render-shell';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { MemoryStorage } from '@test/support/memory-storage';


class RecordingOpener implements WindowOpenerPort {
  readonly paths: string[] = [];
  blocked = true;
  open(path: string): OpenedWindow | null {
    this.paths.push(path);
    if (this.blocked) return null;
    let open = true;
    return { close: () => (open = false), isOpen: () => open };
  }
}

function setUp({ logged = true, expired = false, path = '/' } = {}) {
  const identity = new FakeIdentity(logged ? signedInSession : anonymousSession);
  const scheduler = new ManualScheduler();
  const opener = new RecordingOpener();
  const storage = new MemoryStorage();
  if (expired) storage.set(storageKeys.isExpired, 'true');
  const view = renderShell(path, {
    arrange: (container: Container) => {
      container.rebind<Identity>(Identity).toConstantValue(identity);
      container.rebind<Scheduler>(Scheduler).toConstantValue(scheduler);
      container.rebind<WindowOpenerPort>(WindowOpener).toConstantValue(opener);
      container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
      // No other tabs: each test's portal is alone.
      container.rebind<ActivityBroadcast>(ActivityBroadcast).toConstantValue({
        publish: () => undefined,
        subscribe: () => () => undefined,
      });
    },
  });
  const advance = (ms: number) => act(() => scheduler.advance(ms));
  return { ...view, identity, scheduler, opener, storage, advance };
}

const description = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('Session countdown dialog', () => {
  it('opens on the 15-s poll near expiry, counts down in two digits and focuses "Continuar sesión"', async () => {
    const { identity, advance } = setUp();
    const trigger = await screen.findByRole('link', { name: 'Ir a créditos' });
    trigger.focus();
    identity.expiresInSeconds = 110;

    advance(15_000);

    // The first dialog of the run waits for its lazily loaded chunk to be transformed.
    const dialog = await screen.findByRole('alertdialog', { name: 'La sesión se cerrará en:' }, { timeout: 5_000 });
    expect(description(dialog)).toBe('120 segundos¿Desea continuar con la sesión?');
    const continueButton = within(dialog).getByRole('button', { name: 'Continuar sesión' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(continueButton));

    advance(111_000);
    expect(within(dialog).getByText('09 segundos')).toBeTruthy();
  });

  it('speaks the countdown at 60, 30 and 10 s only, politely', async () => {
    const { identity, advance } = setUp();
    identity.expiresInSeconds = 110;
    advance(15_000);
    const dialog = await screen.findByRole('alertdialog');
    const live = dialog.querySelector('[aria-live="polite"]')!;
    // Seconds left -> what the live region holds: it changes only when crossing 60, 30 and 10.
    const expected: [number, string][] = [
      [61, ''],
      [60, 'La sesión se cerrará en 60 segundos.'],
      [31, 'La sesión se cerrará en 60 segundos.'],
      [30, 'La sesión se cerrará en 30 segundos.'],
      [11, 'La sesión se cerrará en 30 segundos.'],
      [10, 'La sesión se cerrará en 10 segundos.'],
      [1, 'La sesión se cerrará en 10 segundos.'],
    ];
    let left = 120;
    for (const [seconds, text] of expected) {
      advance((left - seconds) * 1_000);
      left = seconds;
      expect(live.textContent, `at ${seconds} s`).toBe(text);
    }
  });

  it('"Continuar sesión" refreshes, closes the dialog and gives focus back', async () => {
    const user = userEvent.setup();
    const { identity, advance } = setUp();
    const trigger = await screen.findByRole('link', { name: 'Ir a créditos' });
    trigger.focus();
    identity.expiresInSeconds = 60;
    advance(15_000);
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Continuar sesión' }));

    expect(identity.refresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(identity.logoutCalls).toBe(0);
  });

  it('"Continuar sesión" keeps the focus while the refresh runs: busy, not disabled, a second press sends nothing', async () => {
    const user = userEvent.setup();
    const { identity, advance } = setUp();
    await screen.findByRole('link', { name: 'Ir a créditos' });
    let finish: (ok: boolean) => void = () => undefined;
    identity.refresh.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = resolve)));
    identity.expiresInSeconds = 60;
    advance(15_000);
    const dialog = await screen.findByRole('alertdialog');
    const continueButton = within(dialog).getByRole('button', { name: 'Continuar sesión' });

    await user.click(continueButton);
    await waitFor(() => expect(continueButton.getAttribute('aria-busy')).toBe('true'));
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(continueButton);
    await user.click(continueButton);
    expect(identity.refresh).toHaveBeenCalledOnce();
    finish(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Escape keeps the session (refresh); a click on the backdrop does nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { identity, advance } = setUp();
    await screen.findByRole('heading', { name: 'Inicio' });
    identity.expiresInSeconds = 60;
    advance(15_000);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.click(document.querySelector('[data-part="backdrop"]')!);
    expect(identity.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    await user.keyboard('{Escape}');
    expect(identity.refresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('"Cerrar sesión" logs out; at zero the flag is stored, the person logged out and told so', async () => {
    const user = userEvent.setup();
    const first = setUp();
    first.identity.expiresInSeconds = 60;
    first.advance(15_000);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(first.identity.logoutCalls).toBe(1);
    expect(first.storage.get(storageKeys.isExpired)).toBeNull();
    first.unmount();

    const second = setUp();
    second.identity.expiresInSeconds = 60;
    second.advance(15_000 + 120_000);
    expect(second.storage.get(storageKeys.isExpired)).toBe('true');
    await waitFor(() => expect(second.identity.logoutCalls).toBe(1));
    expect(await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' })).toBeTruthy();
  });
});

describe('Silent renewal for active people (ADR 0008)', () => {
  it('someone who moved the mouse since the last renewal is renewed on the poll, with no dialog', async () => {
    const { identity, advance } = setUp();
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(60_000);
    fireEvent.mouseMove(document.body);
    identity.expiresInSeconds = 110;
    identity.refresh.mockImplementation(async () => {
      identity.expiresInSeconds = 1_200;
      return true;
    });

    advance(15_000);

    await waitFor(() => expect(identity.refresh).toHaveBeenCalledOnce());
    advance(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(identity.refresh).toHaveBeenCalledOnce();
    expect(identity.logoutCalls).toBe(0);
  });

  it('when that renewal fails, "La sesión se cerrará en:" asks', async () => {
    const { identity, advance } = setUp();
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(60_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    identity.expiresInSeconds = 110;
    identity.refresh.mockResolvedValue(false);

    advance(15_000);

    expect(await screen.findByRole('alertdialog', { name: 'La sesión se cerrará en:' })).toBeTruthy();
    expect(identity.refresh).toHaveBeenCalledOnce();
  });
});

describe('Closed-session dialog', () => {
  it('shows on return with isExpired set; "Aceptar" clears the flag and, signed out, just closes', async () => {
    const user = userEvent.setup();
    const { identity, storage } = setUp({ logged: false, expired: true });

    const dialog = await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
    expect(description(dialog)).toBe('Se superó el tiempo de la sesión.');
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(document.activeElement).toBe(accept));

    await user.click(accept);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(identity.logoutCalls).toBe(0);
    expect(identity.loginCalls).toBe(0);
  });

  it('"Aceptar" closes a session that is still open', async () => {
    const user = userEvent.setup();
    const { identity } = setUp({ logged: true, expired: true });
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(identity.logoutCalls).toBe(1);
  });

  it('"Iniciar sesión" clears the flag and starts sign-in', async () => {
    const user = userEvent.setup();
    const { identity, storage } = setUp({ logged: false, expired: true });
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));

    expect(storage.get(storageKeys.isExpired)).toBeNull();
    expect(identity.loginCalls).toBe(1);
    expect(identity.logoutCalls).toBe(0);
  });

  it('Escape accepts: the flag is cleared', async () => {
    const user = userEvent.setup();
    const { storage } = setUp({ logged: false, expired: true });
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(storage.get(storageKeys.isExpired)).toBeNull();
  });

  it('is not shown without the flag', async () => {
    setUp({ logged: false });
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Inactivity notices in the page (pop-up blocked)', () => {
  it('shows the 2-minute notice in a polite region without taking focus, and "Cerrar" hides it', async () => {
    const user = userEvent.setup();
    const { advance, opener } = setUp();
    const trigger = await screen.findByRole('link', { name: 'Ir a créditos' });
    trigger.focus();

    advance(899_999);
    expect(screen.queryByText(inactivityMessages.timeLeft.title)).toBeNull();
    advance(1);

    expect(opener.paths).toEqual(['tiempo-restante']);
    const notice = screen.getByTestId('in-page-inactivity-notice');
    expect(notice.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(within(notice).getByText(inactivityMessages.timeLeft.title)).toBeTruthy();
    expect(within(notice).getByText(inactivityMessages.timeLeft.message)).toBeTruthy();
    expect(document.activeElement).toBe(trigger);

    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByTestId('in-page-inactivity-notice')).toBeNull();
  });

  it('announces the 20-second and the expired notices assertively', async () => {
    const { advance } = setUp();
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(1_000_000);
    const notice = screen.getByTestId('in-page-inactivity-notice');
    expect(notice.closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(within(notice).getByText(inactivityMessages.littleTimeLeft.title)).toBeTruthy();

    advance(20_000);
    const expired = screen.getByTestId('in-page-inactivity-notice');
    expect(expired.closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(within(expired).getByText(inactivityMessages.timeExpired.title)).toBeTruthy();
  });

  it('shows nothing in the page when the window opened', async () => {
    const { advance, opener } = setUp();
    opener.blocked = false;
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(900_000);
    expect(opener.paths).toEqual(['tiempo-restante']);
    expect(screen.queryByTestId('in-page-inactivity-notice')).toBeNull();
  });
});

describe('Activity listeners', () => {
  it('mouse movement, keys and scrolling restart the timers while signed in', async () => {
    const { advance, opener } = setUp();
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(600_000);
    fireEvent.mouseMove(document.body);
    advance(600_000);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    advance(600_000);
    fireEvent.scroll(window);
    advance(899_999);
    expect(opener.paths).toEqual([]);
    advance(1);
    expect(opener.paths).toEqual(['tiempo-restante']);
  });

  it('nothing runs for an anonymous visitor; sign-in arms it', async () => {
    const { advance, opener, identity } = setUp({ logged: false });
    await screen.findByRole('heading', { name: 'Inicio' });
    advance(2_000_000);
    expect(opener.paths).toEqual([]);
    act(() => identity.signIn());
    advance(900_000);
    expect(opener.paths).toEqual(['tiempo-restante']);
  });
});
