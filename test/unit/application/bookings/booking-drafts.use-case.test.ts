import { describe, expect, it, vi } from 'vitest';
import type { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { BookingDrafts, draftCheckKey } from '@/application/bookings/booking-drafts.use-case';
import type { Scheduler } from '@/application/shared/session/scheduler.port';
import { draftCheckTries, draftLifetimeMs, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { MemoryStorage } from '@test/support/memory-storage';

const startedAt = Date.UTC(2026, 10, 2, 14, 35);

const draftOf = (kind: BookingRequestKind, overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  kind,
  buyer: { documentType: 'CC', documentNumber: '1037600123' },
  step: 4,
  purchases: [],
  reservationCode: 'RES-2026-0042',
  selectedPeople: ['CC:1037600123'],
  attachments: { 'CC:1037600123': { reason: 'fuerzaMayor', files: [] } },
  observation: 'Viajo por calamidad.',
  buyerDocuments: { identityDocument: null, bankCertification: null },
  startedAt,
  ...overrides,
});

/**
 * A store holding one draft per kind in memory; every method is a spy. The drafts it starts with
 * were left by an earlier page of the tab, unless `keptByThisPage`; a draft saved is this page's.
 */
function setup(stored: Partial<Record<BookingRequestKind, BookingDraft>> = {}, now = startedAt, options: { keptByThisPage?: boolean } = {}) {
  const drafts = new Map(Object.entries(stored) as [BookingRequestKind, BookingDraft][]);
  const kept = new Set<BookingRequestKind>(options.keptByThisPage === true ? drafts.keys() : []);
  const store = {
    load: vi.fn<BookingDraftStore['load']>(async (kind) => {
      const draft = drafts.get(kind);
      return draft === undefined ? null : { draft, keptByThisPage: kept.has(kind) };
    }),
    save: vi.fn<BookingDraftStore['save']>(async (draft) => {
      drafts.set(draft.kind, draft);
      kept.add(draft.kind);
    }),
    discard: vi.fn<BookingDraftStore['discard']>(async (kind) => {
      drafts.delete(kind);
      kept.delete(kind);
    }),
    sweep: vi.fn<BookingDraftStore['sweep']>(async () => undefined),
  };
  const clock = { time: now };
  const scheduler: Scheduler = { now: () => clock.time, after: () => () => undefined, every: () => () => undefined };
  const session = new MemoryStorage();
  return { drafts: new BookingDrafts(store, scheduler, session), store, stored: drafts, clock, session };
}

describe('BookingDrafts.restore', () => {
  it('brings back the draft this page kept, within its lifetime', async () => {
    const draft = draftOf('refund');
    const { drafts, store, clock } = setup({ refund: draft }, startedAt, { keptByThisPage: true });
    clock.time = startedAt + draftLifetimeMs - 1;
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'restored', draft });
    expect(store.load).toHaveBeenCalledExactlyOnceWith('refund');
    expect(store.discard).not.toHaveBeenCalled();
  });

  it('locks a draft an earlier page of the tab left (a reload, a reopened tab): nothing of it is given', async () => {
    const { drafts, store } = setup({ refund: draftOf('refund') });
    const found = await drafts.restore('refund');
    expect(found).toEqual({ kind: 'locked', triesLeft: draftCheckTries });
    expect(JSON.stringify(found)).not.toMatch(/1037600123|calamidad|RES-2026/);
    expect(store.discard).not.toHaveBeenCalled();
  });

  it('lives 30 minutes', () => {
    expect(draftLifetimeMs).toBe(30 * 60 * 1000);
  });

  it('gives none when there is none', async () => {
    const { drafts, store } = setup();
    await expect(drafts.restore('rescheduling')).resolves.toEqual({ kind: 'none' });
    expect(store.discard).not.toHaveBeenCalled();
  });

  it('never brings back the other flow’s draft', async () => {
    const refund = draftOf('refund');
    const { drafts, store, stored } = setup();
    store.load.mockResolvedValueOnce({ draft: refund, keptByThisPage: true });
    await expect(drafts.restore('rescheduling')).resolves.toEqual({ kind: 'none' });
    stored.set('rescheduling', draftOf('rescheduling'));
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'none' });
  });

  it.each([
    ['exactly at the end of its lifetime', draftLifetimeMs],
    ['the next morning', 16 * 60 * 60 * 1000],
    ['with a clock set years back', -5 * 365 * 24 * 60 * 60 * 1000],
  ])('discards an expired draft (%s) and gives none', async (_when, elapsed) => {
    const { drafts, store, stored } = setup({ refund: draftOf('refund'), rescheduling: draftOf('rescheduling') }, startedAt + elapsed);
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'none' });
    expect(store.discard).toHaveBeenCalledExactlyOnceWith('refund');
    expect(stored.has('refund')).toBe(false);
    expect(stored.has('rescheduling')).toBe(true);
  });
});

describe('BookingDrafts.keep', () => {
  it('starts a new draft now', async () => {
    const { drafts, store, clock } = setup();
    clock.time = startedAt + 42_000;
    const { startedAt: _ignored, ...fresh } = draftOf('rescheduling');
    await drafts.keep(fresh);
    expect(store.save).toHaveBeenCalledExactlyOnceWith({ ...fresh, startedAt: startedAt + 42_000 });
  });

  it('keeps the start of an existing draft, so saving does not extend its lifetime', async () => {
    const { drafts, store, clock } = setup();
    clock.time = startedAt + 20 * 60 * 1000;
    const draft = draftOf('refund', { step: 5, observation: 'Otra observación' });
    await drafts.keep(draft);
    expect(store.save).toHaveBeenCalledExactlyOnceWith(draft);
    expect(store.save.mock.calls[0]?.[0].startedAt).toBe(startedAt);
  });

  it('a start given as undefined is a new draft', async () => {
    const { drafts, store } = setup({}, startedAt + 5);
    await drafts.keep({ ...draftOf('refund'), startedAt: undefined });
    expect(store.save.mock.calls[0]?.[0].startedAt).toBe(startedAt + 5);
  });
});

describe('BookingDrafts.unlock', () => {
  const owner = { documentType: 'CC', documentNumber: '1037600123' } as const;
  const stranger = { documentType: 'CC', documentNumber: '71650432' } as const;

  it('the draft’s own buyer gets it back, and from then on this page keeps it', async () => {
    const draft = draftOf('refund');
    const { drafts, store } = setup({ refund: draft });
    await expect(drafts.unlock('refund', owner)).resolves.toEqual({ kind: 'restored', draft });
    expect(store.save).toHaveBeenCalledExactlyOnceWith(draft);
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'restored', draft });
  });

  it('the same number under another document type is another buyer', async () => {
    const { drafts } = setup({ refund: draftOf('refund') });
    await expect(drafts.unlock('refund', { documentType: 'CE', documentNumber: '1037600123' })).resolves.toEqual({ kind: 'mismatch', triesLeft: 2 });
  });

  it('another document counts a try, kept across reloads; the third deletes the draft', async () => {
    const { drafts, store, stored, session } = setup({ refund: draftOf('refund'), rescheduling: draftOf('rescheduling') });
    await expect(drafts.unlock('refund', stranger)).resolves.toEqual({ kind: 'mismatch', triesLeft: 2 });
    // A reload asks again, with the tries already spent.
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'locked', triesLeft: 2 });
    await expect(drafts.unlock('refund', stranger)).resolves.toEqual({ kind: 'mismatch', triesLeft: 1 });
    await expect(drafts.unlock('refund', stranger)).resolves.toEqual({ kind: 'deleted' });
    expect(store.discard).toHaveBeenCalledExactlyOnceWith('refund');
    expect(stored.has('refund')).toBe(false);
    expect(stored.has('rescheduling')).toBe(true);
    expect(session.values.has(draftCheckKey('refund'))).toBe(false);
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'none' });
  });

  it('the right document after a wrong one brings the draft back and clears the count', async () => {
    const draft = draftOf('refund');
    const { drafts, session } = setup({ refund: draft });
    await drafts.unlock('refund', stranger);
    await expect(drafts.unlock('refund', owner)).resolves.toEqual({ kind: 'restored', draft });
    expect(session.values.has(draftCheckKey('refund'))).toBe(false);
  });

  it('a count left for another draft (or unreadable) is no count', async () => {
    const { drafts, session } = setup({ refund: draftOf('refund') });
    session.set(draftCheckKey('refund'), `${startedAt - 1}:2`);
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'locked', triesLeft: 3 });
    session.set(draftCheckKey('refund'), 'basura');
    await expect(drafts.restore('refund')).resolves.toEqual({ kind: 'locked', triesLeft: 3 });
  });

  it('gives none when the draft is gone or expired meanwhile', async () => {
    const { drafts, stored, clock } = setup({ refund: draftOf('refund') });
    clock.time = startedAt + draftLifetimeMs;
    await expect(drafts.unlock('refund', owner)).resolves.toEqual({ kind: 'none' });
    expect(stored.has('refund')).toBe(false);
    await expect(drafts.unlock('refund', owner)).resolves.toEqual({ kind: 'none' });
  });
});

describe('BookingDrafts.forget and now', () => {
  it('forgets only this flow’s draft', async () => {
    const { drafts, store, stored } = setup({ refund: draftOf('refund'), rescheduling: draftOf('rescheduling') });
    await drafts.forget('rescheduling');
    expect(store.discard).toHaveBeenCalledExactlyOnceWith('rescheduling');
    expect([...stored.keys()]).toEqual(['refund']);
  });

  it('reads the time from the clock', () => {
    const { drafts, clock } = setup();
    clock.time = 1_234_567;
    expect(drafts.now()).toBe(1_234_567);
  });
});
