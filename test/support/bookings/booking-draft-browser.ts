import type { Page } from '@playwright/test';

/** A record of the drafts store as the browser holds it: its fields, its binary parts as base64, the rest as JSON. */
export interface StoredDraftRecord {
  readonly fields: readonly string[];
  readonly id: unknown;
  readonly kind: unknown;
  readonly startedAt: unknown;
  readonly iv: string | null;
  readonly ciphertext: string | null;
  /** Each file's own IV and ciphertext. */
  readonly files: ReadonlyArray<{ readonly iv: string | null; readonly ciphertext: string | null }>;
  /** Every field but the binary ones, as JSON: where a draft kept in clear would show. */
  readonly json: string;
}

/** Every record of the origin's drafts store, read in the page (none when there is no database or store). */
export async function storedDraftRecords(page: Page): Promise<StoredDraftRecord[]> {
  return page.evaluate(
    () =>
      new Promise<StoredDraftRecord[]>((resolve, reject) => {
        const base64 = (bytes: Uint8Array) => {
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        };
        const binary = (value: unknown) => {
          const { iv, ciphertext } = (value ?? {}) as Record<string, unknown>;
          return {
            iv: iv instanceof Uint8Array ? base64(iv) : null,
            ciphertext: ciphertext instanceof ArrayBuffer ? base64(new Uint8Array(ciphertext)) : null,
          };
        };
        const describe = (value: unknown): StoredDraftRecord => {
          const record = value as Record<string, unknown>;
          return {
            fields: Object.keys(record).sort(),
            id: record.id,
            kind: record.kind,
            startedAt: record.startedAt,
            ...binary(record),
            files: Array.isArray(record.files) ? record.files.map(binary) : [],
            json: JSON.stringify(record, (_key, field: unknown) => (field instanceof ArrayBuffer || ArrayBuffer.isView(field) ? undefined : field)),
          };
        };
        const opening = indexedDB.open('portal-borradores');
        opening.onerror = () => reject(new Error('portal-borradores did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('drafts').objectStore('drafts').getAll();
          reading.onsuccess = () => {
            resolve(reading.result.map(describe));
            db.close();
          };
          reading.onerror = () => reject(new Error('the drafts store could not be read'));
        };
      }),
  );
}

/** The tab's draft key (base64) and how many entries its session storage holds. */
export async function tabSessionStorage(page: Page): Promise<{ readonly draftKey: string | null; readonly length: number }> {
  return page.evaluate(() => ({ draftKey: sessionStorage.getItem('portal.bookingDraft.key'), length: sessionStorage.length }));
}

/**
 * What a record holds, decrypted here with the key a tab had (AES-GCM, ADR 0019): the draft
 * without its files' bytes, and each file's bytes as base64; null when there is no key or
 * something does not decrypt.
 */
export async function decryptedDraft(
  record: StoredDraftRecord | undefined,
  draftKey: string | null,
): Promise<{ readonly draft: Record<string, unknown>; readonly files: readonly string[] } | null> {
  if (record === undefined || draftKey === null) return null;
  const { subtle } = globalThis.crypto;
  const binding = `portal-borradores\n${String(record.id)}\n${String(record.kind)}\n${String(record.startedAt)}`;
  try {
    const key = await subtle.importKey('raw', Buffer.from(draftKey, 'base64'), 'AES-GCM', false, ['decrypt']);
    const open = async (part: { readonly iv: string | null; readonly ciphertext: string | null }, boundTo: string) => {
      const additionalData = new TextEncoder().encode(`${binding}\n${boundTo}`);
      const iv = Buffer.from(part.iv ?? '', 'base64');
      return new TextDecoder().decode(await subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, Buffer.from(part.ciphertext ?? '', 'base64')));
    };
    const outline = JSON.parse(await open(record, 'draft')) as { draft: Record<string, unknown> };
    const files = await Promise.all(record.files.map((file, index) => open(file, `file ${index}`)));
    return { draft: outline.draft, files };
  } catch {
    return null;
  }
}

/** Which of the texts the record shows, in its JSON fields or as bytes (Latin-1 or UTF-8) of any of its ciphertexts. */
export function recordShows(record: StoredDraftRecord, texts: readonly string[]): string[] {
  const readings = [record.json];
  for (const { ciphertext } of [record, ...record.files]) {
    const bytes = Buffer.from(ciphertext ?? '', 'base64');
    readings.push(bytes.toString('latin1'), bytes.toString('utf8'));
  }
  return texts.filter((text) => readings.some((reading) => reading.includes(text)));
}
