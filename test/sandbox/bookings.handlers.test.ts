import { describe, expect, it } from 'vitest';
import { bookingsTexts, MAX_BOOKING_FILE_BYTES } from '@sandbox/api/bookings.handlers';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { seededBookingBuyers } from '@sandbox/data/bookings';
import { seededPayers } from '@sandbox/data/payments';
import { seededPersonas } from '@sandbox/data/personas';
import { resetSandbox } from '@test/support/msw-server';

// The two bookings calls over msw/node (the contract's `findCustomerPurchases` and `createRequest`), one
// row of the buyers table (docs/sandbox-answers.md, 'Bookings, per buyer') at a time, and every rule of
// create-request's strict check (ADR 0014's body). Large bodies over real HTTP: bookings.http.test.ts.

const api = 'http://localhost/api/v1';

interface Person {
  process: string;
  status: string;
  documentType: string;
  documentNumber: string;
  serviceValue: number;
}
interface Reservation {
  serviceName: string;
  reservationCode: string;
  reservationDate: string;
  people: Person[];
}
interface Purchase {
  purchaseDate: string;
  purchasePrice: number;
  reservations: Reservation[];
}

async function purchases(documentType: string, documentNumber: string) {
  const response = await fetch(`${api}/show-booking/customer-purchases?${new URLSearchParams({ documentType, documentNumber }).toString()}`);
  return {
    status: response.status,
    body: (await response.json()) as { responseCode: number; data: Purchase[] | null; message?: string },
  };
}

async function createRequest(body: unknown) {
  const response = await fetch(`${api}/create-request/create-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      responseCode?: number;
      message?: string;
      data?: { uploadedDocuments: { documentId: string; documentType: string; documentNumber: string }[] } | null;
    } & Record<string, unknown>,
  };
}

// --- Files as the portal sends them: pure base64 of bytes that start as their type says. ------

function bytesOf(head: readonly number[], size: number): string {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes.toString('base64');
}
const pdfHead = [...Buffer.from('%PDF-1.7\n')];
const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pdf = (name = 'soporte', size = 256) => ({ name, type: 'application/pdf', binary: bytesOf(pdfHead, size) });
const jpeg = (name = 'foto', size = 256) => ({ name, type: 'image/jpeg', binary: bytesOf(jpegHead, size) });
const png = (name = 'captura', size = 256) => ({ name, type: 'image/png', binary: bytesOf(pngHead, size) });

type Body = {
  buyer: Record<string, unknown>;
  reservations: { reservationCode: string; observation: unknown; people: Record<string, unknown>[] }[];
} & Record<string, unknown>;

function person(documentNumber: string, codes: { process: number; status: number }, files: unknown[] = [pdf()]) {
  return { documentType: 'PT', documentNumber, ...codes, motive: 1, reasonType: 'fuerzaMayor', files };
}
const rescheduling = { process: 2, status: 9 };
const refund = { process: 3, status: 14 };

/** A valid rescheduling: the pool reservation of CC 1020304101, both people. */
function reschedulingBody(): Body {
  return {
    buyer: { documentType: 'CC', documentNumber: '1020304101' },
    reservations: [
      {
        reservationCode: 'RVA-2026-102801',
        observation: 'Cambio de fecha por viaje de trabajo.',
        people: [person('1020304101', rescheduling), person('43876512', rescheduling, [jpeg(), png()])],
      },
    ],
  };
}

/** A valid refund: the one person of CE 2030405, with the buyer's two documents. */
function refundBody(): Body {
  return {
    buyer: { documentType: 'CE', documentNumber: '2030405', identityDocument: jpeg('cedula-extranjeria'), bankCertification: pdf('certificado-bancario') },
    reservations: [{ reservationCode: 'RVA-2026-112001', observation: '', people: [person('2030405', refund)] }],
  };
}

function withBody(base: () => Body, change: (body: Body) => void): Body {
  const body = base();
  change(body);
  return body;
}

const firstPerson = (body: Body) => body.reservations[0]!.people[0]!;
const firstFile = (body: Body) => (firstPerson(body).files as Record<string, unknown>[])[0]!;

describe('sandbox bookings: GET customer-purchases', () => {
  it('CC 1020304101: four purchases with their reservations and people, as the fund sends them', async () => {
    const answer = await purchases('CC', '1020304101');
    expect(answer.status).toBe(200);
    expect(answer.body.responseCode).toBe(200);
    const list = answer.body.data ?? [];
    expect(list.map((purchase) => purchase.reservations.map((reservation) => reservation.reservationCode))).toEqual([
      ['RVA-2026-031401'],
      ['RVA-2026-102801', 'RVA-2026-102802'],
      ['RVA-2025-120501'],
      ['RVA-2026-071901'],
    ]);
    const cabin = list[0]!.reservations[0]!;
    expect(cabin).toEqual({
      serviceName: 'cabaña familiar',
      reservationCode: 'RVA-2026-031401',
      reservationDate: '2026-12-20 15:00:00',
      people: [
        { process: 'Reserva', status: 'Confirmada', documentType: 'CC', documentNumber: '1020304101', serviceValue: 180000 },
        { process: 'Reserva', status: 'Confirmada', documentType: 'CC', documentNumber: '43876512', serviceValue: 180000 },
        { process: 'Reserva', status: 'Confirmada', documentType: 'TI', documentNumber: '1020987654', serviceValue: 120000 },
        { process: 'Reserva', status: 'Confirmada', documentType: 'RC', documentNumber: '1021456789', serviceValue: 60000 },
      ],
    });
    expect(list[1]!.reservations.map((reservation) => reservation.people.length)).toEqual([2, 2]);
    const names = list.flatMap((purchase) => purchase.reservations.map((reservation) => reservation.serviceName));
    // The ticketing system's own case: the portal capitalises.
    expect(names).toContain('PISCINA ADULTOS');
    expect(names).toContain('centro vacacional la montaña - camping');
  });

  it('answers the purchases out of date order: the portal must sort them', async () => {
    const dates = ((await purchases('CC', '1020304101')).body.data ?? []).map((purchase) => purchase.purchaseDate);
    const newestFirst = [...dates].sort().reverse();
    expect(dates).not.toEqual(newestFirst);
    expect(dates).not.toEqual([...newestFirst].reverse());
    expect(newestFirst).toEqual(['2026-10-28 09:12:07', '2026-07-19 11:30:00', '2026-03-14 16:05:42', '2025-12-05 18:40:19']);
  });

  it('every listed purchase reads as docs/sandbox-answers.md says: space-separated date-times, whole pesos, the price the sum of its people', async () => {
    const listed = seededBookingBuyers.filter((buyer) => buyer.purchases.length > 0);
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const buyer of listed) {
      const answer = await purchases(buyer.documentType, buyer.documentNumber);
      expect(answer.body.responseCode, buyer.id).toBe(200);
      for (const purchase of answer.body.data ?? []) {
        expect(purchase.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const values = purchase.reservations.flatMap((reservation) => reservation.people.map((one) => one.serviceValue));
        expect(values.every(Number.isInteger)).toBe(true);
        expect(purchase.purchasePrice).toBe(values.reduce((sum, value) => sum + value, 0));
        for (const reservation of purchase.reservations) {
          expect(reservation.reservationDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          // After the day the sandbox was written: bookings still ahead of the buyer.
          expect(reservation.reservationDate > '2026-11-25').toBe(true);
          const numbers = reservation.people.map((one) => one.documentNumber);
          expect(new Set(numbers).size, reservation.reservationCode).toBe(numbers.length);
        }
      }
    }
  });

  it('CE 2030405: one purchase with one reservation of one person', async () => {
    const answer = await purchases('CE', '2030405');
    expect(answer.body).toEqual({
      responseCode: 200,
      message: bookingsTexts.found,
      data: [
        {
          purchaseDate: '2026-11-20 08:47:15',
          purchasePrice: 18000,
          reservations: [
            {
              serviceName: 'SENDERO ECOLÓGICO GUIADO',
              reservationCode: 'RVA-2026-112001',
              reservationDate: '2026-12-06 07:30:00',
              people: [{ process: 'Reserva', status: 'Confirmada', documentType: 'CE', documentNumber: '2030405', serviceValue: 18000 }],
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['a customer without purchases', 'CC', '1020304102'],
    ['an unknown document', 'CC', '123456'],
    ['the right number with another type', 'CE', '1020304101'],
    ['a persona of the certificates (María)', 'CC', '1037600123'],
  ])('%s -> 202 (HTTP 202), data null', async (_case, type, number) => {
    expect(await purchases(type, number)).toEqual({ status: 202, body: { responseCode: 202, data: null, message: bookingsTexts.noPurchases } });
  });

  it('CC 1020304104 -> responseCode 404 in an HTTP 200: neither purchases nor the 202', async () => {
    expect(await purchases('CC', '1020304104')).toEqual({ status: 200, body: { responseCode: 404, data: null, message: bookingsTexts.queryUnexpected } });
  });

  it('the buyers that fail on create-request load their purchases', async () => {
    expect((await purchases('CC', '1020304103')).body.data?.[0]?.reservations[0]?.reservationCode).toBe('RVA-2026-111001');
    expect((await purchases('CC', '1020304105')).body.data?.[0]?.reservations[0]?.reservationCode).toBe('RVA-2026-090201');
  });

  it('trims the number and reads the type in any case; without both parameters, 400', async () => {
    expect((await purchases(' cc ', ' 1020304101 ')).body.data).toHaveLength(4);
    const response = await fetch(`${api}/show-booking/customer-purchases?documentType=CC`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ responseCode: 400, data: null, message: bookingsTexts.missingQuery });
  });

  it("the buyers' documents are nobody else's in the sandbox", () => {
    const others = new Set([...seededPersonas, ...seededPayers].map((someone) => someone.documentNumber));
    for (const buyer of seededBookingBuyers) expect(others.has(buyer.documentNumber), buyer.id).toBe(false);
    const ids = seededBookingBuyers.map((buyer) => `${buyer.documentType} ${buyer.documentNumber}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('sandbox bookings: POST create-request', () => {
  it('a rescheduling: one filing number per person, PT and the number as sent, counted up within the run', async () => {
    const year = new Date().getFullYear();
    const answer = await createRequest(reschedulingBody());
    expect(answer).toEqual({
      status: 200,
      body: {
        responseCode: 200,
        message: bookingsTexts.filed,
        data: {
          uploadedDocuments: [
            { documentId: `RAD-${year}-000001`, documentType: 'PT', documentNumber: '1020304101' },
            { documentId: `RAD-${year}-000002`, documentType: 'PT', documentNumber: '43876512' },
          ],
        },
      },
    });
    const next = await createRequest(refundBody());
    expect(next.body.data?.uploadedDocuments).toEqual([{ documentId: `RAD-${year}-000003`, documentType: 'PT', documentNumber: '2030405' }]);
  });

  it('the filing numbers start again when the sandbox is reset', async () => {
    await createRequest(reschedulingBody());
    resetSandbox();
    expect((await createRequest(refundBody())).body.data?.uploadedDocuments[0]?.documentId).toMatch(/^RAD-\d{4}-000001$/);
  });

  it('a refund with the buyer documents, and the request recorded as received', async () => {
    const body = refundBody();
    const answer = await createRequest(body);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.uploadedDocuments).toHaveLength(1);
    expect(sandboxState.lastBookingRequest()).toEqual({ receivedAt: expect.any(String) as unknown as string, body, status: 200, outcome: 'filed', invalid: null });
  });

  it('the four people of the cabin, three files each; several reservations of the buyer in one request', async () => {
    const cabin = ['1020304101', '43876512', '1020987654', '1021456789'].map((number) => person(number, refund, [pdf('a'), jpeg('b'), png('c')]));
    const body = withBody(refundBody, (draft) => {
      draft.buyer = { ...draft.buyer, documentType: 'CC', documentNumber: '1020304101' };
      draft.reservations = [
        { reservationCode: 'RVA-2026-031401', observation: 'Calamidad doméstica.', people: cabin },
        { reservationCode: 'RVA-2025-120501', observation: '', people: [person('1020987654', refund)] },
      ];
    });
    const documents = (await createRequest(body)).body.data?.uploadedDocuments ?? [];
    expect(documents.map((entry) => entry.documentNumber)).toEqual(['1020304101', '43876512', '1020987654', '1021456789', '1020987654']);
    expect(new Set(documents.map((entry) => entry.documentId)).size).toBe(5);
  });

  it.each([
    [
      'unknown keys anywhere',
      (body: Body) => {
        Object.assign(body, { kind: 'rescheduling', extra: { a: 1 } });
        Object.assign(body.reservations[0]!, { serviceName: 'Piscina adultos' });
        Object.assign(firstPerson(body), { isValid: true, serviceValue: 25000 });
        Object.assign(firstFile(body), { size: 256 });
      },
    ],
    ['a name that keeps a dot which is no extension', (body: Body) => Object.assign(firstFile(body), { name: 'cédula.final' })],
    ['a file of exactly 2,000,000 bytes', (body: Body) => Object.assign(firstFile(body), pdf('grande', MAX_BOOKING_FILE_BYTES))],
    ['an observation of exactly 500 characters', (body: Body) => Object.assign(body.reservations[0]!, { observation: 'ñ'.repeat(500) })],
    ['buyer files given as null in a rescheduling', (body: Body) => Object.assign(body.buyer, { identityDocument: null, bankCertification: null })],
  ])('accepts %s', async (_case, change) => {
    expect((await createRequest(withBody(reschedulingBody, change))).status).toBe(200);
  });

  it('CC 1020304103: a valid request answers HTTP 500 without a business code', async () => {
    const body = withBody(reschedulingBody, (draft) => {
      draft.buyer = { documentType: 'CC', documentNumber: '1020304103' };
      draft.reservations = [{ reservationCode: 'RVA-2026-111001', observation: '', people: [person('52345678', rescheduling)] }];
    });
    const answer = await createRequest(body);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ status: 500, error: 'Internal Server Error' });
    expect(answer.body).not.toHaveProperty('responseCode');
    expect(sandboxState.lastBookingRequest()?.outcome).toBe('server-error');
  });

  it('CC 1020304105: a valid request answers responseCode 409 in an HTTP 200', async () => {
    const body = withBody(refundBody, (draft) => {
      draft.buyer = { ...draft.buyer, documentType: 'CC', documentNumber: '1020304105' };
      draft.reservations = [{ reservationCode: 'RVA-2026-090201', observation: '', people: [person('1020304105', refund)] }];
    });
    expect(await createRequest(body)).toEqual({ status: 200, body: { responseCode: 409, data: null, message: bookingsTexts.requestInProgress } });
    expect(sandboxState.lastBookingRequest()?.outcome).toBe('unexpected-code');
  });

  it('the failing buyers are checked first: a wrong body is still a 400', async () => {
    const body = withBody(reschedulingBody, (draft) => {
      draft.buyer = { documentType: 'CC', documentNumber: '1020304103' };
      draft.reservations = [{ reservationCode: 'RVA-2026-111001', observation: '', people: [{ ...person('52345678', rescheduling), motive: 2 }] }];
    });
    expect((await createRequest(body)).status).toBe(400);
  });

  const tooBig = () => pdf('grande', MAX_BOOKING_FILE_BYTES + 1);
  const rejected: [string, () => unknown, string][] = [
    ['a body that is not JSON', () => '{"buyer": ', 'objeto JSON'],
    ['a body that is a list', () => [reschedulingBody()], 'objeto JSON'],
    ['no buyer', () => withBody(reschedulingBody, (body) => delete (body as Partial<Body>).buyer), 'buyer es obligatorio'],
    ['a buyer without a number', () => withBody(reschedulingBody, (body) => (body.buyer.documentNumber = ' ')), 'buyer.documentNumber'],
    ['an unknown buyer', () => withBody(reschedulingBody, (body) => (body.buyer.documentNumber = '999999')), 'no tiene compras'],
    ['a buyer without purchases', () => withBody(reschedulingBody, (body) => (body.buyer.documentNumber = '1020304102')), 'no tiene compras'],
    ['the buyer with another document type', () => withBody(reschedulingBody, (body) => (body.buyer.documentType = 'TI')), 'no tiene compras'],
    ['no reservations', () => withBody(reschedulingBody, (body) => (body.reservations = [])), 'al menos una reserva'],
    ['a reservation without its code', () => withBody(reschedulingBody, (body) => delete (body.reservations[0] as Partial<Body['reservations'][0]>).reservationCode), 'reservationCode debe ser'],
    ['a reservation of another buyer', () => withBody(reschedulingBody, (body) => (body.reservations[0]!.reservationCode = 'RVA-2026-111001')), 'no es una compra de CC 1020304101'],
    ['a reservation twice', () => withBody(reschedulingBody, (body) => body.reservations.push(structuredClone(body.reservations[0]!))), 'está repetida'],
    ['an observation that is not text', () => withBody(reschedulingBody, (body) => (body.reservations[0]!.observation = null)), 'observation debe ser un texto'],
    ['an observation of 501 characters', () => withBody(reschedulingBody, (body) => (body.reservations[0]!.observation = 'a'.repeat(501))), 'el máximo es 500'],
    ['no people', () => withBody(reschedulingBody, (body) => (body.reservations[0]!.people = [])), 'al menos una persona'],
    ['someone not in the reservation', () => withBody(reschedulingBody, (body) => (firstPerson(body).documentNumber = '1020987654')), 'no es una persona de la reserva'],
    ['a person twice', () => withBody(reschedulingBody, (body) => body.reservations[0]!.people.push(person('1020304101', rescheduling))), 'está repetida en la reserva'],
    ["the person's own document type instead of 'PT'", () => withBody(reschedulingBody, (body) => (firstPerson(body).documentType = 'CC')), "documentType debe ser 'PT'"],
    ['process and status of no flow (3 with 9)', () => withBody(reschedulingBody, (body) => (firstPerson(body).process = 3)), 'no son un trámite'],
    ['a code sent as text', () => withBody(reschedulingBody, (body) => (firstPerson(body).status = '9')), 'status debe ser un número entero'],
    ['a motive other than 1', () => withBody(reschedulingBody, (body) => (firstPerson(body).motive = 2)), 'motive debe ser 1'],
    ['a refund person in a rescheduling', () => withBody(reschedulingBody, (body) => Object.assign(firstPerson(body), refund)), 'no de ambos'],
    ['an unknown reason', () => withBody(reschedulingBody, (body) => (firstPerson(body).reasonType = 'otro')), 'reasonType debe ser uno de'],
    ['no reason', () => withBody(reschedulingBody, (body) => delete firstPerson(body).reasonType), 'reasonType debe ser uno de'],
    ['no files', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [])), 'de 1 a 3 archivos'],
    ['four files', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [pdf(), pdf(), jpeg(), png()])), 'de 1 a 3 archivos'],
    ['a file sent as bare base64', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [pdf().binary])), 'debe ser un objeto { name, type, binary }'],
    ['a file without a name', () => withBody(reschedulingBody, (body) => (firstFile(body).name = '')), 'name debe ser un texto no vacío'],
    ['a name with its extension', () => withBody(reschedulingBody, (body) => (firstFile(body).name = 'x.pdf')), 'sin extensión'],
    ['a name with a path', () => withBody(reschedulingBody, (body) => (firstFile(body).name = 'C:\\fakepath\\soporte')), 'ruta'],
    ['a type outside PDF, JPEG and PNG', () => withBody(reschedulingBody, (body) => (firstFile(body).type = 'image/gif')), 'type debe ser'],
    ['a data URL', () => withBody(reschedulingBody, (body) => (firstFile(body).binary = `data:application/pdf;base64,${pdf().binary}`)), 'sin el prefijo data:'],
    ['characters outside base64', () => withBody(reschedulingBody, (body) => (firstFile(body).binary = `${pdf().binary.slice(0, 8)}\n${pdf().binary.slice(9)}`)), 'no es base64 válido'],
    ['base64 with broken padding', () => withBody(reschedulingBody, (body) => (firstFile(body).binary = `${pdf().binary}=`)), 'no es base64 válido'],
    ['an empty file', () => withBody(reschedulingBody, (body) => (firstFile(body).binary = '')), 'binary debe ser'],
    ['a file of 2,000,001 bytes', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [tooBig()])), 'el máximo es 2000000'],
    ['PNG bytes sent as a PDF', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [{ ...png(), type: 'application/pdf' }])), 'no es un archivo application/pdf'],
    ['PDF bytes sent as a JPEG', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [{ ...pdf(), type: 'image/jpeg' }])), 'no es un archivo image/jpeg'],
    ['JPEG bytes sent as a PNG', () => withBody(reschedulingBody, (body) => (firstPerson(body).files = [{ ...jpeg(), type: 'image/png' }])), 'no es un archivo image/png'],
    ['buyer documents in a rescheduling', () => withBody(reschedulingBody, (body) => (body.buyer.identityDocument = pdf('cedula'))), 'un reagendamiento no lleva'],
    ['a refund without the identity document', () => withBody(refundBody, (body) => delete body.buyer.identityDocument), 'buyer.identityDocument es obligatorio'],
    ['a refund without the bank certification', () => withBody(refundBody, (body) => (body.buyer.bankCertification = null)), 'buyer.bankCertification es obligatorio'],
    ['a refund with a wrong buyer document', () => withBody(refundBody, (body) => (body.buyer.bankCertification = pdf('banco.pdf'))), 'buyer.bankCertification: name'],
  ];

  it.each(rejected)('400 for %s', async (_case, body, reason) => {
    const answer = await createRequest(body());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ responseCode: 400, data: null, message: expect.stringContaining(reason) as unknown as string });
    expect(sandboxState.lastBookingRequest()).toMatchObject({ status: 400, outcome: 'invalid', invalid: answer.body.message });
  });

  it('a 400 files nothing: the next filing number is still the first', async () => {
    await createRequest(withBody(reschedulingBody, (body) => (firstFile(body).name = 'x.pdf')));
    expect((await createRequest(reschedulingBody())).body.data?.uploadedDocuments[0]?.documentId).toMatch(/-000001$/);
  });
});
