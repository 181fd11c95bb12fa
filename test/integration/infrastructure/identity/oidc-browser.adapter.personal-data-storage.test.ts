import { HttpResponse } from 'msw';
import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { Identity } from '@/application/shared/session/identity.port';
import { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';
import { server } from '@test/support/msw-server';
import { discoveryHandler, fakeBrowser, memoryStorage, storedUser, tokenAnswer, tokenEndpoint } from '@test/support/oidc';
import { createTestContainer } from '@test/support/test-container';

/**
 * The shell's bindings end to end over the real web storages (ADR 0010): the person's document
 * in sessionStorage only, the client IP in neither (ADR 0013). Tokens stay in the fake tab's own store.
 */
function portal(tokens: Storage = memoryStorage()) {
  const container = createTestContainer();
  container.bind<OidcBrowser>(OidcBrowser).toConstantValue(fakeBrowser({ sessionStorage: tokens }).browser);
  return container;
}

const documentIn = (storage: Storage) => [storage.getItem('documentType'), storage.getItem('documentNumber')];

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('personal data in browser storage', () => {
  it('after a sign-in the document type and number are in sessionStorage and not in localStorage', async () => {
    const tokens = memoryStorage();
    storedUser(tokens, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);

    await portal(tokens).get<Identity>(Identity).initialize();

    expect(documentIn(sessionStorage)).toEqual(['CC', '43512876']);
    expect(documentIn(localStorage)).toEqual([null, null]);
  });

  it('an anonymous start clears what an earlier visit left in either storage', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('documentType', 'CE');
      storage.setItem('documentNumber', '998877');
    }

    const startup = await portal().get<Identity>(Identity).initialize();

    expect(startup.session.isLogged).toBe(false);
    expect(documentIn(sessionStorage)).toEqual([null, null]);
    expect(documentIn(localStorage)).toEqual([null, null]);
  });

  it('the client IP is kept in memory for the payment request, in neither storage; an earlier build’s copy goes', async () => {
    const container = portal();
    container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup: () => Promise.resolve('203.0.113.7') });
    localStorage.setItem('ipClient', '198.51.100.20');

    await container.get(StoreClientIp).execute();

    await expect(container.get(StoreClientIp).clientIp()).resolves.toBe('203.0.113.7');
    expect(localStorage.getItem('ipClient')).toBeNull();
    expect(sessionStorage.getItem('ipClient')).toBeNull();
  });
});
