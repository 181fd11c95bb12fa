import type { BookingRequest, CreateRequestAnswer, CustomerPurchasesAnswer, FilingNumber, RequestFile } from '@/application/bookings/bookings-gateway.port';
import { serviceNameOf, type BookingPerson, type Purchase, type Reservation } from '@/domain/bookings/purchase.entity';
import type * as contract from '@/infrastructure/api/shared/wire/bookings.model';
import { asWire, readNumber, readText, type Wire, type WireField } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding and encoding for the bookings API (the contract's `findCustomerPurchases` and
 * `createRequest`), in the readings of ADR 0014, each body read by its answer schema's keys
 * (`Wire`). Nothing here throws; what cannot be read is null, and the use case decides what an
 * answer without it means. The envelope and the business code are read by the shared
 * `toGatewayAnswer`.
 */

/** An identifier the fund may send as text or as a whole number (a code, a document, a filing number). */
function readIdentifier(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return readText(value)?.trim() ?? null;
}

/** A list that may be absent (null or undefined: none), or null when it is something else. */
function readList<T>(value: unknown, readEntry: (entry: unknown) => T | null): readonly T[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const entries = value.map(readEntry);
  return entries.every((entry) => entry !== null) ? (entries as T[]) : null;
}

// ---------------------------------------------------------------------------------------------
// GET customer-purchases: {responseCode, data: [purchase] | {purchases: [purchase]}}.

/**
 * The purchases, `data` being the list itself or an object holding `purchases`. None (null,
 * absent, `[]`) is an empty list; anything else, or a list with a purchase, reservation or person
 * that cannot be read, is unreadable (null): a history with a purchase missing would mislead.
 */
export function readCustomerPurchases(body: Wire<contract.CustomerPurchasesAnswer>): CustomerPurchasesAnswer {
  return { purchases: readList(purchasesList(body.data), readPurchase) };
}

function purchasesList(data: unknown): unknown {
  if (Array.isArray(data) || data === null || data === undefined) return data;
  const holder = asWire<WireField<contract.CustomerPurchasesAnswer, 'data'>>(data);
  return holder === null ? data : holder.purchases;
}

/**
 * A purchase needs its date (as text: the domain sorts the ones it cannot read last) and a price
 * that is a JSON number. A price written as text is not read: '150.000' means 150 000 pesos to the
 * fund's locale and 150 to JavaScript, and a guessed price is worse than the generic error.
 */
function readPurchase(value: unknown): Purchase | null {
  const purchase = asWire<contract.Purchase>(value);
  const purchaseDate = readText(purchase?.purchaseDate)?.trim() ?? null;
  const purchasePrice = readNumber(purchase?.purchasePrice);
  const reservations = readList(purchase?.reservations, readReservation);
  if (purchaseDate === null || purchasePrice === null || reservations === null) return null;
  return { purchaseDate, purchasePrice, reservations };
}

function readReservation(value: unknown): Reservation | null {
  const reservation = asWire<contract.Reservation>(value);
  const serviceName = readText(reservation?.serviceName);
  const reservationCode = readIdentifier(reservation?.reservationCode);
  const reservationDate = readText(reservation?.reservationDate)?.trim() ?? null;
  const people = readList(reservation?.people, readPerson);
  if (serviceName === null || reservationCode === null || reservationDate === null || people === null) return null;
  return { serviceName: serviceNameOf(serviceName), reservationCode, reservationDate, people };
}

/**
 * Process and status are shown as sent, a code or a word, so both are kept as text. The service
 * value may be missing (null), but one that is there and not a number makes the person unreadable,
 * for the price's reason.
 */
function readPerson(value: unknown): BookingPerson | null {
  const person = asWire<contract.BookingPerson>(value);
  const process = readIdentifier(person?.process);
  const status = readIdentifier(person?.status);
  const documentType = readText(person?.documentType)?.trim() ?? null;
  const documentNumber = readIdentifier(person?.documentNumber);
  const rawServiceValue = person?.serviceValue ?? null;
  const serviceValue = readNumber(rawServiceValue);
  if (person === null || process === null || status === null || documentType === null || documentNumber === null) return null;
  if (rawServiceValue !== null && serviceValue === null) return null;
  return { process, status, documentType, documentNumber, serviceValue };
}

// ---------------------------------------------------------------------------------------------
// POST create-request.

/**
 * The request body, in the API's spelling and key order (the contract's `CreateRequestBody`, with
 * ADR 0014's `buyer` and `reasonType`). A rescheduling's buyer carries only the document: the two file keys are left
 * out, never sent as null, so a backend that reads their presence sees none.
 */
export function createRequestDto(request: BookingRequest) {
  const { buyer } = request;
  return {
    buyer: {
      documentType: buyer.documentType,
      documentNumber: buyer.documentNumber,
      ...(buyer.identityDocument === null ? {} : { identityDocument: fileDto(buyer.identityDocument) }),
      ...(buyer.bankCertification === null ? {} : { bankCertification: fileDto(buyer.bankCertification) }),
    },
    reservations: request.reservations.map((reservation) => ({
      reservationCode: reservation.reservationCode,
      observation: reservation.observation,
      people: reservation.people.map((person) => ({
        documentType: person.documentType,
        documentNumber: person.documentNumber,
        process: person.process,
        status: person.status,
        motive: person.motive,
        reasonType: person.reasonType,
        files: person.files.map(fileDto),
      })),
    })),
  };
}

function fileDto(file: RequestFile) {
  return { name: file.name, type: file.type, binary: file.binary };
}

/**
 * The filing numbers: `data.uploadedDocuments`, or `data` being the list itself. Absent, or with
 * an entry lacking its filing number or document number, is null. The entry's document type is
 * not required (people are matched by number: the request carried the fixed 'PT'): a request
 * the fund filed must not read as a failure, and be sent again, for a field nobody uses.
 */
export function readCreateRequest(body: Wire<contract.CreateRequestAnswer>): CreateRequestAnswer {
  const list = Array.isArray(body.data) ? body.data : asWire<WireField<contract.CreateRequestAnswer, 'data'>>(body.data)?.uploadedDocuments;
  return { uploadedDocuments: list === null || list === undefined ? null : readList(list, readFilingNumber) };
}

function readFilingNumber(value: unknown): FilingNumber | null {
  const entry = asWire<contract.FilingNumber>(value);
  const documentId = readIdentifier(entry?.documentId);
  const documentNumber = readIdentifier(entry?.documentNumber);
  if (documentId === null || documentNumber === null) return null;
  return { documentId, documentType: readText(entry?.documentType)?.trim() ?? '', documentNumber };
}
