import { act, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { WindowOpener, type WindowOpener as WindowOpenerPort } from '@/application/shared/session/window-opener.port';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { MemoryStorage } from '@test/support/memory-storage';

const partModule = '@/presentation/app/session-timeout/session-timeout';

/** The shell, freshly imported, with the session-timeout part's module replaced by `factory`. */
async function setUp(logged: boolean, factory: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock(partModule, factory);
  const { renderShell } = await import('@test/support/render-shell');
  const identity = new FakeIdentity(logged ? signedInSession : anonymousSession);
  const scheduler = new ManualScheduler();
  const storage = new MemoryStorage();
  renderShell('/', {
    arrange: (container: Container) => {
      container.rebind<Identity>(Identity).toConstantValue(identity);
      container.rebind<Scheduler>(Scheduler).toConstantValue(scheduler);
      container.rebind<WindowOpenerPort>(WindowOpener).toConstantValue({ open: () => null });
      container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
      container.rebind<ActivityBroadcast>(ActivityBroadcast).toConstantValue({ publish: () => undefined, subscribe: () => () => undefined });
    },
  });
  await screen.findByRole('heading', { name: 'Inicio' });
  return { identity, scheduler, storage };
}

afterEach(() => {
  vi.doUnmock(partModule);
});

describe('the session-timeout part (its own chunk)', () => {
  it('an anonymous visit never loads it; signing in does', async () => {
    const loaded = vi.fn();
    const { identity } = await setUp(false, async () => {
      loaded();
      return vi.importActual(partModule);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(loaded).not.toHaveBeenCalled();

    act(() => identity.signIn());
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });

  it('if its chunk cannot load, the page stays and the controller still ends an expired session', async () => {
    const { identity, scheduler, storage } = await setUp(true, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    identity.expiresInSeconds = 60;
    act(() => scheduler.advance(15_000 + 120_000));

    expect(storage.get(storageKeys.isExpired)).toBe('true');
    await waitFor(() => expect(identity.logoutCalls).toBe(1));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
