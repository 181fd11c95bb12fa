import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { isSealedBytes, seal, unseal, type SealedBytes } from './booking-draft-cipher.util';
import { joinDraftFiles, splitDraftFiles } from './booking-draft-files.util';

/**
 * One draft as IndexedDB holds it, encrypted under the tab's key: the draft without its files'
 * bytes (`iv`, `ciphertext`), and each file's bytes on its own (`files`), so a save re-encrypts
 * only the files that changed. `kind` and `startedAt` stay readable (the sweep reads `startedAt`
 * from an index); they and the id are authenticated with every part, so a part moved to another
 * id, flow, start time or file position no longer decrypts. The draft's part lists each file's IV,
 * so a file cannot be swapped for another encryption either.
 */
export interface SealedDraftRecord {
  readonly id: string;
  readonly kind: BookingRequestKind;
  readonly startedAt: number;
  readonly savedAt: number;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: ArrayBuffer;
  readonly files: readonly SealedBytes[];
}

/** The files a record was last written or read with, so the next save of the same record can reuse their ciphertexts. */
export interface SealedFiles {
  readonly key: CryptoKey;
  readonly binding: string;
  readonly contents: readonly string[];
  readonly sealed: readonly SealedBytes[];
}

/** What the draft's part holds once decrypted. */
interface SealedOutline {
  readonly draft: BookingDraft;
  readonly fileIvs: readonly string[];
}

/**
 * The draft encrypted into the record stored under `id`: its outline under a fresh IV, and each
 * file either carried over from `previous` (the same record, key and bytes at the same position:
 * nothing is encrypted again) or encrypted under a fresh IV.
 */
export async function sealDraft(
  subtle: SubtleCrypto,
  key: CryptoKey,
  id: string,
  draft: BookingDraft,
  savedAt: number,
  previous: SealedFiles | null,
): Promise<{ readonly record: SealedDraftRecord; readonly files: SealedFiles }> {
  const { kind, startedAt } = draft;
  const binding = bindingOf(id, kind, startedAt);
  const { outline, contents } = splitDraftFiles(draft);
  const reusable = previous !== null && previous.key === key && previous.binding === binding ? previous : null;
  const sealed = await Promise.all(
    contents.map((content, index) => {
      const kept = reusable?.contents[index] === content ? reusable.sealed[index] : undefined;
      return kept ?? seal(subtle, key, encode(content), encode(`${binding}\nfile ${index}`));
    }),
  );
  const plain: SealedOutline = { draft: outline, fileIvs: sealed.map(({ iv }) => ivText(iv)) };
  const { iv, ciphertext } = await seal(subtle, key, encode(JSON.stringify(plain)), encode(`${binding}\ndraft`));
  return { record: { id, kind, startedAt, savedAt, iv, ciphertext, files: sealed }, files: { key, binding, contents, sealed } };
}

/**
 * The flow's draft the stored value holds under `id` (and its files, for the next save), or null
 * when it cannot be read: no record, another flow's, an older build's or damaged one, or encrypted
 * under another key (a closed tab's).
 */
export async function unsealDraft(
  subtle: SubtleCrypto,
  key: CryptoKey,
  stored: unknown,
  id: string,
  kind: BookingRequestKind,
): Promise<{ readonly draft: BookingDraft; readonly files: SealedFiles } | null> {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Partial<Record<keyof SealedDraftRecord, unknown>>;
  const { startedAt, files } = record;
  if (record.kind !== kind || typeof startedAt !== 'number' || !Array.isArray(files) || !files.every(isSealedBytes)) return null;
  const binding = bindingOf(id, kind, startedAt);
  const outline = parseOutline(await unseal(subtle, key, record, encode(`${binding}\ndraft`)));
  if (outline?.draft.kind !== kind || outline.draft.startedAt !== startedAt || outline.fileIvs.length !== files.length) return null;
  if (files.some((file, index) => ivText(file.iv) !== outline.fileIvs[index])) return null;
  const opened = await Promise.all(files.map((file, index) => unseal(subtle, key, file, encode(`${binding}\nfile ${index}`))));
  const contents = opened.map((bytes) => (bytes === null ? null : new TextDecoder().decode(bytes)));
  if (contents.some((content) => content === null)) return null;
  const draft = joinDraftFiles(outline.draft, contents as string[]);
  return draft === null ? null : { draft, files: { key, binding, contents: contents as string[], sealed: files } };
}

function parseOutline(plaintext: Uint8Array | null): SealedOutline | null {
  if (plaintext === null) return null;
  try {
    const outline = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<SealedOutline> | null;
    return typeof outline?.draft === 'object' && outline.draft !== null && Array.isArray(outline.fileIvs) ? (outline as SealedOutline) : null;
  } catch {
    return null;
  }
}

/** What every part of the record is bound to, as additional authenticated data. */
function bindingOf(id: string, kind: BookingRequestKind, startedAt: number): string {
  return `portal-borradores\n${id}\n${kind}\n${startedAt}`;
}

function encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function ivText(iv: Uint8Array): string {
  return Array.from(iv, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
