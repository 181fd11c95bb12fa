import { http, HttpResponse } from 'msw';
import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErasureMoment } from '@/application/shared/session/personal-data-eraser.port';
import { OidcIdentity } from '@/infrastructure/identity/oidc-identity.adapter';
import { MemoryStorage } from '@test/support/memory-storage';
import { server } from '@test/support/msw-server';
import { discoveryHandler, discoveryUrl, fakeBrowser, memoryStorage, storedUser, tokenAnswer, tokenEndpoint } from '@test/support/oidc';
import { identityWith } from '@test/support/oidc-identity';
import { testConfig } from '@test/support/test-config';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity personal data (ADR 0010)', () => {
  const leftovers = (storage: MemoryStorage) => {
    storage.set('documentType', 'CE');
    storage.set('documentNumber', '998877');
  };
  const documentIn = (storage: MemoryStorage) => [storage.get('documentType'), storage.get('documentNumber')];

  it('a sign-in keeps the document in the session storage only, and drops an earlier copy from the shared one', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity, storage, sharedStorage } = identityWith({ sessionStorage });
    leftovers(sharedStorage);

    await identity.initialize();

    expect(documentIn(storage)).toEqual(['CC', '43512876']);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
  });

  it('an anonymous start (the provider answers login_required) wipes leftovers from both storages', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    const { identity, storage, sharedStorage } = identityWith();
    leftovers(storage);
    leftovers(sharedStorage);
    sharedStorage.set('ipClient', '203.0.113.7');

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: false } });

    expect(documentIn(storage)).toEqual([null, null]);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
    expect(sharedStorage.get('ipClient')).toBe('203.0.113.7');
  });

  it('signing out removes the unsaved data-update form (portal.profileDraft) with the document keys', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity, storage } = identityWith({ sessionStorage });
    await identity.initialize();
    storage.set('portal.profileDraft', '{"idSap":"1000234"}');
    storage.set('ipClient', 'kept');
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    void identity.logout();
    await vi.waitFor(() => expect(storage.get('portal.profileDraft')).toBeNull());

    expect(documentIn(storage)).toEqual([null, null]);
    expect(storage.get('ipClient')).toBe('kept');
  });

  it('an anonymous start removes a data-update draft left in the tab (a duplicated tab copies sessionStorage)', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    const { identity, storage } = identityWith();
    storage.set('portal.profileDraft', '{"idSap":"1000234"}');

    await identity.initialize();

    expect(storage.get('portal.profileDraft')).toBeNull();
  });

  it('an anonymous start with the provider unreachable wipes them too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(discoveryUrl, () => HttpResponse.error()));
    const { identity, storage, sharedStorage } = identityWith();
    leftovers(storage);
    leftovers(sharedStorage);

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false });

    expect(documentIn(storage)).toEqual([null, null]);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
  });

  it('tells each eraser the moment: anonymousStart at an anonymous start, sessionEnded at a sign-out', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const moments: ErasureMoment[] = [];
    const recorder = { erase: (moment: ErasureMoment) => void moments.push(moment) };
    const tab = (tokens: Storage) => new OidcIdentity(testConfig(), new MemoryStorage(), new MemoryStorage(), [recorder], fakeBrowser({ sessionStorage: tokens }).browser);
    const identity = tab(sessionStorage);
    await identity.initialize();
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    void identity.logout();
    await vi.waitFor(() => expect(moments).toEqual(['sessionEnded']));

    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    await tab(memoryStorage()).initialize();
    expect(moments).toEqual(['sessionEnded', 'anonymousStart']);
  });
});
