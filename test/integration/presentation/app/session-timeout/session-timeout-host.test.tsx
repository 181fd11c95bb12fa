import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShellWithSessionTimeoutPart, sessionTimeoutPartModule } from '@test/support/session/session-timeout-part';

afterEach(() => {
  vi.doUnmock(sessionTimeoutPartModule);
});

// A fresh import of the whole shell: slow on a busy machine. The chunk that cannot load is in
// session-timeout-host.chunk-failure.test.tsx (one test per file: test/support/session/session-timeout-part.ts).
describe('the session-timeout part (its own chunk)', { timeout: 20_000 }, () => {
  it('an anonymous visit never loads it; signing in does', async () => {
    const loaded = vi.fn();
    const { identity } = await renderShellWithSessionTimeoutPart(false, async () => {
      loaded();
      return vi.importActual(sessionTimeoutPartModule);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(loaded).not.toHaveBeenCalled();

    act(() => identity.signIn());
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
