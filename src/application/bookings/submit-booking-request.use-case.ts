import { inject, injectable } from 'inversify';
import { bookingRequestOutcome } from '@/domain/bookings/booking-request.outcomes';
import {
  fixedRequestCodes,
  isPersonComplete,
  isObservationValid,
  nameWithoutExtension,
  type AttachedFile,
  type BookingRequestKind,
  type BuyerDocuments,
  type PersonAttachments,
} from '@/domain/bookings/booking-request.rules';
import { personKey, type BookingPerson } from '@/domain/bookings/purchase.entity';
import { documentQueryForRequest, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { BookingsGateway, type BookingRequest, type RequestFile, type RequestPerson, type UploadProgressListener } from './bookings-gateway.port';

/** What the person put together in steps 1-5. */
export interface BookingRequestInput {
  readonly kind: BookingRequestKind;
  readonly buyer: DocumentQuery;
  readonly reservationCode: string;
  readonly observation: string;
  /** The people checked in step 3, each with their step-4 form. */
  readonly people: readonly { readonly person: BookingPerson; readonly attachments: PersonAttachments }[];
  /** Step 5; ignored for a rescheduling. */
  readonly buyerDocuments: BuyerDocuments;
}

/** One line of the success modal: a person, as the table showed them, and their filing number. */
export interface FiledPerson {
  readonly documentType: string;
  readonly documentNumber: string;
  readonly filingNumber: string;
}

export type BookingRequestResult =
  | { readonly kind: 'filed'; readonly filings: readonly FiledPerson[] }
  /** The form was not complete (the page keeps its buttons disabled until it is): nothing was sent. */
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'systemError' };

/**
 * 'Enviar' on step 4 (rescheduling) or 5 (refund): POST create-request with the fixed codes of the
 * flow (the contract's `createRequest`), each file named without its extension and sent as pure base64,
 * and the refund's buyer documents beside the reservations (ADR 0014).
 */
@injectable()
export class SubmitBookingRequest {
  constructor(@inject(BookingsGateway) private readonly gateway: BookingsGateway) {}

  async execute(input: BookingRequestInput, onProgress?: UploadProgressListener): Promise<BookingRequestResult> {
    const request = bookingRequestOf(input);
    if (request === null) return { kind: 'incomplete' };
    const answer = await this.gateway.createRequest(request, onProgress);
    if (!answer.ok) return { kind: 'systemError' };
    const filed = answer.value.uploadedDocuments;
    if (bookingRequestOutcome(answer.code, filed?.length ?? null, input.people.length) !== 'filed' || filed === null) {
      return { kind: 'systemError' };
    }
    const filings = filingsFor(input.people.map(({ person }) => person), filed);
    return filings === null ? { kind: 'systemError' } : { kind: 'filed', filings };
  }
}

/** The request to send, or null when the form is not complete. */
export function bookingRequestOf(input: BookingRequestInput): BookingRequest | null {
  const codes = fixedRequestCodes[input.kind];
  if (input.people.length === 0 || !isObservationValid(input.observation)) return null;
  // A person appears once per reservation: a form holding someone twice is refused before it is
  // sent, never filed and then answered with 'Error del sistema' (a retry would file it again).
  if (new Set(input.people.map(({ person }) => personKey(person))).size !== input.people.length) return null;
  const people: RequestPerson[] = [];
  for (const { person, attachments } of input.people) {
    if (attachments.reason === null || !isPersonComplete(attachments)) return null;
    people.push({
      documentType: codes.documentType,
      documentNumber: person.documentNumber,
      process: codes.process,
      status: codes.status,
      motive: codes.motive,
      reasonType: attachments.reason,
      files: attachments.files.map(requestFile),
    });
  }
  const { identityDocument, bankCertification } = input.buyerDocuments;
  const isRefund = input.kind === 'refund';
  if (isRefund && (identityDocument === null || bankCertification === null)) return null;
  const buyer = documentQueryForRequest(input.buyer);
  return {
    kind: input.kind,
    buyer: {
      documentType: buyer.documentType,
      documentNumber: buyer.documentNumber,
      identityDocument: isRefund && identityDocument ? requestFile(identityDocument) : null,
      bankCertification: isRefund && bankCertification ? requestFile(bankCertification) : null,
    },
    reservations: [{ reservationCode: input.reservationCode, observation: input.observation.trim(), people }],
  };
}

function requestFile(file: AttachedFile): RequestFile {
  return { name: nameWithoutExtension(file.name), type: file.mimeType, binary: file.base64 };
}

/**
 * Each person sent with the filing number the fund gave them, matched by document number (the
 * request carries the fixed 'PT', so the answer's type says nothing about the person). Two people
 * sharing a number under different types (a CC and a TI) take that number's entries in the order
 * they were sent, each its own. Null when a person has no filing number.
 */
function filingsFor(people: readonly BookingPerson[], filed: readonly { documentId: string; documentNumber: string }[]): readonly FiledPerson[] | null {
  const byNumber = new Map<string, string[]>();
  for (const entry of filed) {
    const number = entry.documentNumber.trim();
    byNumber.set(number, [...(byNumber.get(number) ?? []), entry.documentId]);
  }
  const filings = people.map((person) => {
    const filingNumber = byNumber.get(person.documentNumber.trim())?.shift();
    return filingNumber === undefined ? null : { documentType: person.documentType, documentNumber: person.documentNumber, filingNumber };
  });
  return filings.every((filing) => filing !== null) ? filings : null;
}
