import { injectable } from 'inversify';
import type { FileDownloader } from '@/application/shared/file-downloader.port';

/** 40 s: slow phones may start reading the object URL well after the click. */
const objectUrlLifetimeMs = 40_000;

// The standard alphabet with its padding, nothing else: no data-URL prefix, no base64url.
const base64Text = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * {@link FileDownloader} through an object URL and a clicked `<a download>`: the one way that
 * saves a file with its name in every browser the portal supports, iOS Safari included, without
 * opening a tab.
 */
@injectable()
export class ObjectUrlFileDownloader implements FileDownloader {
  saveBase64File(fileName: string, base64: string, mimeType: string): boolean {
    if (typeof document === 'undefined') return false;
    const bytes = decodeBase64(base64);
    if (bytes === null) return false;

    const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    // Firefox only follows a link that is in the document.
    document.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
    }
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
    return true;
  }
}

/**
 * Strict base64, except for ASCII whitespace: backends that wrap base64 at 76 columns (MIME
 * encoders) send line breaks, which carry no data. Empty or anything else invalid → null, so
 * the flow shows the system error instead of saving a broken or empty PDF.
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/[\t\n\f\r ]/g, '');
  if (compact === '' || compact.length % 4 !== 0 || !base64Text.test(compact)) return null;
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
