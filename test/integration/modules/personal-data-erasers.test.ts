import { HttpResponse } from 'msw';
import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsGateway } from '@/application/payments/payments-gateway.port';
import { ProfileGateway } from '@/application/profile/profile-gateway.port';
import { Identity } from '@/application/shared/session/identity.port';
import { PersonalDataEraser } from '@/application/shared/session/personal-data-eraser.port';
import { createContainer } from '@/container';
import { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';
import { server } from '@test/support/msw-server';
import { discoveryHandler, fakeBrowser, memoryStorage, storedUser, tokenAnswer, tokenEndpoint } from '@test/support/oidc';
import { testConfig } from '@test/support/test-config';

/**
 * The shell's container alone, as the portal starts before any feature route opens: the erasers
 * of every feature's personal data are bound by the shell module, over the real web storages.
 */
function shellOnly(tokens: Storage = memoryStorage()) {
  const container = createContainer(testConfig());
  container.bind<OidcBrowser>(OidcBrowser).toConstantValue(fakeBrowser({ sessionStorage: tokens }).browser);
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('personal data erasers (ADR 0010)', () => {
  it('an anonymous start erases the profile draft left in the tab, with no feature module loaded', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    sessionStorage.setItem('portal.profileDraft', '{"idSap":"1000234"}');
    sessionStorage.setItem('documentNumber', '998877');
    localStorage.setItem('ipClient', '203.0.113.7');
    const container = shellOnly();

    await container.get<Identity>(Identity).initialize();

    expect(container.isBound(ProfileGateway)).toBe(false);
    expect(sessionStorage.getItem('portal.profileDraft')).toBeNull();
    expect(sessionStorage.getItem('documentNumber')).toBeNull();
    expect(localStorage.getItem('ipClient')).toBe('203.0.113.7');
  });

  it('a session end runs every bound eraser once, after the document keys are gone', async () => {
    const tokens = memoryStorage();
    storedUser(tokens, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const container = shellOnly(tokens);
    const seen: Array<string | null> = [];
    container.bind<PersonalDataEraser>(PersonalDataEraser).toConstantValue({ erase: () => void seen.push(sessionStorage.getItem('documentNumber')) });
    const identity = container.get<Identity>(Identity);
    await identity.initialize();
    sessionStorage.setItem('portal.profileDraft', '{"idSap":"1000234"}');
    expect(seen).toEqual([]);
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    void identity.logout();
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    expect(seen).toEqual([null]);
    expect(sessionStorage.getItem('portal.profileDraft')).toBeNull();
  });

  it('a session end erases the tab’s payment trace (requestId, estadoPago), with no payments module loaded', async () => {
    const tokens = memoryStorage();
    storedUser(tokens, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const container = shellOnly(tokens);
    const identity = container.get<Identity>(Identity);
    await identity.initialize();
    sessionStorage.setItem('requestId', '4321');
    sessionStorage.setItem('estadoPago', 'APPROVED');
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    void identity.logout();
    await vi.waitFor(() => expect(sessionStorage.getItem('requestId')).toBeNull());

    expect(container.isBound(PaymentsGateway)).toBe(false);
    expect(sessionStorage.getItem('estadoPago')).toBeNull();
  });

  it('an anonymous start keeps the tab’s payment trace: the checkout’s return and a reload of the result are anonymous starts', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    sessionStorage.setItem('requestId', '4321');
    sessionStorage.setItem('estadoPago', 'APPROVED');

    await shellOnly().get<Identity>(Identity).initialize();

    expect(sessionStorage.getItem('requestId')).toBe('4321');
    expect(sessionStorage.getItem('estadoPago')).toBe('APPROVED');
  });
});
