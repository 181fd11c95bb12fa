import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Identity, SessionChangeReason } from '@/application/shared/session/identity.port';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { SessionStore } from '@/presentation/shared/session/session.store';

const maria: Session = Object.freeze({
  isLogged: true,
  userName: 'maria',
  userFullName: 'María Pérez',
  documentType: 'CC',
  documentNumber: '52000000',
  roles: Object.freeze(['role_personas']),
});

function identityStub(login: () => Promise<void> = () => Promise.resolve()) {
  let listener: ((session: Session, reason: SessionChangeReason) => void) | undefined;
  const identity = {
    currentSession: () => anonymousSession,
    onSessionChange: (next: typeof listener) => {
      listener = next;
      return () => (listener = undefined);
    },
    login,
    logout: () => Promise.resolve(),
  } as unknown as Identity;
  return { identity, change: (session: Session, reason: SessionChangeReason) => listener?.(session, reason) };
}

describe('SessionStore: an observable mirror of the identity', () => {
  it("holds the identity's session itself, not an observable copy of it", () => {
    const { identity, change } = identityStub();
    const store = new SessionStore(identity);
    expect(store.session).toBe(anonymousSession);

    change(maria, 'signedIn');

    expect(store.session).toBe(maria);
  });

  it('re-runs what reads it when the session changes, with the reason', () => {
    const { identity, change } = identityStub();
    const store = new SessionStore(identity);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.isLogged} ${store.hasAnyRole(['role_personas'])} ${store.lastChange}`));

    change(maria, 'signedIn');
    store.dispose();
    change(anonymousSession, 'signedOut');
    stop();

    expect(seen).toEqual(['false false null', 'true true signedIn']);
  });

  it('reports a redirect under way and a failed sign-in to what observes it', async () => {
    const failure = Object.assign(new Error('down'), { code: 'identity.unavailable' });
    const login = vi.fn(() => Promise.reject(failure));
    const store = new SessionStore(identityStub(login).identity);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.isRedirecting} ${store.loginError}`));

    await store.login();
    store.clearLoginError();
    stop();

    expect(seen).toEqual(['false null', 'true null', 'false identity.unavailable', 'false null']);
  });
});
