import { screen } from '@testing-library/react';
import type { Container } from 'inversify';
import { vi } from 'vitest';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { WindowOpener, type WindowOpener as WindowOpenerPort } from '@/application/shared/session/window-opener.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { MemoryStorage } from '@test/support/memory-storage';

// The session-timeout part's own chunk, replaced per test file. One test per file: the shell is
// imported afresh after `vi.resetModules()`, and a chunk the previous test was still loading would
// join the fresh modules with the old ones (two container contexts).
export const sessionTimeoutPartModule = '@/presentation/app/session-timeout/session-timeout';

/** The shell, freshly imported, with the session-timeout part's module replaced by `factory`. */
export async function renderShellWithSessionTimeoutPart(logged: boolean, factory: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock(sessionTimeoutPartModule, factory);
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
  await screen.findByRole('heading', { name: 'Inicio' }, { timeout: 10_000 });
  return { identity, scheduler, storage };
}
