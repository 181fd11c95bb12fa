import { http, HttpResponse } from 'msw';
import { answerIn, inCurrentReading } from './answer-reading';
import { nextFilingNumber } from '../documents/filings';
import { findBuyerReservation, type SandboxBookingBuyer } from '../data/bookings';
import { asObject, jsonBody, type JsonObject } from './json-body';
import { sandboxState, type BookingRequestOutcome } from './sandbox-state';

/**
 * The fund's bookings API (the contract's `findCustomerPurchases` and `createRequest`), anonymous: the
 * buyer is the document in the query or the body. Who gets what is the buyers table of
 * sandbox/data/bookings.ts (docs/sandbox-answers.md, 'Bookings, per buyer').
 *
 * create-request takes the body of ADR 0014 and checks it as strictly as a backend that files
 * what it gets would: anything the portal gets wrong (a code of the wrong flow, a file name with
 * its extension, a data URL, a PNG sent as a PDF...) is a 400 naming the problem, so a test
 * through the sandbox fails where the fund's API would have refused the request.
 */
const bookingsPaths = {
  customerPurchases: '*/api/v1/show-booking/customer-purchases',
  createRequest: '*/api/v1/create-request/create-request',
} as const;

export const bookingsTexts = {
  found: 'Consulta exitosa',
  noPurchases: 'No existen compras asociadas al tipo y número de documento ingresado.',
  missingQuery: 'Los parámetros documentType y documentNumber son obligatorios.',
  queryUnexpected: 'El cliente no se encontró en el sistema de taquilla.',
  filed: 'Solicitud radicada con éxito.',
  requestInProgress: 'Ya existe una solicitud en trámite para la reserva.',
} as const;

/** The request codes of each flow (docs/bookings.md, ADR 0014), the only ones the fund files. */
const bookingFlows = {
  rescheduling: { documentType: 'PT', process: 2, status: 9, motive: 1 },
  refund: { documentType: 'PT', process: 3, status: 14, motive: 1 },
} as const;
type BookingFlow = keyof typeof bookingFlows;

/** The reasons of a request, as ADR 0014 names them (the fund's documentation gives them no codes). */
const bookingReasonTypes = ['fuerzaMayor', 'calamidadDomestica', 'casoFortuito', 'derechoDeRetracto', 'fallecimiento'] as const;

/** The limits of docs/bookings.md: 2 MB a file, three files a person, 500 characters of observation. */
export const MAX_BOOKING_FILE_BYTES = 2_000_000;
const MAX_FILES_PER_PERSON = 3;
const MAX_OBSERVATION_LENGTH = 500;

/** The accepted types and the first bytes each must start with (what the fund's checks read). */
const signatures: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/**
 * The contract's `createRequest` sends names "without extension": the backend adds its own from the type, so a name
 * ending in a file extension would be stored as 'x.pdf.pdf'. Only real extensions count: the
 * portal strips the last one, and 'cédula.final' (from 'cédula.final.pdf') is a proper name.
 */
const FILE_EXTENSION = /\.(pdf|jpe?g|png|gif|tiff?|bmp|webp|heic|heif|docx?|xlsx?|txt|zip)$/i;

/** HTTP 500 as a Spring service answers it: JSON without any business field. */
function serverError(path: string): Response {
  return HttpResponse.json(
    { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path },
    { status: 500 },
  );
}

function badRequest(message: string): Response {
  return HttpResponse.json({ responseCode: 400, data: null, message }, { status: 400 });
}

export const bookingsHandlers = [
  http.get(bookingsPaths.customerPurchases, answerIn('findCustomerPurchases', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const documentType = (params.get('documentType') ?? '').trim();
    const documentNumber = (params.get('documentNumber') ?? '').trim();
    if (!documentType || !documentNumber) return badRequest(bookingsTexts.missingQuery);
    const buyer = sandboxState.findBookingBuyer(documentType, documentNumber);
    if (buyer?.scenario === 'query-unexpected-code') {
      return HttpResponse.json({ responseCode: 404, data: null, message: bookingsTexts.queryUnexpected });
    }
    if (!buyer || buyer.purchases.length === 0) {
      // The code mirrored in the HTTP status, as this backend does for 202 (ADR 0005: the body decides).
      return HttpResponse.json({ responseCode: 202, data: null, message: bookingsTexts.noPurchases }, { status: 202 });
    }
    return HttpResponse.json({ responseCode: 200, message: bookingsTexts.found, data: buyer.purchases });
  })),

  http.post(bookingsPaths.createRequest, answerIn('createRequest', async ({ request }) => {
    const receivedAt = new Date().toISOString();
    const body = await jsonBody(request);
    // Recorded with the status sent, in the current reading.
    const answer = async (outcome: BookingRequestOutcome, response: Response, invalid: string | null = null): Promise<Response> => {
      const sent = await inCurrentReading('createRequest', response);
      sandboxState.recordBookingRequest({ receivedAt, body, status: sent.status, outcome, invalid });
      return sent;
    };
    const checked = checkBookingRequest(body);
    if ('invalid' in checked) return answer('invalid', badRequest(checked.invalid), checked.invalid);
    const { buyer, people } = checked;
    if (buyer.scenario === 'request-server-error') return answer('server-error', serverError('/api/v1/create-request/create-request'));
    if (buyer.scenario === 'request-unexpected-code') {
      return answer('unexpected-code', HttpResponse.json({ responseCode: 409, data: null, message: bookingsTexts.requestInProgress }));
    }
    return answer(
      'filed',
      HttpResponse.json({
        responseCode: 200,
        message: bookingsTexts.filed,
        // One filing number per person, in the order sent; the type is the 'PT' the request carried.
        data: { uploadedDocuments: people.map((person) => ({ documentId: nextFilingNumber(), ...person })) },
      }),
    );
  })),
];

// ---------------------------------------------------------------------------------------------

type CheckedRequest =
  | { invalid: string }
  | { buyer: SandboxBookingBuyer; flow: BookingFlow; people: { documentType: string; documentNumber: string }[] };

/**
 * create-request's body (ADR 0014), checked as the fund's API would; the first problem found is
 * the 400's message. Keys the API does not know are ignored.
 */
function checkBookingRequest(body: JsonObject | null): CheckedRequest {
  if (!body) return { invalid: 'El cuerpo de la solicitud debe ser un objeto JSON.' };
  const buyerField = asObject(body.buyer);
  if (!buyerField) return { invalid: 'buyer es obligatorio: { documentType, documentNumber, identityDocument?, bankCertification? }.' };
  const { documentType, documentNumber } = buyerField;
  if (typeof documentType !== 'string' || documentType.trim() === '') return { invalid: 'buyer.documentType debe ser un texto no vacío.' };
  if (typeof documentNumber !== 'string' || documentNumber.trim() === '') return { invalid: 'buyer.documentNumber debe ser un texto no vacío.' };
  const buyer = sandboxState.findBookingBuyer(documentType, documentNumber);
  if (!buyer || buyer.purchases.length === 0) {
    return { invalid: `El comprador ${documentType} ${documentNumber} no tiene compras registradas.` };
  }

  const { reservations } = body;
  if (!Array.isArray(reservations) || reservations.length === 0) return { invalid: 'reservations debe ser una lista con al menos una reserva.' };
  const seenCodes = new Set<string>();
  const flows = new Set<BookingFlow>();
  const people: { documentType: string; documentNumber: string }[] = [];
  for (const [index, entry] of (reservations as unknown[]).entries()) {
    const where = `reservations[${index}]`;
    const row = asObject(entry);
    if (!row) return { invalid: `${where} debe ser un objeto { reservationCode, observation, people }.` };
    if (typeof row.reservationCode !== 'string' || row.reservationCode.trim() === '') {
      return { invalid: `${where}.reservationCode debe ser un texto no vacío.` };
    }
    const reservation = findBuyerReservation(buyer, row.reservationCode);
    if (!reservation) return { invalid: `${where}: la reserva ${row.reservationCode} no es una compra de ${buyer.documentType} ${buyer.documentNumber}.` };
    if (seenCodes.has(reservation.reservationCode)) return { invalid: `${where}: la reserva ${reservation.reservationCode} está repetida.` };
    seenCodes.add(reservation.reservationCode);
    if (typeof row.observation !== 'string') return { invalid: `${where}.observation debe ser un texto (vacío si no hay observaciones).` };
    // UTF-16 units, as the backend's String.length() counts them.
    if (row.observation.length > MAX_OBSERVATION_LENGTH) {
      return { invalid: `${where}.observation tiene ${row.observation.length} caracteres; el máximo es ${MAX_OBSERVATION_LENGTH}.` };
    }
    if (!Array.isArray(row.people) || row.people.length === 0) return { invalid: `${where}.people debe ser una lista con al menos una persona.` };

    const numbers = new Set(reservation.people.map((person) => person.documentNumber));
    const seenPeople = new Set<string>();
    for (const [personIndex, personEntry] of (row.people as unknown[]).entries()) {
      const at = `${where}.people[${personIndex}]`;
      const person = asObject(personEntry);
      if (!person) return { invalid: `${at} debe ser un objeto.` };
      if (typeof person.documentNumber !== 'string' || !numbers.has(person.documentNumber.trim())) {
        return { invalid: `${at}: el documento ${String(person.documentNumber)} no es una persona de la reserva ${reservation.reservationCode}.` };
      }
      const number = person.documentNumber.trim();
      if (seenPeople.has(number)) return { invalid: `${at}: la persona ${number} está repetida en la reserva ${reservation.reservationCode}.` };
      seenPeople.add(number);
      const flow = flowOf(person);
      if (typeof flow !== 'string') return { invalid: `${at}: ${flow.invalid}` };
      flows.add(flow);
      if (!(bookingReasonTypes as readonly unknown[]).includes(person.reasonType)) {
        return { invalid: `${at}.reasonType debe ser uno de: ${bookingReasonTypes.join(', ')}.` };
      }
      if (!Array.isArray(person.files) || person.files.length === 0 || person.files.length > MAX_FILES_PER_PERSON) {
        return { invalid: `${at}.files debe tener de 1 a ${MAX_FILES_PER_PERSON} archivos.` };
      }
      for (const [fileIndex, file] of (person.files as unknown[]).entries()) {
        const problem = fileProblem(file);
        if (problem) return { invalid: `${at}.files[${fileIndex}]: ${problem}` };
      }
      people.push({ documentType: bookingFlows[flow].documentType, documentNumber: number });
    }
  }
  if (flows.size > 1) return { invalid: 'Una solicitud es de reagendamiento (process 2, status 9) o de devolución (process 3, status 14), no de ambos.' };
  const [flow] = [...flows] as [BookingFlow];

  const buyerFiles = { identityDocument: buyerField.identityDocument, bankCertification: buyerField.bankCertification };
  for (const [name, file] of Object.entries(buyerFiles)) {
    const absent = file === undefined || file === null;
    if (flow === 'rescheduling' && !absent) return { invalid: `buyer.${name}: un reagendamiento no lleva documentos del comprador.` };
    if (flow === 'refund') {
      if (absent) return { invalid: `buyer.${name} es obligatorio en una devolución (un archivo).` };
      const problem = fileProblem(file);
      if (problem) return { invalid: `buyer.${name}: ${problem}` };
    }
  }
  return { buyer, flow, people };
}

/** The flow a person's fixed codes name, or what is wrong with them. */
function flowOf(person: JsonObject): BookingFlow | { invalid: string } {
  for (const field of ['process', 'status', 'motive'] as const) {
    if (typeof person[field] !== 'number' || !Number.isInteger(person[field])) return { invalid: `${field} debe ser un número entero.` };
  }
  const flow = (Object.keys(bookingFlows) as BookingFlow[]).find(
    (candidate) => bookingFlows[candidate].process === person.process && bookingFlows[candidate].status === person.status,
  );
  if (!flow) {
    return {
      invalid: `process ${String(person.process)} y status ${String(person.status)} no son un trámite: reagendamiento (2, 9) o devolución (3, 14).`,
    };
  }
  const codes = bookingFlows[flow];
  if (person.motive !== codes.motive) return { invalid: `motive debe ser ${codes.motive}.` };
  if (person.documentType !== codes.documentType) return { invalid: `documentType debe ser '${codes.documentType}' (el código fijo del trámite).` };
  return flow;
}

/** What is wrong with a `{name, type, binary}` file, or null when the fund would file it. */
function fileProblem(value: unknown): string | null {
  const file = asObject(value);
  if (!file) return 'debe ser un objeto { name, type, binary }.';
  const { name, type, binary } = file;
  if (typeof name !== 'string' || name.trim() === '') return 'name debe ser un texto no vacío.';
  if (FILE_EXTENSION.test(name.trim())) return `name '${name}' debe ir sin extensión.`;
  if (/[/\\]/.test(name)) return `name '${name}' no puede incluir una ruta.`;
  if (typeof type !== 'string' || !(type in signatures)) return `type debe ser ${Object.keys(signatures).join(', ')}.`;
  if (typeof binary !== 'string' || binary.length === 0) return 'binary debe ser el archivo en base64.';
  if (binary.startsWith('data:')) return 'binary debe ser base64 puro, sin el prefijo data:.';
  if (binary.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(binary)) return 'binary no es base64 válido.';
  const bytes = (binary.length / 4) * 3 - (binary.endsWith('==') ? 2 : binary.endsWith('=') ? 1 : 0);
  if (bytes > MAX_BOOKING_FILE_BYTES) return `el archivo pesa ${bytes} bytes; el máximo es ${MAX_BOOKING_FILE_BYTES}.`;
  // Only the first bytes are decoded: the type is read from them, and a file can be 2 MB.
  const head = Buffer.from(binary.slice(0, 12), 'base64');
  const signature = signatures[type] ?? [];
  if (head.length < signature.length || signature.some((byte, index) => head[index] !== byte)) {
    return `el contenido no es un archivo ${type}.`;
  }
  return null;
}
