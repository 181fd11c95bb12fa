import { describe, expect, it, vi } from 'vitest';
import type { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import type { Scheduler } from '@/application/shared/session/scheduler.port';
import { draftLifetimeMs, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';

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

/** A store holding one draft per kind in memory; every method is a spy. */
function setup(stored: Partial<Record<BookingRequestKind, BookingDraft>> = {}, now = startedAt) {
  const drafts = new Map(Object.entries(stored) as [BookingRequestKind, BookingDraft][]);
  const store = {
    load: vi.fn<BookingDraftStore['load']>(async (kind) => drafts.get(kind) ?? null),
    save: vi.fn<BookingDraftStore['save']>(async (draft) => void drafts.set(draft.kind, draft)),
    discard: vi.fn<BookingDraftStore['discard']>(async (kind) => void drafts.delete(kind)),
    sweep: vi.fn<BookingDraftStore['sweep']>(async () => undefined),
  };
  const clock = { time: now };
  const scheduler: Scheduler = { now: () => clock.time, after: () => () => undefined, every: () => () => undefined };
  return { drafts: new BookingDrafts(store, scheduler), store, stored: drafts, clock };
}

describe('BookingDrafts.restore', () => {
  it('brings back this flow’s draft within the hour', async () => {
    const draft = draftOf('refund');
    const { drafts, store, clock } = setup({ refund: draft });
    clock.time = startedAt + draftLifetimeMs - 1;
    await expect(drafts.restore('refund')).resolves.toBe(draft);
    expect(store.load).toHaveBeenCalledExactlyOnceWith('refund');
    expect(store.discard).not.toHaveBeenCalled();
  });

  it('gives null when there is none', async () => {
    const { drafts, store } = setup();
    await expect(drafts.restore('rescheduling')).resolves.toBeNull();
    expect(store.discard).not.toHaveBeenCalled();
  });

  it('never brings back the other flow’s draft', async () => {
    const refund = draftOf('refund');
    const { drafts, store, stored } = setup();
    store.load.mockResolvedValueOnce(refund);
    await expect(drafts.restore('rescheduling')).resolves.toBeNull();
    stored.set('rescheduling', draftOf('rescheduling'));
    await expect(drafts.restore('refund')).resolves.toBeNull();
  });

  it.each([
    ['exactly at the hour', draftLifetimeMs],
    ['the next morning', 16 * 60 * 60 * 1000],
    ['with a clock set years back', -5 * 365 * 24 * 60 * 60 * 1000],
  ])('discards an expired draft (%s) and gives null', async (_when, elapsed) => {
    const { drafts, store, stored } = setup({ refund: draftOf('refund'), rescheduling: draftOf('rescheduling') }, startedAt + elapsed);
    await expect(drafts.restore('refund')).resolves.toBeNull();
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

  it('keeps the start of an existing draft, so saving does not extend its hour', async () => {
    const { drafts, store, clock } = setup();
    clock.time = startedAt + 30 * 60 * 1000;
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
