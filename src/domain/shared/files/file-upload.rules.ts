/**
 * Rules for the files people attach, and their limits (docs/certificates.md and docs/bookings.md, the uploads).
 *
 * A file is judged by its name's extension AND its first bytes (its signature), and by its size,
 * before it is read in full: reading a 40 MB photo into base64 just to reject it would stall a
 * phone. A file passes only when its extension and its signature name the same format and the
 * flow accepts that format, so a renamed executable, an empty file or a '.png' holding JPEG bytes
 * is refused. Failures have the fund's codes: errorFormato (format), errorPeso (size),
 * errorArchivo (both); their texts come from configuration.
 */

export type FileFormat = 'pdf' | 'jpeg' | 'png' | 'tiff';

/**
 * Where a file is attached:
 *   - deathCertificate: the death certificate of each beneficiary row (c09);
 *   - schoolCertificate: the school certificate, uploaded to the fund's own scheme or external (c05);
 *   - personAttachments: supporting documents of each person in a rescheduling or refund request;
 *   - buyerDocuments: the buyer's identity document and bank certification in a refund (one slot each).
 */
export type UploadFlow = 'deathCertificate' | 'schoolCertificate' | 'personAttachments' | 'buyerDocuments';

export type FileUploadError = 'errorFormato' | 'errorPeso' | 'errorArchivo';

export interface UploadFlowRule {
  readonly formats: readonly FileFormat[];
  /** Files one slot holds: one beneficiary row, one person, one buyer document. */
  readonly maxFilesPerSlot: number;
}

/** What is known about a chosen file before reading it: `head` holds its first bytes. */
export interface FileCandidate {
  readonly name: string;
  /** In bytes, as `File.size` gives it. */
  readonly size: number;
  /** At least `fileHeadBytes` first bytes of the file, or all of it when it is shorter. */
  readonly head: Uint8Array;
}

/** 2,000,000 bytes ("2 MB" as the fund counts it), included. */
export const maxFileBytes = 2_000_000;

const imageAndPdf: readonly FileFormat[] = Object.freeze(['pdf', 'jpeg', 'png']);

export const uploadFlowRules: Readonly<Record<UploadFlow, UploadFlowRule>> = Object.freeze({
  deathCertificate: Object.freeze({ formats: Object.freeze(['pdf', 'jpeg', 'tiff'] as const), maxFilesPerSlot: 1 }),
  schoolCertificate: Object.freeze({ formats: imageAndPdf, maxFilesPerSlot: 1 }),
  personAttachments: Object.freeze({ formats: imageAndPdf, maxFilesPerSlot: 3 }),
  buyerDocuments: Object.freeze({ formats: imageAndPdf, maxFilesPerSlot: 1 }),
});

const formatOfExtension: Readonly<Record<string, FileFormat>> = Object.freeze({
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  tif: 'tiff',
  tiff: 'tiff',
});

const extensionsOfFormat: Readonly<Record<FileFormat, readonly string[]>> = Object.freeze({
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  tiff: ['tif', 'tiff'],
});

const mimeTypeOfFormat: Readonly<Record<FileFormat, string>> = Object.freeze({
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
});

// Signatures at offset 0. PDF: '%PDF-'. JPEG: SOI marker + the first byte of the next marker.
// PNG: its 8-byte magic number. TIFF: byte order 'II' (little-endian) + 42, or 'MM' + 42.
const signatures: ReadonlyArray<readonly [FileFormat, readonly number[]]> = Object.freeze([
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
]);

/** How many leading bytes to read (`file.slice(0, fileHeadBytes)`) for `checkFile`: the longest signature. */
export const fileHeadBytes = Math.max(...signatures.map(([, bytes]) => bytes.length));

/** The format a file name claims by its extension (case-insensitive), or null. */
export function formatFromName(name: string): FileFormat | null {
  const dot = name.lastIndexOf('.');
  if (dot === -1) return null;
  return formatOfExtension[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** The format the first bytes show, or null (an empty file shows none). */
export function formatFromSignature(head: Uint8Array): FileFormat | null {
  const match = signatures.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte));
  return match ? match[0] : null;
}

function hasAcceptedFormat(file: FileCandidate, flow: UploadFlow): boolean {
  const claimed = formatFromName(file.name);
  return claimed !== null && claimed === formatFromSignature(file.head) && uploadFlowRules[flow].formats.includes(claimed);
}

function hasAcceptedSize(file: FileCandidate): boolean {
  return Number.isSafeInteger(file.size) && file.size >= 0 && file.size <= maxFileBytes;
}

/** Null when the flow accepts the file; otherwise the error's code. */
export function checkFile(file: FileCandidate, flow: UploadFlow): FileUploadError | null {
  const formatOk = hasAcceptedFormat(file, flow);
  const sizeOk = hasAcceptedSize(file);
  if (formatOk && sizeOk) return null;
  if (!formatOk && !sizeOk) return 'errorArchivo';
  return formatOk ? 'errorPeso' : 'errorFormato';
}

/** Whether a slot that already holds `filesInSlot` files may take one more. */
export function canAddFile(flow: UploadFlow, filesInSlot: number): boolean {
  return filesInSlot >= 0 && filesInSlot < uploadFlowRules[flow].maxFilesPerSlot;
}

/**
 * The `accept` attribute for the flow's file input: extensions and MIME types, so the picker
 * offers the right files on desktop and phone. It only guides the picker; `checkFile` decides.
 */
export function acceptAttribute(flow: UploadFlow): string {
  const { formats } = uploadFlowRules[flow];
  const extensions = formats.flatMap((format) => extensionsOfFormat[format].map((extension) => `.${extension}`));
  return [...extensions, ...formats.map((format) => mimeTypeOfFormat[format])].join(',');
}

/** The MIME type of a format, for a data URL or a payload's file type. */
export function mimeTypeOf(format: FileFormat): string {
  return mimeTypeOfFormat[format];
}
