import { describe, expect, it } from 'vitest';
import { generateDraftKey, importDraftKey, isSealedBytes, seal, unseal } from '@/infrastructure/storage/bookings/booking-draft-cipher.util';

// AES-GCM over Node's WebCrypto, the same API the browser gives the draft store.

const { subtle } = globalThis.crypto;
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (plain: Uint8Array | null) => (plain === null ? null : new TextDecoder().decode(plain));
const scan = bytes('%PDF-1.4 cédula de ciudadanía 1032456789');
const boundTo = bytes('portal-borradores\nid-0001\nrefund\n1700000000000');

describe('the draft cipher', () => {
  it('a round trip gives back the bytes, and the ciphertext does not contain them', async () => {
    const { key } = await generateDraftKey(subtle);

    const sealed = await seal(subtle, key, scan, boundTo);

    expect(Buffer.from(sealed.ciphertext).includes(Buffer.from(scan))).toBe(false);
    expect(Buffer.from(sealed.ciphertext).includes(Buffer.from('1032456789'))).toBe(false);
    // The plaintext and GCM's 16-byte tag.
    expect(sealed.ciphertext.byteLength).toBe(scan.length + 16);
    expect(text(await unseal(subtle, key, sealed, boundTo))).toBe(text(scan));
  });

  it('a key kept as base64 and imported again reads what the generated key sealed', async () => {
    const { encoded, key } = await generateDraftKey(subtle);
    const sealed = await seal(subtle, key, scan, boundTo);

    const imported = await importDraftKey(subtle, encoded);

    expect(Buffer.from(encoded, 'base64')).toHaveLength(32);
    expect(imported).not.toBeNull();
    expect(imported?.extractable).toBe(false);
    expect(text(await unseal(subtle, imported as CryptoKey, sealed, boundTo))).toBe(text(scan));
  });

  it('another key cannot read it', async () => {
    const { key } = await generateDraftKey(subtle);
    const { key: another } = await generateDraftKey(subtle);
    const sealed = await seal(subtle, key, scan, boundTo);

    expect(await unseal(subtle, another, sealed, boundTo)).toBeNull();
  });

  it('a changed ciphertext, IV or additional data does not decrypt', async () => {
    const { key } = await generateDraftKey(subtle);
    const sealed = await seal(subtle, key, scan, boundTo);
    const flipped = new Uint8Array(sealed.ciphertext.slice(0));
    flipped[3] = (flipped[3] ?? 0) ^ 0x01;
    const otherIv = new Uint8Array(sealed.iv);
    otherIv[0] = (otherIv[0] ?? 0) ^ 0x01;

    expect(await unseal(subtle, key, { iv: sealed.iv, ciphertext: flipped.buffer }, boundTo)).toBeNull();
    expect(await unseal(subtle, key, { iv: otherIv, ciphertext: sealed.ciphertext }, boundTo)).toBeNull();
    expect(await unseal(subtle, key, { iv: sealed.iv, ciphertext: sealed.ciphertext.slice(0, -1) }, boundTo)).toBeNull();
    expect(await unseal(subtle, key, sealed, bytes('portal-borradores\nid-0002\nrefund\n1700000000000'))).toBeNull();
  });

  it('every write has a fresh 96-bit IV, so the same bytes never give the same ciphertext', async () => {
    const { key } = await generateDraftKey(subtle);

    const writes = await Promise.all([1, 2, 3].map(() => seal(subtle, key, scan, boundTo)));

    expect(writes.map(({ iv }) => iv.length)).toEqual([12, 12, 12]);
    expect(new Set(writes.map(({ iv }) => Buffer.from(iv).toString('hex'))).size).toBe(3);
    expect(new Set(writes.map(({ ciphertext }) => Buffer.from(ciphertext).toString('hex'))).size).toBe(3);
  });

  it('what is not sealed bytes, or not a 256-bit key, reads as nothing', async () => {
    const { key } = await generateDraftKey(subtle);

    for (const value of [undefined, null, 'JVBERi0x', { draft: {} }, { iv: new Uint8Array(16), ciphertext: new ArrayBuffer(32) }, { iv: new Uint8Array(12), ciphertext: 'AAAA' }]) {
      expect(isSealedBytes(value)).toBe(false);
      expect(await unseal(subtle, key, value, boundTo)).toBeNull();
    }
    expect(await importDraftKey(subtle, 'no es base64 ¿?')).toBeNull();
    expect(await importDraftKey(subtle, Buffer.alloc(16).toString('base64'))).toBeNull();
  });
});
