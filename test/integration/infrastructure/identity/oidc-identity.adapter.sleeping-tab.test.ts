import { HttpResponse } from 'msw';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { onPageWake } from '@/infrastructure/browser/page-wake.adapter';
import type { ErasureMoment, PersonalDataEraser } from '@/application/shared/session/personal-data-eraser.port';
import type { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';
import { OidcIdentity } from '@/infrastructure/identity/oidc-identity.adapter';
import { SESSION_END_MARK_KEY, TOKENS_RECEIVED_AT_KEY } from '@/infrastructure/identity/session-end-mark.adapter';
import { MemoryStorage } from '@test/support/memory-storage';
import { server } from '@test/support/msw-server';
import { discoveryHandler, fakeBrowser, jwt, mariaClaims, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { identityWith, tabChannels } from '@test/support/oidc-identity';
import { resumeFrozenPage, showFromCache, showPage } from '@test/support/page-wake';
import { testConfig } from '@test/support/test-config';

// A tab that slept through another tab's sign-out (back/forward cache, frozen, hidden with its
// message lost) re-checks its session when it wakes, and ends it as the message would have: its
// tokens, the document keys and every feature's personal data go, and its listeners hear
// 'endedInAnotherTab'. The tabs share localStorage (the sign-out mark) as a browser's tabs do.

const start = new Date('2026-03-02T14:00:00Z').getTime();

beforeEach(() => {
  // Only the clock: the sign-in, the sign-out and the wake each happen at a later millisecond.
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  server.use(discoveryHandler);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const later = (ms = 1_000) => vi.setSystemTime(Date.now() + ms);

/** The page's wake listeners the tabs registered and have not released. */
function countedWake() {
  const counted = { active: 0 };
  const onWake = (listener: () => void) => {
    counted.active += 1;
    const release = onPageWake(window, listener);
    return () => {
      counted.active -= 1;
      release();
    };
  };
  return { counted, onWake };
}

/**
 * A signed-in tab of its own (its own sessionStorage), signed in now; its ID token names the
 * provider session `sid` when given; its document and profile draft are stored.
 */
async function signedInTab(browser: Partial<OidcBrowser>, { sid }: { sid?: string } = {}) {
  const sessionStorage = memoryStorage();
  storedUser(sessionStorage, { expiresIn: 300 });
  if (sid) {
    const stored = JSON.parse(sessionStorage.getItem(userKey) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(userKey, JSON.stringify({ ...stored, id_token: jwt({ ...mariaClaims, sid }) }));
  }
  const tab = identityWith({ ...browser, sessionStorage });
  const held = await tab.identity['manager'].getUser();
  tab.identity['adopt'](held, 'signedIn');
  // The watch's chunk is in and its wake listeners registered.
  await tab.identity['endWatch'].loaded();
  tab.storage.set(personalDataDraftStorageKey, '{"Email":"maria@example.com"}');
  tab.changes.length = 0;
  return { ...tab, sessionStorage };
}

type Tab = Awaited<ReturnType<typeof signedInTab>>;

async function expectEndedHere(tab: Tab) {
  await vi.waitFor(() => expect(tab.changes.map(([, reason]) => reason)).toEqual(['endedInAnotherTab']));
  expect(tab.identity.currentSession().isLogged).toBe(false);
  expect(tab.sessionStorage.getItem(userKey)).toBeNull();
  expect(tab.sessionStorage.getItem(TOKENS_RECEIVED_AT_KEY)).toBeNull();
  expect([tab.storage.get('documentType'), tab.storage.get('documentNumber'), tab.storage.get(personalDataDraftStorageKey)]).toEqual([null, null, null]);
}

/** Whatever check a wake started has finished. */
async function settled(tab: Tab) {
  const watch = await tab.identity['endWatch'].loaded();
  await (watch?.['check'] ?? Promise.resolve());
}

async function expectStillSignedIn(tab: Tab) {
  await settled(tab);
  expect(tab.changes).toEqual([]);
  expect(tab.identity.currentSession().isLogged).toBe(true);
  expect(tab.sessionStorage.getItem(userKey)).not.toBeNull();
  expect(tab.storage.get(personalDataDraftStorageKey)).not.toBeNull();
}

/**
 * Two tabs of one browser: `awake` hears the channel, `asleep` does not (its channel is one no
 * other tab posts on: a message sent while it slept is lost). Both read the same localStorage.
 */
async function twoTabs({ sid, asleepSid }: { sid?: string; asleepSid?: string } = {}) {
  const localStorage = memoryStorage();
  const { openChannel, close } = tabChannels();
  const wake = countedWake();
  const awake = await signedInTab({ localStorage, openChannel }, { sid });
  const asleep = await signedInTab({ localStorage, openChannel: () => openChannel('a tab asleep'), onWake: wake.onWake }, { sid: asleepSid ?? sid });
  return { awake, asleep, localStorage, counted: wake.counted, close };
}

describe('OidcIdentity: a tab that slept through the sign-out', () => {
  const wakes: Array<[string, () => void]> = [
    ['restored from the back/forward cache (pageshow, persisted)', () => showFromCache()],
    ['resumed after the browser froze it (resume)', resumeFrozenPage],
    ['shown again after it was hidden (visibilitychange)', () => showPage('visible')],
  ];

  it.each(wakes)("ends its session when %s after 'Cerrar sesión' in another tab", async (_name, wakeUp) => {
    const { awake, asleep, close } = await twoTabs();
    later();
    void awake.identity.logout();
    await settled(asleep);
    expect(asleep.identity.currentSession().isLogged).toBe(true);

    later();
    wakeUp();

    await expectEndedHere(asleep);
    close();
  });

  it('does nothing on an ordinary page show or when the page is hidden', async () => {
    const { awake, asleep, close } = await twoTabs();
    later();
    void awake.identity.logout();

    showFromCache(false);
    showPage('hidden');

    await expectStillSignedIn(asleep);
    close();
  });

  it('ends once when it hears the message and wakes too', async () => {
    const localStorage = memoryStorage();
    const { openChannel, close } = tabChannels();
    const wake = countedWake();
    const signingOut = await signedInTab({ localStorage, openChannel });
    const other = await signedInTab({ localStorage, openChannel, onWake: wake.onWake });
    later();

    void signingOut.identity.logout();
    showFromCache();
    resumeFrozenPage();
    showPage('visible');

    await expectEndedHere(other);
    close();
  });

  it('keeps a session signed in after the last sign-out', async () => {
    const { awake, localStorage, close } = await twoTabs();
    later();
    void awake.identity.logout();
    later();
    const signedInAfter = await signedInTab({ localStorage, onWake: countedWake().onWake });

    later();
    showPage('visible');

    await expectStillSignedIn(signedInAfter);
    close();
  });

  it("keeps its session when the provider session that ended in another tab is not this tab's", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })).handler);
    const { awake, asleep, close } = await twoTabs({ sid: 'sesion-anterior', asleepSid: 'sesion-2' });
    later();
    // A refresh the provider refuses: the end of that provider session only.
    await awake.identity.refresh();
    expect(awake.changes.map(([, reason]) => reason)).toEqual(['refreshRejected']);

    later();
    showPage('visible');

    await expectStillSignedIn(asleep);
    close();
  });

  it('ends its session when its tokens are gone from the store while it slept', async () => {
    const { asleep, close } = await twoTabs();
    asleep.sessionStorage.removeItem(userKey);

    later();
    resumeFrozenPage();

    await expectEndedHere(asleep);
    close();
  });

  it('registers its wake listeners once while it holds a session, and releases them when the session ends', async () => {
    const { awake, asleep, counted, close } = await twoTabs();
    expect(counted.active).toBe(1);
    // New tokens (a renewal) keep the one registration.
    asleep.identity['adopt'](await asleep.identity['manager'].getUser(), 'refreshed');
    expect(counted.active).toBe(1);
    asleep.changes.length = 0;

    later();
    void awake.identity.logout();
    later();
    showPage('visible');
    await expectEndedHere(asleep);
    await settled(asleep);

    expect(counted.active).toBe(0);
    close();
  });
});

describe('OidcIdentity: a reload of a tab whose session ended while it slept', () => {
  /** The tab's stored tokens and their receipt time, as the page before the reload left them; the sign-out mark after them. */
  function reloadedTab({ signedOutAfter }: { signedOutAfter: boolean }) {
    const sessionStorage = memoryStorage();
    const localStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    sessionStorage.setItem(TOKENS_RECEIVED_AT_KEY, String(start));
    const markedAt = signedOutAfter ? start + 1_000 : start - 1_000;
    localStorage.setItem(SESSION_END_MARK_KEY, JSON.stringify({ at: markedAt, sessionId: null }));
    later(5_000);
    return { sessionStorage, localStorage };
  }

  it('starts anonymous without spending its refresh token, its tokens and personal data gone', async () => {
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(endpoint.handler);
    const { sessionStorage, localStorage } = reloadedTab({ signedOutAfter: true });
    const storage = new MemoryStorage();
    storage.set('documentNumber', '43512876');
    const moments: ErasureMoment[] = [];
    const eraser: PersonalDataEraser = { erase: (moment) => void moments.push(moment) };
    const identity = new OidcIdentity(testConfig(), storage, new MemoryStorage(), [eraser], fakeBrowser({ sessionStorage, localStorage }).browser);

    const startup = await identity.initialize();

    expect(startup.session.isLogged).toBe(false);
    expect(endpoint.requests).toHaveLength(0);
    expect(sessionStorage.getItem(userKey)).toBeNull();
    expect(sessionStorage.getItem(TOKENS_RECEIVED_AT_KEY)).toBeNull();
    expect(storage.get('documentNumber')).toBeNull();
    // A session ended: each feature erases what goes at a session's end (the payment trace too).
    expect(moments).toContain('sessionEnded');
  });

  it('loads no watch for an anonymous start without a sign-out mark', async () => {
    server.use(tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const tab = identityWith({ localStorage: memoryStorage(), onWake: countedWake().onWake });
    vi.spyOn(tab.identity['manager'], 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));

    await tab.identity.initialize();

    expect(tab.identity.currentSession().isLogged).toBe(false);
    expect(tab.identity['endWatch']['watch']).toBeNull();
  });

  it('uses its refresh token as before when its tokens are newer than the last sign-out', async () => {
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(endpoint.handler);
    const { sessionStorage, localStorage } = reloadedTab({ signedOutAfter: false });
    const tab = identityWith({ sessionStorage, localStorage });

    const startup = await tab.identity.initialize();

    expect(startup.session.isLogged).toBe(true);
    expect(endpoint.requests).toHaveLength(1);
    expect(Number(sessionStorage.getItem(TOKENS_RECEIVED_AT_KEY))).toBe(Date.now());
  });
});
