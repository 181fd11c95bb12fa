import type { FileFormat } from '@/domain/shared/files/file-upload.rules';
import { canAddFile, uploadFlowRules } from '@/domain/shared/files/file-upload.rules';
import type { ReasonType } from './reason-type.entity';

/** The two requests a buyer can file for a reservation (docs/bookings.md). */
export type BookingRequestKind = 'rescheduling' | 'refund';

/**
 * The fixed values each request carries for every person (the contract's `createRequest`): the fund's
 * backend files the request by them, whatever the person's own document type or the reservation's
 * process and status.
 */
export interface FixedRequestCodes {
  readonly documentType: 'PT';
  readonly process: number;
  readonly status: number;
  readonly motive: number;
}

export const fixedRequestCodes: Readonly<Record<BookingRequestKind, FixedRequestCodes>> = Object.freeze({
  refund: Object.freeze({ documentType: 'PT', process: 3, status: 14, motive: 1 }),
  rescheduling: Object.freeze({ documentType: 'PT', process: 2, status: 9, motive: 1 }),
});

/** How many screens each flow has (docs/bookings.md): the refund adds the buyer's documents. */
export const lastStepOf: Readonly<Record<BookingRequestKind, 4 | 5>> = Object.freeze({ rescheduling: 4, refund: 5 });

/** Observations: optional, at most 500 characters (docs/bookings.md). */
export const maxObservationLength = 500;

/** A supporting document as the form holds it: the file's bytes as base64 (no data-URL prefix). */
export interface AttachedFile {
  /** With its extension, as the person's device named it. */
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
  readonly base64: string;
}

/** One selected person's part of step 4: the reason and up to 3 files. */
export interface PersonAttachments {
  readonly reason: ReasonType | null;
  readonly files: readonly AttachedFile[];
}

export const emptyAttachments: PersonAttachments = Object.freeze({ reason: null, files: Object.freeze([]) });

/** Files per person: up to 3. */
export const maxFilesPerPerson = uploadFlowRules.personAttachments.maxFilesPerSlot;

export function canAttachAnotherFile(attachments: PersonAttachments): boolean {
  return canAddFile('personAttachments', attachments.files.length);
}

/**
 * The reason select's state: null is neutral (nothing done yet), false shows
 * 'Debes seleccionar un motivo'. Files added with no reason make it false, as does a reason
 * the person was asked for and left empty (`touched`).
 */
export function reasonValidity(attachments: PersonAttachments, touched: boolean): boolean | null {
  if (attachments.reason !== null) return true;
  return touched || attachments.files.length > 0 ? false : null;
}

/** A person's form is complete with a reason and at least one file. */
export function isPersonComplete(attachments: PersonAttachments): boolean {
  return attachments.reason !== null && attachments.files.length > 0 && attachments.files.length <= maxFilesPerPerson;
}

/** Characters are counted as `limitObservation` cuts them: an emoji is one, not two UTF-16 units. */
export function isObservationValid(observation: string): boolean {
  return Array.from(observation).length <= maxObservationLength;
}

/** Observations are cut at the limit as they are typed or pasted, so the form never holds more. */
export function limitObservation(typed: string): string {
  return Array.from(typed).length <= maxObservationLength ? typed : Array.from(typed).slice(0, maxObservationLength).join('');
}

/** The refund's two buyer documents (step 5), one file each. */
export interface BuyerDocuments {
  readonly identityDocument: AttachedFile | null;
  readonly bankCertification: AttachedFile | null;
}

export const emptyBuyerDocuments: BuyerDocuments = Object.freeze({ identityDocument: null, bankCertification: null });

export type BuyerDocumentKind = keyof BuyerDocuments;

export function areBuyerDocumentsComplete(documents: BuyerDocuments): boolean {
  return documents.identityDocument !== null && documents.bankCertification !== null;
}

/** The name a file travels under (the contract's `createRequest`: "name without extension"): 'cédula.final.pdf' -> 'cédula.final'. */
export function nameWithoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Formats a person may attach (the shared rule's, re-exported for the reasons' help text). */
export const attachmentFormats: readonly FileFormat[] = uploadFlowRules.personAttachments.formats;
