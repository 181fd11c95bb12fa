import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_END_MARK_KEY, writeSessionEndMark } from '@/infrastructure/identity/session-end-mark.adapter';
import { readSessionEndMark } from '@/infrastructure/identity/session-end-watch.adapter';
import { TokenRotationChannel } from '@/infrastructure/identity/token-rotation-channel.adapter';
import { memoryStorage } from '@test/support/oidc';

// The sign-out channel's last word, kept in localStorage for the tabs that slept through it.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const holder = { currentUser: () => null, adoptRotation: async () => false, endedElsewhere: async () => undefined };

describe('the session-end mark', () => {
  it('is written by each announced session end, with its time and session, even where there is no BroadcastChannel', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T14:00:00Z') });
    const storage = memoryStorage();
    const channel = new TokenRotationChannel(undefined, holder, storage);

    channel.announceSessionEnd('sesion-1');
    expect(readSessionEndMark(storage)).toEqual({ at: Date.now(), sessionId: 'sesion-1' });

    vi.advanceTimersByTime(1_000);
    channel.announceSessionEnd(null);
    expect(readSessionEndMark(storage)).toEqual({ at: Date.now(), sessionId: null });
    // Nothing of the person: a time and the ended provider session's id.
    expect(JSON.parse(storage.getItem(SESSION_END_MARK_KEY) ?? '')).toEqual({ at: Date.now(), sessionId: null });
  });

  it.each([['not json'], ['null'], ['{"at":"ayer","sessionId":null}'], ['{"at":1e999,"sessionId":null}'], ['{"at":5,"sessionId":7}'], ['{"sessionId":null}']])(
    'reads %s as no mark',
    (value) => {
      const storage = memoryStorage();
      storage.setItem(SESSION_END_MARK_KEY, value);
      expect(readSessionEndMark(storage)).toBeNull();
    },
  );

  it('is no mark where localStorage is missing or refuses it, and the refusal is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };

    writeSessionEndMark(refusing, { at: 1, sessionId: null });
    writeSessionEndMark(undefined, { at: 1, sessionId: null });

    expect(readSessionEndMark(refusing)).toBeNull();
    expect(readSessionEndMark(undefined)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
