import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { renderShellWithSessionTimeoutPart, sessionTimeoutPartModule } from '@test/support/session/session-timeout-part';

afterEach(() => {
  vi.doUnmock(sessionTimeoutPartModule);
});

// A fresh import of the whole shell: slow on a busy machine (one test per file:
// test/support/session/session-timeout-part.ts).
describe('the session-timeout part (its own chunk) cannot load', { timeout: 20_000 }, () => {
  it('the page stays and the controller still ends an expired session', async () => {
    const { identity, scheduler, storage } = await renderShellWithSessionTimeoutPart(true, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    identity.expiresInSeconds = 60;
    act(() => scheduler.advance(15_000 + 120_000));

    expect(storage.get(storageKeys.isExpired)).toBe('true');
    await waitFor(() => expect(identity.logoutCalls).toBe(1), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
