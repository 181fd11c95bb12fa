import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { TOKEN_CHANNEL_NAME, TokenRotationChannel } from '@/infrastructure/identity/token-rotation-channel.adapter';
import { server } from '@test/support/msw-server';
import { discoveryHandler, jwt, mariaClaims, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { identityWith, tabChannels } from '@test/support/oidc-identity';

// One sign-out for every tab: the tab whose session ends says so on the tabs' channel, and each
// other tab drops its tokens and the person's data ('endedInAnotherTab').

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type OpenChannel = (name: string) => BroadcastChannel;

/**
 * A signed-in tab of its own (its own sessionStorage, as tabs have), on the shared channels; its
 * ID token names the provider session `sid` when given. Its document and profile draft are stored.
 */
async function signedInTab(openChannel: OpenChannel, { sid, expiresIn = 300 }: { sid?: string; expiresIn?: number } = {}) {
  const sessionStorage = memoryStorage();
  storedUser(sessionStorage, { expiresIn });
  if (sid) {
    const stored = JSON.parse(sessionStorage.getItem(userKey) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(userKey, JSON.stringify({ ...stored, id_token: jwt({ ...mariaClaims, sid }) }));
  }
  const tab = identityWith({ sessionStorage, openChannel });
  const held = await tab.identity['manager'].getUser();
  tab.identity['adopt'](held, 'signedIn');
  tab.storage.set(personalDataDraftStorageKey, '{"Email":"maria@example.com"}');
  tab.changes.length = 0;
  return { ...tab, sessionStorage };
}

type Tab = Awaited<ReturnType<typeof signedInTab>>;

async function expectEndedHere(tab: Tab) {
  await vi.waitFor(() => expect(tab.changes.map(([, reason]) => reason)).toEqual(['endedInAnotherTab']));
  expect(tab.identity.currentSession().isLogged).toBe(false);
  expect(tab.sessionStorage.getItem(userKey)).toBeNull();
  expect([tab.storage.get('documentType'), tab.storage.get('documentNumber'), tab.storage.get(personalDataDraftStorageKey)]).toEqual([null, null, null]);
}

/** A refresh the provider refuses (400 invalid_grant), as for a session ended at the provider. */
const refusedRefresh = () => tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));

describe('OidcIdentity: one sign-out for every tab', () => {
  it("'Cerrar sesión' in one tab ends the session, and erases the person's data, in every other tab", async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(discoveryHandler);
    const { openChannel, close } = tabChannels();
    const signingOut = await signedInTab(openChannel, { sid: 'sesion-1' });
    const other = await signedInTab(openChannel, { sid: 'sesion-1' });
    const earlierSignIn = await signedInTab(openChannel, { sid: 'sesion-anterior' });

    // Not awaited: the redirect to the provider never comes back in this page.
    void signingOut.identity.logout();

    await expectEndedHere(other);
    // A sign-out is the person leaving the portal: a tab of an earlier sign-in goes too.
    await expectEndedHere(earlierSignIn);
    expect(signingOut.changes.map(([, reason]) => reason)).toEqual(['signedOut']);
    close();
  });

  it('a refresh the provider refuses in one tab ends that provider session in the other tabs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(discoveryHandler, refusedRefresh().handler);
    const { openChannel, close } = tabChannels();
    const refused = await signedInTab(openChannel, { sid: 'sesion-1', expiresIn: 4 });
    const other = await signedInTab(openChannel, { sid: 'sesion-1' });

    await expect(refused.identity.freshAccessToken()).resolves.toBeNull();

    expect(refused.changes.map(([, reason]) => reason)).toEqual(['refreshRejected']);
    await expectEndedHere(other);
    close();
  });

  it('a refused refresh of an earlier provider session leaves a tab signed in to another one as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(discoveryHandler, refusedRefresh().handler);
    const { openChannel, close } = tabChannels();
    const stale = await signedInTab(openChannel, { sid: 'sesion-anterior', expiresIn: 4 });
    const current = await signedInTab(openChannel, { sid: 'sesion-2' });
    const witness = await signedInTab(openChannel, { sid: 'sesion-anterior' });

    await stale.identity.freshAccessToken();

    // The message went out: the tab of that same session ended...
    await expectEndedHere(witness);
    // ...and the one of another session kept its tokens and its data.
    expect(current.changes).toEqual([]);
    expect(current.identity.currentSession().isLogged).toBe(true);
    expect(current.sessionStorage.getItem(userKey)).not.toBeNull();
    expect(current.storage.get(personalDataDraftStorageKey)).not.toBeNull();
    close();
  });

  it('a tab without a session hears the sign-out and has nothing to do', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { openChannel, close } = tabChannels();
    const signingOut = await signedInTab(openChannel);
    const anonymous = identityWith({ openChannel });
    anonymous.identity['rotation'].open();
    const witness = await signedInTab(openChannel);

    // Not awaited: the redirect to the provider never comes back in this page.
    void signingOut.identity.logout();

    await expectEndedHere(witness);
    expect(anonymous.changes).toEqual([]);
    close();
  });
});

describe('TokenRotationChannel: the session-ended message', () => {
  it("carries the ended session's id to the other tabs, and ignores malformed messages", async () => {
    const { openChannel, close } = tabChannels();
    const heard: Array<string | null> = [];
    const holder = { currentUser: () => null, adoptRotation: async () => false, endedElsewhere: async (id: string | null) => void heard.push(id) };
    const sender = new TokenRotationChannel(openChannel, holder);
    const receiver = new TokenRotationChannel(openChannel, holder);
    sender.open();
    receiver.open();
    const stranger = openChannel(TOKEN_CHANNEL_NAME);

    stranger.postMessage({ type: 'ended', sessionId: 42 });
    stranger.postMessage({ type: 'ended' });
    sender.announceSessionEnd('sesion-1');
    sender.announceSessionEnd(null);

    // The stranger's malformed messages reach both channels and are dropped; the sender never hears itself.
    await vi.waitFor(() => expect(heard).toEqual(['sesion-1', null]));
    close();
  });
});
