import { act, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { WindowOpener, type WindowOpener as WindowOpenerPort } from '@/application/shared/session/window-opener.port';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { LazySessionTimeoutLoader } from '@/modules/lazy-session-timeout-loader.adapter';
import * as sessionTimeoutChunk from '@/modules/session-timeout.module';
import { SessionTimeoutLoader } from '@/presentation/app/session-timeout/session-timeout-loader.port';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { MemoryStorage } from '@test/support/memory-storage';
import { renderShell } from '@test/support/render-shell';

// The session timeout's controller is a chunk of its own (src/modules/session-timeout.module.ts),
// loaded through SessionTimeoutLoader. Here the loader's chunk is one the test hands over when it
// chooses, or one that fails.

/** A chunk that arrives when `arrive()` is called, or fails while `failing` is set. */
class ControlledChunk {
  requests = 0;
  failing = false;
  private pending: Array<(chunk: typeof sessionTimeoutChunk) => void> = [];

  readonly load = (): Promise<typeof sessionTimeoutChunk> => {
    this.requests += 1;
    if (this.failing) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return new Promise((resolve) => this.pending.push(resolve));
  };

  async arrive(): Promise<void> {
    const waiting = this.pending;
    this.pending = [];
    await act(async () => waiting.forEach((resolve) => resolve(sessionTimeoutChunk)));
  }
}

async function setUp({ logged = false, expired = false, failing = false } = {}) {
  const identity = new FakeIdentity(logged ? signedInSession : anonymousSession);
  const scheduler = new ManualScheduler();
  const storage = new MemoryStorage();
  const opened: string[] = [];
  const chunk = new ControlledChunk();
  chunk.failing = failing;
  if (expired) storage.set(storageKeys.isExpired, 'true');
  renderShell('/', {
    arrange: (container: Container) => {
      container.rebind<Identity>(Identity).toConstantValue(identity);
      container.rebind<Scheduler>(Scheduler).toConstantValue(scheduler);
      container.rebind<WindowOpenerPort>(WindowOpener).toConstantValue({
        open: (path) => {
          opened.push(path);
          return { close: () => undefined, isOpen: () => true };
        },
      });
      container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
      container.rebind<ActivityBroadcast>(ActivityBroadcast).toConstantValue({ publish: () => undefined, subscribe: () => () => undefined });
      container.rebind<SessionTimeoutLoader>(SessionTimeoutLoader).toConstantValue(new LazySessionTimeoutLoader(container, chunk.load));
    },
  });
  await screen.findByRole('heading', { name: 'Inicio' });
  const advance = (ms: number) => act(() => scheduler.advance(ms));
  return { identity, storage, chunk, opened, advance };
}

describe("the session timeout's controller (a chunk of its own)", () => {
  it('an anonymous visit never asks for it; signing in does, and the inactivity windows then run', async () => {
    const { identity, chunk, opened, advance } = await setUp();
    advance(2_000_000);
    expect(chunk.requests).toBe(0);

    act(() => identity.signIn());
    expect(chunk.requests).toBe(1);
    await chunk.arrive();
    advance(900_000);

    expect(opened).toEqual(['tiempo-restante']);
  });

  it('an expiry an earlier visit flagged loads it on an anonymous visit, and "Ha finalizado tu sesión" shows', async () => {
    const { chunk } = await setUp({ expired: true });
    expect(chunk.requests).toBe(1);

    await chunk.arrive();

    expect(await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' })).toBeTruthy();
  });

  it('a session the API refused while the chunk was on its way still gets "Ha finalizado tu sesión"', async () => {
    const { identity, chunk } = await setUp({ logged: true });
    act(() => identity.change(anonymousSession, 'sessionRejected'));

    await chunk.arrive();

    expect(await screen.findByRole('alertdialog', { name: 'Ha finalizado tu sesión' })).toBeTruthy();
  });

  it('a chunk that cannot load leaves the page as it is, and is asked for again once the browser is back online', async () => {
    const { identity, chunk, storage, advance } = await setUp({ failing: true, logged: true });
    expect(chunk.requests).toBe(1);
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    chunk.failing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(chunk.requests).toBe(2);
    await chunk.arrive();
    identity.expiresInSeconds = 60;
    advance(15_000 + 120_000);

    expect(storage.get(storageKeys.isExpired)).toBe('true');
  });
});
