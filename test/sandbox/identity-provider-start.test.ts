import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdentityProvider } from '@sandbox/identity/create-identity-provider';

afterEach(() => {
  vi.restoreAllMocks();
});

// `npm start` and `npm test` start the sandbox's provider; a warning there is one a newcomer would have
// to wonder about. Its own module is loaded fresh in this file, so its first import is measured too.
describe('sandbox identity provider: its start', () => {
  it('prints no warning: the in-memory adapter is given explicitly, and the runtime notice is dropped', async () => {
    const warn = vi.spyOn(console, 'warn');
    const info = vi.spyOn(console, 'info');
    const handler = await createIdentityProvider({ origin: 'http://localhost:5173' });
    expect(typeof handler).toBe('function');
    const printed = [...warn.mock.calls, ...info.mock.calls].flat().map(String);
    expect(printed.filter((line) => line.includes('oidc-provider'))).toEqual([]);
  });
});
