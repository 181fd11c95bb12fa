import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { SealedDraftRecord } from '@/infrastructure/storage/bookings/booking-draft-sealed-record.util';
import { bookingDraftKeySessionKey } from '@/infrastructure/storage/bookings/booking-draft-tab-key.util';
import {
  browserProfile,
  databaseNames,
  draftIdOf,
  draftKeyOf,
  draftOf,
  olderBuildDatabase,
  storedIds,
  storedRecord,
  storeRaw,
} from '@test/support/bookings/booking-draft-tabs';

// What a draft leaves on the disk: ciphertext under a key that only the tab's session storage
// holds, so a reload reads it and nothing else can once the tab is closed (ADR 0019).

afterEach(() => vi.restoreAllMocks());

const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex');

/** Every string a stored value holds, its binary parts read as Latin-1 and as UTF-8. */
function everythingIn(value: unknown): string {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const buffer = Buffer.from(value instanceof ArrayBuffer ? value : value.buffer);
    return `${buffer.toString('latin1')}\n${buffer.toString('utf8')}`;
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).map(everythingIn).join('\n');
  return String(value);
}

/** What the person typed and attached, as the draft holds it (file bytes in base64) and decoded. */
function personalDataOf(draft: BookingDraft): string[] {
  const files = [...Object.values(draft.attachments).flatMap(({ files }) => files), draft.buyerDocuments.identityDocument, draft.buyerDocuments.bankCertification];
  return [
    draft.observation,
    draft.buyer.documentNumber,
    ...files.flatMap((file) => (file === null ? [] : [file.name, file.base64, Buffer.from(file.base64, 'base64').toString('latin1')])),
  ];
}

describe('the draft at rest is ciphertext under the tab’s key', () => {
  it('IndexedDB holds no byte of the files nor the typed text; session storage holds the 256-bit key', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const draft = draftOf('refund');

    await tab.store.save(draft);

    const stored = everythingIn(await storedRecord(indexedDB, draftIdOf(tab) ?? ''));
    for (const secret of personalDataOf(draft)) expect(stored).not.toContain(secret);
    expect(Buffer.from(draftKeyOf(tab) ?? '', 'base64')).toHaveLength(32);
    expect(await storedRecord(indexedDB, draftIdOf(tab) ?? '')).toMatchObject({ kind: 'refund', startedAt: draft.startedAt, iv: expect.any(Uint8Array) });
  });

  it('a reload finds the key and brings back the files and the text', async () => {
    const tab = browserProfile().openTab();
    const draft = draftOf('refund');
    await tab.store.save(draft);

    const reloaded = tab.reload();
    await reloaded.store.sweep(Date.now());

    expect((await reloaded.store.load('refund'))?.draft).toEqual(draft);
    expect(reloaded.logger.warnings).toEqual([]);
  });

  it('each save is encrypted under a fresh IV', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const draft = draftOf('refund');
    await tab.store.save(draft);
    const first = (await storedRecord(indexedDB, draftIdOf(tab) ?? '')) as { iv: Uint8Array };

    await tab.store.save({ ...draft });
    const second = (await storedRecord(indexedDB, draftIdOf(tab) ?? '')) as { iv: Uint8Array };

    expect(Buffer.from(second.iv).equals(Buffer.from(first.iv))).toBe(false);
  });

  it('a closed tab takes its key: another tab has none, and even naming the record it reads nothing and deletes it', async () => {
    const { indexedDB, openTab } = browserProfile();
    const closed = openTab();
    await closed.store.save(draftOf('refund'));
    const id = draftIdOf(closed) ?? '';
    closed.close();

    const next = openTab();
    expect(draftKeyOf(next)).toBeNull();
    // A forged session key naming the closed tab's record.
    next.session.setItem('portal.bookingDraft.refund', id);

    expect(await next.store.load('refund')).toBeNull();
    expect(next.logger.warnings.map(([message]) => message)).toEqual(['El borrador de la solicitud no se pudo leer y se descarta']);
    expect(next.logger.errors).toEqual([]);
    expect(await storedIds(indexedDB)).toEqual([]);
  });

  it('the next start-up sweep deletes what a closed tab left', async () => {
    const { indexedDB, openTab } = browserProfile();
    const closed = openTab();
    await closed.store.save(draftOf('refund'));
    closed.close();

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([]);
  });

  it('a record that does not decrypt is no draft: load resolves null, deletes it, and a new draft can follow', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    const id = draftIdOf(tab) ?? '';
    const record = (await storedRecord(indexedDB, id)) as { ciphertext: ArrayBuffer };
    const tampered = new Uint8Array(record.ciphertext.slice(0));
    tampered[0] = (tampered[0] ?? 0) ^ 0xff;
    await storeRaw(indexedDB, { ...record, ciphertext: tampered.buffer });

    await expect(tab.anotherStore().load('refund')).resolves.toBeNull();

    expect(await storedIds(indexedDB)).toEqual([]);
    expect(draftIdOf(tab)).toBeNull();
    expect(tab.logger.errors).toEqual([]);
    await tab.store.save(draftOf('refund', { step: 3 }));
    expect((await tab.store.load('refund'))?.draft.step).toBe(3);
  });

  it('a save encrypts again only what changed: the text always, a file only when it is new', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const draft = draftOf('refund');
    await tab.store.save(draft);
    const id = draftIdOf(tab) ?? '';
    const first = (await storedRecord(indexedDB, id)) as SealedDraftRecord;
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt');

    await tab.store.save({ ...draft, observation: 'Otra observación' });
    const second = (await storedRecord(indexedDB, id)) as SealedDraftRecord;
    const identityDocument = { name: 'otra-cédula.pdf', mimeType: 'application/pdf', size: 6, base64: 'JVBERi00' };
    // A reloaded page reads the draft first, and with it the files' ciphertexts.
    const reloaded = tab.reload();
    await reloaded.store.load('refund');
    await reloaded.store.save({ ...draft, buyerDocuments: { ...draft.buyerDocuments, identityDocument } });
    const third = (await storedRecord(indexedDB, id)) as SealedDraftRecord;

    // The text once per save; the one new file once.
    expect(encrypt).toHaveBeenCalledTimes(3);
    expect(hex(second.iv)).not.toBe(hex(first.iv));
    expect(second.files.map(({ iv }) => hex(iv))).toEqual(first.files.map(({ iv }) => hex(iv)));
    expect(third.files.map(({ iv }) => hex(iv)).filter((iv, index) => iv !== hex(first.files[index]?.iv))).toHaveLength(1);
    expect((await reloaded.reload().store.load('refund'))?.draft.buyerDocuments.identityDocument).toEqual(identityDocument);
  });

  it('a changed file, or files in another order, do not decrypt', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    const id = draftIdOf(tab) ?? '';
    const record = (await storedRecord(indexedDB, id)) as SealedDraftRecord;
    const changed = new Uint8Array(record.files[0]?.ciphertext.slice(0) ?? new ArrayBuffer(0));
    changed[0] = (changed[0] ?? 0) ^ 0x01;

    await storeRaw(indexedDB, { ...record, files: [{ ...record.files[0], ciphertext: changed.buffer }, ...record.files.slice(1)] });
    expect(await tab.reload().store.load('refund')).toBeNull();

    const tab2 = openTab();
    await tab2.store.save(draftOf('refund'));
    const record2 = (await storedRecord(indexedDB, draftIdOf(tab2) ?? '')) as SealedDraftRecord;
    await storeRaw(indexedDB, { ...record2, files: [...record2.files].reverse() });
    expect(await tab2.reload().store.load('refund')).toBeNull();
  });

  it('a ciphertext moved under another id of the same flow, even under the same key, does not decrypt', async () => {
    const { indexedDB, openTab } = browserProfile();
    const original = openTab();
    await original.store.save(draftOf('refund'));
    // A duplicated tab has the same key and its own id, holding its own copy of the draft.
    const copy = original.duplicate();
    expect(await copy.store.load('refund')).not.toBeNull();
    expect(draftKeyOf(copy)).toBe(draftKeyOf(original));
    const originalRecord = (await storedRecord(indexedDB, draftIdOf(original) ?? '')) as object;
    await storeRaw(indexedDB, { ...originalRecord, id: draftIdOf(copy) });

    expect(await copy.anotherStore().load('refund')).toBeNull();
    expect(await original.store.load('refund')).not.toBeNull();
  });

  it('a ciphertext moved to the other flow does not decrypt', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling', { step: 2 }));
    const refund = (await storedRecord(indexedDB, draftIdOf(tab) ?? '')) as object;
    await storeRaw(indexedDB, { ...refund, id: draftIdOf(tab, 'rescheduling'), kind: 'rescheduling' });

    expect(await tab.store.load('rescheduling')).toBeNull();
    expect((await tab.store.load('refund'))?.draft.kind).toBe('refund');
  });

  it('without the key in session storage the record is unreadable: load gives null and the sweep deletes it', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling'));
    const reloaded = tab.reload();
    reloaded.session.removeItem(bookingDraftKeySessionKey);

    await reloaded.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([]);
    expect(await reloaded.store.load('refund')).toBeNull();
    expect(draftIdOf(reloaded, 'rescheduling')).toBeNull();
  });

  it('discarding the last draft drops the key: the next draft is encrypted under a new one', async () => {
    const tab = browserProfile().openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling'));
    const first = draftKeyOf(tab);

    await tab.store.discard('refund');
    expect(draftKeyOf(tab)).toBe(first);
    await tab.store.discard('rescheduling');
    expect(draftKeyOf(tab)).toBeNull();

    await tab.store.save(draftOf('refund', { startedAt: Date.now() }));
    expect(draftKeyOf(tab)).not.toBeNull();
    expect(draftKeyOf(tab)).not.toBe(first);
    expect(await tab.store.load('refund')).not.toBeNull();
  });

  it('an older build’s drafts in clear are deleted when this build first opens the database, an open tab’s included', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const clear = { id: 'borrador-en-claro-0001', kind: 'refund', startedAt: Date.now(), savedAt: Date.now(), draft: draftOf('refund') };
    await olderBuildDatabase(indexedDB, [clear]);
    // Its page is still open and holds the record's lock for as long as it lives.
    void locks.forPage('older-build').request('portal-booking-draft:borrador-en-claro-0001', { ifAvailable: true }, () => new Promise<void>(() => undefined));

    expect(locks.holder('portal-booking-draft:borrador-en-claro-0001')).toBe('older-build');

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([]);
    expect(await databaseNames(indexedDB)).toEqual(['portal-borradores']);
  });

  it('without WebCrypto (an insecure origin) the draft lasts as long as the page and nothing reaches the disk', async () => {
    const { indexedDB, openTab } = browserProfile({ withWebCrypto: false });
    const tab = openTab();

    await tab.store.save(draftOf('refund'));

    expect((await tab.store.load('refund'))?.draft.step).toBe(4);
    expect(await databaseNames(indexedDB)).toEqual([]);
    expect(draftIdOf(tab)).toBeNull();
    expect(tab.logger.warnings.map(([message]) => message)).toEqual(['El borrador de la solicitud se guarda solo en memoria: este navegador no permite guardarlo']);
  });
});
