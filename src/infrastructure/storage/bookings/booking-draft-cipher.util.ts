/**
 * AES-GCM over WebCrypto for the booking drafts kept at rest: a 256-bit key, a fresh 96-bit IV
 * for every encryption (stored beside the ciphertext), and additional authenticated data that
 * binds a ciphertext to the record it was written for. It knows no draft or database.
 */

const keyBytes = 32;
const ivBytes = 12;
const algorithm = 'AES-GCM';

/** A ciphertext (its 128-bit tag included) and the IV it was made with. */
export interface SealedBytes {
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: ArrayBuffer;
}

/** A new random 256-bit key, as base64 (the form it is kept in) and imported for use. */
export async function generateDraftKey(subtle: SubtleCrypto): Promise<{ readonly encoded: string; readonly key: CryptoKey }> {
  const raw = crypto.getRandomValues(new Uint8Array(keyBytes));
  const encoded = toBase64(raw);
  return { encoded, key: await importRawKey(subtle, raw) };
}

/** The key a base64 string holds, non-extractable; null when the string is not a 256-bit key. */
export async function importDraftKey(subtle: SubtleCrypto, encoded: string): Promise<CryptoKey | null> {
  const raw = fromBase64(encoded);
  if (raw?.length !== keyBytes) return null;
  try {
    return await importRawKey(subtle, raw);
  } catch {
    return null;
  }
}

/** Encrypts the bytes under a fresh random IV, authenticating `additionalData` with them. */
export async function seal(subtle: SubtleCrypto, key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, additionalData: Uint8Array<ArrayBuffer>): Promise<SealedBytes> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const ciphertext = await subtle.encrypt({ name: algorithm, iv, additionalData }, key, plaintext);
  return { iv, ciphertext };
}

/**
 * The plaintext, or null when it cannot be had: another key, a changed ciphertext, IV or
 * additional data (GCM's tag fails), or a value that is not sealed bytes at all.
 */
export async function unseal(subtle: SubtleCrypto, key: CryptoKey, sealed: unknown, additionalData: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!isSealedBytes(sealed)) return null;
  try {
    return new Uint8Array(await subtle.decrypt({ name: algorithm, iv: sealed.iv, additionalData }, key, sealed.ciphertext));
  } catch {
    return null;
  }
}

/** Whether a stored value has the shape {@link seal} gives (IndexedDB may hold anything). */
export function isSealedBytes(value: unknown): value is SealedBytes {
  if (typeof value !== 'object' || value === null) return false;
  const { iv, ciphertext } = value as Partial<Record<keyof SealedBytes, unknown>>;
  // By tag, not instanceof: a value read back from IndexedDB may come from another realm.
  return tagOf(iv) === '[object Uint8Array]' && (iv as Uint8Array).length === ivBytes && tagOf(ciphertext) === '[object ArrayBuffer]';
}

function tagOf(value: unknown): string {
  return Object.prototype.toString.call(value);
}

function importRawKey(subtle: SubtleCrypto, raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle.importKey('raw', raw, algorithm, false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(encoded: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
