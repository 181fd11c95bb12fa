import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areBuyerDocumentsComplete,
  attachmentFormats,
  canAttachAnotherFile,
  emptyAttachments,
  emptyBuyerDocuments,
  fixedRequestCodes,
  isObservationValid,
  isPersonComplete,
  lastStepOf,
  limitObservation,
  maxFilesPerPerson,
  maxObservationLength,
  nameWithoutExtension,
  reasonValidity,
  type AttachedFile,
  type PersonAttachments,
} from '@/domain/bookings/booking-request.rules';
import { anyCodePointText } from '@test/support/arbitraries';

const file = (name: string): AttachedFile => ({ name, mimeType: 'application/pdf', size: 1024, base64: 'JVBERi0xLjQK' });
const files = (count: number) => Array.from({ length: count }, (_, index) => file(`soporte-${index + 1}.pdf`));
const attachments = (reason: PersonAttachments['reason'], count: number): PersonAttachments => ({ reason, files: files(count) });
const codePoints = (text: string) => Array.from(text).length;
// Long texts around the limit, about half of their characters astral (two UTF-16 units each).
const longText = fc.string({
  unit: fc.oneof(fc.integer({ min: 0x20, max: 0xffff }), fc.integer({ min: 0x10000, max: 0x10ffff })).map((code) => String.fromCodePoint(code)),
  minLength: 400,
  maxLength: 650,
});

describe('fixed request codes (the contract’s `createRequest`)', () => {
  it('refund: PT, process 3, status 14, motive 1', () => {
    expect(fixedRequestCodes.refund).toEqual({ documentType: 'PT', process: 3, status: 14, motive: 1 });
  });

  it('rescheduling: PT, process 2, status 9, motive 1', () => {
    expect(fixedRequestCodes.rescheduling).toEqual({ documentType: 'PT', process: 2, status: 9, motive: 1 });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(fixedRequestCodes)).toBe(true);
    expect(Object.isFrozen(fixedRequestCodes.refund)).toBe(true);
    expect(Object.isFrozen(fixedRequestCodes.rescheduling)).toBe(true);
  });

  it('the rescheduling ends at step 4, the refund at step 5 (the buyer’s documents)', () => {
    expect(lastStepOf).toEqual({ rescheduling: 4, refund: 5 });
  });
});

describe('a person’s form (docs/bookings.md)', () => {
  it('starts with no reason and no files', () => {
    expect(emptyAttachments).toEqual({ reason: null, files: [] });
    expect(maxFilesPerPerson).toBe(3);
    expect(attachmentFormats).toEqual(['pdf', 'jpeg', 'png']);
  });

  it.each([
    ['no reason, no files, untouched', null, 0, false, null],
    ['no reason, no files, touched', null, 0, true, false],
    ['no reason, one file', null, 1, false, false],
    ['no reason, three files, touched', null, 3, true, false],
    ['a reason, no files', 'fuerzaMayor', 0, false, true],
    ['a reason, no files, touched', 'fallecimiento', 0, true, true],
    ['a reason, two files', 'casoFortuito', 2, true, true],
  ] as const)('reason validity with %s: %s', (_case, reason, count, touched, validity) => {
    expect(reasonValidity(attachments(reason, count), touched)).toBe(validity);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
  ])('with a reason and %i files it is complete: %s', (count, complete) => {
    expect(isPersonComplete(attachments('calamidadDomestica', count))).toBe(complete);
  });

  it.each([0, 1, 3])('without a reason it is never complete (%i files)', (count) => {
    expect(isPersonComplete(attachments(null, count))).toBe(false);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('with %i files another can be attached: %s', (count, can) => {
    expect(canAttachAnotherFile(attachments(null, count))).toBe(can);
  });
});

describe('observations (optional, at most 500 characters)', () => {
  it('accepts none and up to 500 characters', () => {
    expect(maxObservationLength).toBe(500);
    expect(isObservationValid('')).toBe(true);
    expect(isObservationValid('a'.repeat(500))).toBe(true);
    expect(isObservationValid('a'.repeat(501))).toBe(false);
  });

  it('counts an emoji or another astral character as one character', () => {
    expect(isObservationValid('😀'.repeat(500))).toBe(true);
    expect(isObservationValid('😀'.repeat(501))).toBe(false);
    expect(isObservationValid(`${'a'.repeat(499)}𝄞`)).toBe(true);
  });

  it('cuts what is typed or pasted at 500 characters', () => {
    expect(limitObservation('')).toBe('');
    expect(limitObservation('Viajo por calamidad.')).toBe('Viajo por calamidad.');
    expect(limitObservation('a'.repeat(500))).toBe('a'.repeat(500));
    expect(limitObservation('a'.repeat(501))).toBe('a'.repeat(500));
    expect(limitObservation(`${'b'.repeat(500)}cdef`)).toBe('b'.repeat(500));
  });

  it('never splits an emoji in two', () => {
    expect(limitObservation('😀'.repeat(501))).toBe('😀'.repeat(500));
    expect(limitObservation(`${'a'.repeat(499)}😀😀`)).toBe(`${'a'.repeat(499)}😀`);
    expect(limitObservation(`${'a'.repeat(499)}😀`)).toBe(`${'a'.repeat(499)}😀`);
  });

  it('gives a valid observation, the start of what was typed, and leaves valid ones alone', () => {
    fc.assert(
      fc.property(fc.oneof(anyCodePointText(40), longText, fc.string({ minLength: 480, maxLength: 620 })), (typed) => {
        const limited = limitObservation(typed);
        expect(isObservationValid(limited)).toBe(true);
        expect(typed.startsWith(limited)).toBe(true);
        expect(codePoints(limited)).toBe(Math.min(codePoints(typed), maxObservationLength));
        if (isObservationValid(typed)) expect(limited).toBe(typed);
        expect(limitObservation(limited)).toBe(limited);
      }),
    );
  });
});

describe('nameWithoutExtension (the contract’s `createRequest`: files travel named without their extension)', () => {
  it.each([
    ['cédula.final.pdf', 'cédula.final'],
    ['certificado bancario.PDF', 'certificado bancario'],
    ['foto.jpeg', 'foto'],
    ['sin-extension', 'sin-extension'],
    ['.oculto', '.oculto'],
    ['archivo.', 'archivo'],
    ['', ''],
  ])('%j -> %j', (name, sent) => {
    expect(nameWithoutExtension(name)).toBe(sent);
  });
});

describe('the refund’s buyer documents (step 5, one file each)', () => {
  it.each([
    [null, null, false],
    [file('cedula.pdf'), null, false],
    [null, file('certificacion.pdf'), false],
    [file('cedula.pdf'), file('certificacion.pdf'), true],
  ])('identity %j and bank certification %j: complete %s', (identityDocument, bankCertification, complete) => {
    expect(areBuyerDocumentsComplete({ identityDocument, bankCertification })).toBe(complete);
  });

  it('start empty', () => {
    expect(emptyBuyerDocuments).toEqual({ identityDocument: null, bankCertification: null });
    expect(areBuyerDocumentsComplete(emptyBuyerDocuments)).toBe(false);
  });
});
