import { checkFile, fileHeadBytes, formatFromName, mimeTypeOf, type FileUploadError, type UploadFlow } from '@/domain/shared/files/file-upload.rules';

/** A file the person attached and the portal accepted, ready to go into a request. */
export interface LoadedFile {
  readonly name: string;
  /** In bytes. */
  readonly size: number;
  /** The MIME type of its format ('application/pdf', 'image/jpeg', …), never the browser's guess. */
  readonly mimeType: string;
  /** The whole file as base64, without a data-URL prefix. */
  readonly base64: string;
}

export type LoadFileResult =
  | { readonly ok: true; readonly file: LoadedFile }
  | { readonly ok: false; readonly error: FileUploadError | 'unreadable' };

/**
 * Checks a file the browser handed over and, only when the flow accepts it, reads it whole.
 * The check needs just the first `fileHeadBytes` bytes (`File.slice`), so a 40 MB photo is
 * refused without being read. 'unreadable': the browser could not read it (the file was moved
 * or deleted after being picked, or a permission changed).
 */
export async function loadFile(file: Blob & { readonly name: string }, flow: UploadFlow): Promise<LoadFileResult> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, fileHeadBytes).arrayBuffer());
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  const error = checkFile({ name: file.name, size: file.size, head }, flow);
  if (error !== null) return { ok: false, error };
  // checkFile accepted it, so the name's extension names a known format.
  const format = formatFromName(file.name);
  if (format === null) return { ok: false, error: 'errorFormato' };
  try {
    const base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
    return { ok: true, file: { name: file.name, size: file.size, mimeType: mimeTypeOf(format), base64 } };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}

// String.fromCharCode takes its bytes as arguments; chunks keep them under the engines' limit.
const chunkBytes = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkBytes) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkBytes));
  }
  return btoa(binary);
}
