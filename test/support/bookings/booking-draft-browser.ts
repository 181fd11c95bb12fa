import type { Page } from '@playwright/test';

/** A record of the drafts store as the browser holds it: its fields, its binary parts as base64, the rest as JSON. */
export interface StoredDraftRecord {
  readonly fields: readonly string[];
  readonly id: unknown;
  readonly kind: unknown;
  readonly startedAt: unknown;
  readonly iv: string | null;
  readonly ciphertext: string | null;
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
        const describe = (value: unknown): StoredDraftRecord => {
          const record = value as Record<string, unknown>;
          const { iv, ciphertext } = record;
          return {
            fields: Object.keys(record).sort(),
            id: record.id,
            kind: record.kind,
            startedAt: record.startedAt,
            iv: iv instanceof Uint8Array ? base64(iv) : null,
            ciphertext: ciphertext instanceof ArrayBuffer ? base64(new Uint8Array(ciphertext)) : null,
            json: JSON.stringify(record, (key, field: unknown) => (key === 'iv' || key === 'ciphertext' ? undefined : field)),
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
 * The draft a record holds, decrypted here with the key a tab had (AES-GCM, the record's id, flow
 * and start time as additional data, ADR 0019); null when there is no key or it does not decrypt.
 */
export async function decryptedDraft(record: StoredDraftRecord | undefined, draftKey: string | null): Promise<Record<string, unknown> | null> {
  if (record?.iv == null || record.ciphertext === null || draftKey === null) return null;
  const { subtle } = globalThis.crypto;
  try {
    const key = await subtle.importKey('raw', Buffer.from(draftKey, 'base64'), 'AES-GCM', false, ['decrypt']);
    const additionalData = new TextEncoder().encode(`portal-borradores\n${String(record.id)}\n${String(record.kind)}\n${String(record.startedAt)}`);
    const plaintext = await subtle.decrypt({ name: 'AES-GCM', iv: Buffer.from(record.iv, 'base64'), additionalData }, key, Buffer.from(record.ciphertext, 'base64'));
    return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Whether the record shows any of the texts, in its JSON fields or as bytes (Latin-1 or UTF-8) of its ciphertext. */
export function recordShows(record: StoredDraftRecord, texts: readonly string[]): string[] {
  const bytes = Buffer.from(record.ciphertext ?? '', 'base64');
  const readings = [record.json, bytes.toString('latin1'), bytes.toString('utf8')];
  return texts.filter((text) => readings.some((reading) => reading.includes(text)));
}
