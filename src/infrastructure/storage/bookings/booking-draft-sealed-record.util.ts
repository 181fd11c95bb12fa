import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { seal, unseal } from './booking-draft-cipher.util';

/**
 * One draft as IndexedDB holds it: the draft as JSON, encrypted under the tab's key, beside the
 * IV it was encrypted with. `kind` and `startedAt` stay readable (the sweep reads `startedAt` from
 * an index) and are authenticated with the record's id, so a ciphertext moved to another id, flow
 * or start time no longer decrypts.
 */
export interface SealedDraftRecord {
  readonly id: string;
  readonly kind: BookingRequestKind;
  readonly startedAt: number;
  readonly savedAt: number;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: ArrayBuffer;
}

/** The draft encrypted into the record stored under `id`. */
export async function sealDraft(subtle: SubtleCrypto, key: CryptoKey, id: string, draft: BookingDraft, savedAt: number): Promise<SealedDraftRecord> {
  const { kind, startedAt } = draft;
  const plaintext = new TextEncoder().encode(JSON.stringify(draft));
  const { iv, ciphertext } = await seal(subtle, key, plaintext, boundTo(id, kind, startedAt));
  return { id, kind, startedAt, savedAt, iv, ciphertext };
}

/**
 * The flow's draft the stored value holds under `id`, or null when it cannot be read: no record,
 * another flow's, an older build's or damaged one, or encrypted under another key (a closed tab's).
 */
export async function unsealDraft(subtle: SubtleCrypto, key: CryptoKey, stored: unknown, id: string, kind: BookingRequestKind): Promise<BookingDraft | null> {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Partial<Record<keyof SealedDraftRecord, unknown>>;
  if (record.kind !== kind || typeof record.startedAt !== 'number') return null;
  const plaintext = await unseal(subtle, key, record, boundTo(id, kind, record.startedAt));
  if (plaintext === null) return null;
  try {
    const draft = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<BookingDraft> | null;
    return draft?.kind === kind && draft.startedAt === record.startedAt ? (draft as BookingDraft) : null;
  } catch {
    return null;
  }
}

/** The additional authenticated data: what the ciphertext belongs to. */
function boundTo(id: string, kind: BookingRequestKind, startedAt: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`portal-borradores\n${id}\n${kind}\n${startedAt}`);
}
