import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  canAddFile,
  checkFile,
  fileHeadBytes,
  formatFromName,
  formatFromSignature,
  maxFileBytes,
  mimeTypeOf,
  uploadFlowRules,
  type FileCandidate,
  type FileFormat,
  type UploadFlow,
} from '@/domain/shared/files/file-upload.rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

// Realistic first bytes of each format (longer than the signature, as a real head would be).
const heads = {
  pdf: ascii('%PDF-1.7\n%'),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00),
  tiffLittleEndian: bytes(0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00),
  tiffBigEndian: bytes(0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08),
  gif: ascii('GIF89a'),
  zip: bytes(0x50, 0x4b, 0x03, 0x04),
  exe: ascii('MZ\x90\x00'),
  empty: new Uint8Array(0),
} as const;

const file = (name: string, head: Uint8Array, size = 1000): FileCandidate => ({ name, head, size });
const flows = Object.keys(uploadFlowRules) as UploadFlow[];

describe('limits', () => {
  it('allows at most 2,000,000 bytes and needs 8 head bytes (the PNG signature)', () => {
    expect(maxFileBytes).toBe(2_000_000);
    expect(fileHeadBytes).toBe(8);
  });

  it.each([
    ['deathCertificate', ['pdf', 'jpeg', 'tiff'], 1],
    ['schoolCertificate', ['pdf', 'jpeg', 'png'], 1],
    ['personAttachments', ['pdf', 'jpeg', 'png'], 3],
    ['buyerDocuments', ['pdf', 'jpeg', 'png'], 1],
  ] as const)('%s accepts %j, %i file(s) per slot', (flow, formats, max) => {
    expect(uploadFlowRules[flow].formats).toEqual(formats);
    expect(uploadFlowRules[flow].maxFilesPerSlot).toBe(max);
  });

  it('rules are frozen', () => {
    expect(Object.isFrozen(uploadFlowRules)).toBe(true);
    for (const flow of flows) {
      expect(Object.isFrozen(uploadFlowRules[flow])).toBe(true);
      expect(Object.isFrozen(uploadFlowRules[flow].formats)).toBe(true);
    }
  });
});

describe('formatFromName', () => {
  it.each([
    ['cedula.pdf', 'pdf'],
    ['CEDULA.PDF', 'pdf'],
    ['foto.jpg', 'jpeg'],
    ['foto.JPEG', 'jpeg'],
    ['scan.png', 'png'],
    ['acta.tif', 'tiff'],
    ['acta.TIFF', 'tiff'],
    ['archivo.tar.pdf', 'pdf'],
    ['archivo.pdf.exe', null],
    ['archivo', null],
    ['archivo.', null],
    ['pdf', null],
    ['.pdf', 'pdf'],
    ['foto.gif', null],
    ['foto.jpe', null],
    ['', null],
  ])('%j -> %j', (name, expected) => {
    expect(formatFromName(name)).toBe(expected);
  });
});

describe('formatFromSignature', () => {
  it.each([
    ['pdf', heads.pdf, 'pdf'],
    ['jpeg', heads.jpeg, 'jpeg'],
    ['png', heads.png, 'png'],
    ['tiff II*0', heads.tiffLittleEndian, 'tiff'],
    ['tiff MM0*', heads.tiffBigEndian, 'tiff'],
    ['exactly the PDF signature', ascii('%PDF-'), 'pdf'],
    ['exactly the JPEG signature', bytes(0xff, 0xd8, 0xff), 'jpeg'],
    ['a PDF signature cut short', ascii('%PDF'), null],
    ['a PNG signature cut short', heads.png.slice(0, 7), null],
    ['PDF without the hyphen', ascii('%PDF1.7'), null],
    ['JPEG SOI only', bytes(0xff, 0xd8), null],
    ['TIFF with mixed byte order', bytes(0x49, 0x49, 0x00, 0x2a), null],
    ['gif', heads.gif, null],
    ['zip (docx, xlsx)', heads.zip, null],
    ['exe', heads.exe, null],
    ['empty', heads.empty, null],
    ['text', ascii('hola mundo'), null],
    ['PDF signature not at the start', ascii(' %PDF-1.7'), null],
  ])('%s -> %j', (_label, head, expected) => {
    expect(formatFromSignature(head)).toBe(expected);
  });

  it('property: a detected format always starts with one of its own signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (head) => {
        const format = formatFromSignature(head);
        const starts = (prefix: Uint8Array) => prefix.every((byte, i) => head[i] === byte);
        const known: Record<FileFormat, Uint8Array[]> = {
          pdf: [ascii('%PDF-')],
          jpeg: [bytes(0xff, 0xd8, 0xff)],
          png: [heads.png.slice(0, 8)],
          tiff: [heads.tiffLittleEndian.slice(0, 4), heads.tiffBigEndian.slice(0, 4)],
        };
        // Most random heads match no signature (null); any format found must be backed by its bytes.
        expect(format === null || known[format].some(starts)).toBe(true);
      }),
    );
  });
});

describe('checkFile: format by extension and signature together', () => {
  const accepted: Array<[UploadFlow, string, Uint8Array]> = [
    ['schoolCertificate', 'certificado.pdf', heads.pdf],
    ['schoolCertificate', 'certificado.jpg', heads.jpeg],
    ['schoolCertificate', 'certificado.jpeg', heads.jpeg],
    ['schoolCertificate', 'certificado.PNG', heads.png],
    ['personAttachments', 'soporte.pdf', heads.pdf],
    ['personAttachments', 'soporte.jpg', heads.jpeg],
    ['personAttachments', 'soporte.png', heads.png],
    ['buyerDocuments', 'cedula.pdf', heads.pdf],
    ['buyerDocuments', 'certificacion-bancaria.png', heads.png],
    ['deathCertificate', 'acta.pdf', heads.pdf],
    ['deathCertificate', 'acta.jpg', heads.jpeg],
    ['deathCertificate', 'acta.tif', heads.tiffLittleEndian],
    ['deathCertificate', 'acta.tiff', heads.tiffBigEndian],
  ];
  it.each(accepted)('%s accepts %s', (flow, name, head) => {
    expect(checkFile(file(name, head), flow)).toBeNull();
  });

  const refused: Array<[string, UploadFlow, string, Uint8Array]> = [
    ['PNG in the death flow', 'deathCertificate', 'acta.png', heads.png],
    ['TIFF in the school flow', 'schoolCertificate', 'certificado.tif', heads.tiffLittleEndian],
    ['TIFF as a person attachment', 'personAttachments', 'soporte.tiff', heads.tiffBigEndian],
    ['TIFF as a buyer document', 'buyerDocuments', 'cedula.tif', heads.tiffLittleEndian],
    ['a .png holding JPEG bytes', 'schoolCertificate', 'foto.png', heads.jpeg],
    ['a .jpg holding PNG bytes', 'personAttachments', 'foto.jpg', heads.png],
    ['a .pdf holding a JPEG', 'deathCertificate', 'acta.pdf', heads.jpeg],
    ['a .tif holding a PDF', 'deathCertificate', 'acta.tif', heads.pdf],
    ['a renamed executable', 'buyerDocuments', 'cedula.pdf', heads.exe],
    ['a GIF', 'schoolCertificate', 'foto.gif', heads.gif],
    ['a .docx (zip)', 'personAttachments', 'carta.docx', heads.zip],
    ['a PDF without extension', 'schoolCertificate', 'certificado', heads.pdf],
    ['an empty .pdf', 'schoolCertificate', 'vacio.pdf', heads.empty],
  ];
  it.each(refused)('refuses %s with errorFormato', (_label, flow, name, head) => {
    expect(checkFile(file(name, head), flow)).toBe('errorFormato');
  });

  it('an empty file is errorFormato: no signature, though its size (0) is fine', () => {
    expect(checkFile(file('vacio.pdf', heads.empty, 0), 'deathCertificate')).toBe('errorFormato');
  });
});

describe('checkFile: size', () => {
  it.each([
    [0, 'errorFormato'], // an empty file cannot hold the signature it claims
    [1, null],
    [maxFileBytes - 1, null],
    [2_000_000, null],
    [2_000_001, 'errorPeso'],
    [2_097_152, 'errorPeso'], // 2 MiB is more than the 2 MB (2,000,000 bytes) limit
    [Number.MAX_SAFE_INTEGER, 'errorPeso'],
    [-1, 'errorPeso'],
    [1.5, 'errorPeso'],
    [NaN, 'errorPeso'],
    [Infinity, 'errorPeso'],
  ])('a valid PDF of %d bytes -> %j', (size, expected) => {
    const head = size === 0 ? heads.empty : heads.pdf;
    expect(checkFile(file('certificado.pdf', head, size), 'schoolCertificate')).toBe(expected);
  });

  it.each([
    ['wrong format and too heavy', 'foto.gif', heads.gif, 2_000_001],
    ['mismatched signature and too heavy', 'foto.png', heads.jpeg, 5_000_000],
    ['no extension and too heavy', 'archivo', heads.pdf, 2_000_001],
  ])('%s -> errorArchivo', (_label, name, head, size) => {
    expect(checkFile(file(name, head, size), 'personAttachments')).toBe('errorArchivo');
  });

  it('a TIFF over the limit in the school flow is wrong on both counts', () => {
    expect(checkFile(file('acta.tif', heads.tiffLittleEndian, 2_000_001), 'schoolCertificate')).toBe('errorArchivo');
    expect(checkFile(file('acta.tif', heads.tiffLittleEndian, 2_000_001), 'deathCertificate')).toBe('errorPeso');
  });
});

describe('checkFile: properties', () => {
  const names = fc.constantFrom('a.pdf', 'a.PDF', 'a.jpg', 'a.jpeg', 'a.png', 'a.tif', 'a.tiff', 'a.gif', 'a', 'a.txt');
  const headArb = fc.oneof(
    fc.constantFrom(...Object.values(heads)),
    fc.uint8Array({ maxLength: 12 }),
  );
  const size = fc.oneof(fc.integer({ min: 0, max: 4_000_000 }), fc.constantFrom(0, maxFileBytes, maxFileBytes + 1));

  it('errorArchivo exactly when both the format and the size are wrong, and each alone gives its own code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flows), names, headArb, size, (flow, name, head, bytesCount) => {
        const claimed = formatFromName(name);
        const formatOk =
          claimed !== null && claimed === formatFromSignature(head) && uploadFlowRules[flow].formats.includes(claimed);
        const sizeOk = bytesCount <= maxFileBytes;
        const expected = formatOk && sizeOk ? null : !formatOk && !sizeOk ? 'errorArchivo' : formatOk ? 'errorPeso' : 'errorFormato';
        expect(checkFile({ name, head, size: bytesCount }, flow)).toBe(expected);
      }),
    );
  });

  it('only the first fileHeadBytes bytes matter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flows), names, headArb, fc.uint8Array({ maxLength: 8 }), (flow, name, head, tail) => {
        const prefix = head.slice(0, fileHeadBytes);
        const longer = new Uint8Array([...prefix, ...tail]);
        if (prefix.length === fileHeadBytes) {
          expect(checkFile(file(name, longer), flow)).toBe(checkFile(file(name, prefix), flow));
        }
      }),
    );
  });

  it('never accepts a file heavier than 2,000,000 bytes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...flows), names, headArb, fc.integer({ min: maxFileBytes + 1, max: 2 ** 40 }), (flow, name, head, bytesCount) => {
        expect(checkFile({ name, head, size: bytesCount }, flow)).not.toBeNull();
      }),
    );
  });
});

describe('canAddFile', () => {
  it.each([
    ['deathCertificate', 0, true],
    ['deathCertificate', 1, false],
    ['schoolCertificate', 0, true],
    ['schoolCertificate', 1, false],
    ['buyerDocuments', 0, true],
    ['buyerDocuments', 1, false],
    ['personAttachments', 0, true],
    ['personAttachments', 2, true],
    ['personAttachments', 3, false],
    ['personAttachments', 4, false],
    ['personAttachments', -1, false],
  ] as const)('%s holding %i file(s): %s', (flow, count, expected) => {
    expect(canAddFile(flow, count)).toBe(expected);
  });
});

describe('acceptAttribute and mimeTypeOf', () => {
  it.each([
    ['deathCertificate', '.pdf,.jpg,.jpeg,.tif,.tiff,application/pdf,image/jpeg,image/tiff'],
    ['schoolCertificate', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'],
    ['personAttachments', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'],
    ['buyerDocuments', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'],
  ] as const)('%s -> %s', (flow, expected) => {
    expect(acceptAttribute(flow)).toBe(expected);
  });

  it.each([
    ['pdf', 'application/pdf'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['tiff', 'image/tiff'],
  ] as const)('%s is %s', (format, mime) => {
    expect(mimeTypeOf(format)).toBe(mime);
  });
});
