import { describe, expect, it, vi } from 'vitest';
import type {
  BookingRequest,
  BookingsGateway,
  CreateRequestAnswer,
  FilingNumber,
  UploadProgress,
  UploadProgressListener,
} from '@/application/bookings/bookings-gateway.port';
import {
  SubmitBookingRequest,
  bookingRequestOf,
  type BookingRequestInput,
} from '@/application/bookings/submit-booking-request.use-case';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { AttachedFile, BookingRequestKind, PersonAttachments } from '@/domain/bookings/booking-request.rules';
import type { BookingPerson } from '@/domain/bookings/purchase.entity';

const pdf = 'JVBERi0xLjcKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+Pgo=';
const jpeg = '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//';
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8+P8/AwAI/AL+XJ/PAAAAAElFTkSuQmCC';

const file = (name: string, mimeType: string, base64: string): AttachedFile => ({ name, mimeType, size: base64.length, base64 });

const adult: BookingPerson = { process: '2', status: 'Activa', documentType: 'CC', documentNumber: '1037600123', serviceValue: 25_000 };
const child: BookingPerson = { process: '2', status: 'Activa', documentType: 'TI', documentNumber: '1012345678', serviceValue: 18_000 };

const adultForm: PersonAttachments = {
  reason: 'calamidadDomestica',
  files: [file('cédula.final.pdf', 'application/pdf', pdf), file('foto incapacidad.JPG', 'image/jpeg', jpeg)],
};
const childForm: PersonAttachments = { reason: 'fuerzaMayor', files: [file('registro', 'image/png', png)] };

const identityDocument = file('cedula comprador.jpeg', 'image/jpeg', jpeg);
const bankCertification = file('certificacion.bancaria.pdf', 'application/pdf', pdf);

const inputOf = (kind: BookingRequestKind, overrides: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  kind,
  buyer: { documentType: 'CC', documentNumber: ' 1037600123 ' },
  reservationCode: 'RES-2026-0042',
  observation: '  Viajo por calamidad doméstica.  ',
  people: [
    { person: adult, attachments: adultForm },
    { person: child, attachments: childForm },
  ],
  buyerDocuments: { identityDocument, bankCertification },
  ...overrides,
});

const filing = (documentNumber: string, documentId: string, documentType = 'PT'): FilingNumber => ({ documentId, documentType, documentNumber });
const filed = (code: number | null, uploadedDocuments: readonly FilingNumber[] | null): GatewayAnswer<CreateRequestAnswer> => ({
  ok: true,
  code,
  value: { uploadedDocuments },
});
const bothFiled = filed(200, [filing('1037600123', 'RAD-2026-000101'), filing('1012345678', 'RAD-2026-000102')]);

/** A gateway recording each request it is given and answering `result`. */
function submitWith(result: GatewayAnswer<CreateRequestAnswer>, progress: readonly UploadProgress[] = []) {
  const gateway = {
    findCustomerPurchases: vi.fn<BookingsGateway['findCustomerPurchases']>(async () => ({ ok: false, reason: 'network' })),
    createRequest: vi.fn<BookingsGateway['createRequest']>(async (_request, onProgress) => {
      progress.forEach((step) => onProgress?.(step));
      return result;
    }),
  };
  const useCase = new SubmitBookingRequest(gateway);
  const sent = (): BookingRequest | undefined => gateway.createRequest.mock.calls[0]?.[0];
  return { run: (input: BookingRequestInput, onProgress?: UploadProgressListener) => useCase.execute(input, onProgress), gateway, sent };
}

describe('SubmitBookingRequest: the request it sends (the contract’s `createRequest`)', () => {
  it('a refund: PT, process 3, status 14, motive 1 for every person, names without extension, base64 untouched, the buyer documents beside', async () => {
    const { run, gateway, sent } = submitWith(bothFiled);
    await run(inputOf('refund'));
    expect(gateway.createRequest).toHaveBeenCalledOnce();
    expect(sent()).toEqual({
      kind: 'refund',
      buyer: {
        documentType: 'CC',
        documentNumber: '1037600123',
        identityDocument: { name: 'cedula comprador', type: 'image/jpeg', binary: jpeg },
        bankCertification: { name: 'certificacion.bancaria', type: 'application/pdf', binary: pdf },
      },
      reservations: [
        {
          reservationCode: 'RES-2026-0042',
          observation: 'Viajo por calamidad doméstica.',
          people: [
            {
              documentType: 'PT',
              documentNumber: '1037600123',
              process: 3,
              status: 14,
              motive: 1,
              reasonType: 'calamidadDomestica',
              files: [
                { name: 'cédula.final', type: 'application/pdf', binary: pdf },
                { name: 'foto incapacidad', type: 'image/jpeg', binary: jpeg },
              ],
            },
            {
              documentType: 'PT',
              documentNumber: '1012345678',
              process: 3,
              status: 14,
              motive: 1,
              reasonType: 'fuerzaMayor',
              files: [{ name: 'registro', type: 'image/png', binary: png }],
            },
          ],
        },
      ],
    });
  });

  it('a rescheduling: PT, process 2, status 9, motive 1, and no buyer documents even when the form holds some', async () => {
    const { run, sent } = submitWith(bothFiled);
    await run(inputOf('rescheduling'));
    const request = sent();
    expect(request?.kind).toBe('rescheduling');
    expect(request?.buyer).toEqual({ documentType: 'CC', documentNumber: '1037600123', identityDocument: null, bankCertification: null });
    expect(request?.reservations).toHaveLength(1);
    expect(request?.reservations[0]?.reservationCode).toBe('RES-2026-0042');
    expect(request?.reservations[0]?.observation).toBe('Viajo por calamidad doméstica.');
    expect(request?.reservations[0]?.people.map(({ files: _files, ...codes }) => codes)).toEqual([
      { documentType: 'PT', documentNumber: '1037600123', process: 2, status: 9, motive: 1, reasonType: 'calamidadDomestica' },
      { documentType: 'PT', documentNumber: '1012345678', process: 2, status: 9, motive: 1, reasonType: 'fuerzaMayor' },
    ]);
    expect(request?.reservations[0]?.people[0]?.files).toEqual([
      { name: 'cédula.final', type: 'application/pdf', binary: pdf },
      { name: 'foto incapacidad', type: 'image/jpeg', binary: jpeg },
    ]);
  });

  it('a rescheduling needs no buyer documents', async () => {
    const { run, gateway } = submitWith(bothFiled);
    const input = inputOf('rescheduling', { buyerDocuments: { identityDocument: null, bankCertification: null } });
    await expect(run(input)).resolves.toMatchObject({ kind: 'filed' });
    expect(gateway.createRequest).toHaveBeenCalledOnce();
  });

  it('an empty or blank observation travels as ""', async () => {
    expect(bookingRequestOf(inputOf('refund', { observation: '' }))?.reservations[0]?.observation).toBe('');
    expect(bookingRequestOf(inputOf('refund', { observation: ' \n\t ' }))?.reservations[0]?.observation).toBe('');
  });

  it('an observation of 500 characters, emoji included, is sent', () => {
    const observation = '🙏'.repeat(500);
    expect(bookingRequestOf(inputOf('rescheduling', { observation }))?.reservations[0]?.observation).toBe(observation);
  });

  it('passes the progress listener to the gateway, which reports through it', async () => {
    const progress = [
      { sentBytes: 1_000_000, totalBytes: 4_000_000 },
      { sentBytes: 4_000_000, totalBytes: 4_000_000 },
    ];
    const { run, gateway } = submitWith(bothFiled, progress);
    const heard: UploadProgress[] = [];
    const onProgress: UploadProgressListener = (step) => heard.push(step);
    await run(inputOf('refund'), onProgress);
    expect(gateway.createRequest.mock.calls[0]?.[1]).toBe(onProgress);
    expect(heard).toEqual(progress);
  });

  it('without a listener the gateway hears none', async () => {
    const { run, gateway } = submitWith(bothFiled);
    await run(inputOf('refund'));
    expect(gateway.createRequest.mock.calls[0]?.[1]).toBeUndefined();
  });
});

describe('SubmitBookingRequest: an incomplete form sends nothing', () => {
  const withForm = (attachments: PersonAttachments) => [
    { person: adult, attachments: adultForm },
    { person: child, attachments },
  ];
  const tooMany = [...adultForm.files, file('c.pdf', 'application/pdf', pdf), file('d.pdf', 'application/pdf', pdf)];

  it.each<[string, BookingRequestKind, Partial<BookingRequestInput>]>([
    ['nobody selected (refund)', 'refund', { people: [] }],
    ['nobody selected (rescheduling)', 'rescheduling', { people: [] }],
    ['a person without a reason', 'rescheduling', { people: withForm({ reason: null, files: childForm.files }) }],
    ['a person without files', 'rescheduling', { people: withForm({ reason: 'fallecimiento', files: [] }) }],
    ['a person with 4 files', 'refund', { people: withForm({ reason: 'fallecimiento', files: tooMany }) }],
    ['an observation of 501 characters', 'rescheduling', { observation: 'a'.repeat(501) }],
    ['the same person twice', 'rescheduling', { people: [{ person: adult, attachments: adultForm }, { person: { ...adult }, attachments: childForm }] }],
    ['a refund without the identity document', 'refund', { buyerDocuments: { identityDocument: null, bankCertification } }],
    ['a refund without the bank certification', 'refund', { buyerDocuments: { identityDocument, bankCertification: null } }],
    ['a refund without buyer documents', 'refund', { buyerDocuments: { identityDocument: null, bankCertification: null } }],
  ])('%s: incomplete', async (_case, kind, overrides) => {
    const { run, gateway } = submitWith(bothFiled);
    const onProgress = vi.fn();
    await expect(run(inputOf(kind, overrides), onProgress)).resolves.toEqual({ kind: 'incomplete' });
    expect(gateway.createRequest).not.toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
    expect(bookingRequestOf(inputOf(kind, overrides))).toBeNull();
  });
});

describe('SubmitBookingRequest: the answer (the contract’s `createRequest`)', () => {
  it('200: each person, in the order sent and with their own document type, with their filing number', async () => {
    const answer = filed(200, [filing('1012345678', 'RAD-2026-000102'), filing(' 1037600123 ', 'RAD-2026-000101')]);
    await expect(submitWith(answer).run(inputOf('refund'))).resolves.toEqual({
      kind: 'filed',
      filings: [
        { documentType: 'CC', documentNumber: '1037600123', filingNumber: 'RAD-2026-000101' },
        { documentType: 'TI', documentNumber: '1012345678', filingNumber: 'RAD-2026-000102' },
      ],
    });
  });

  it('200 for one person alone', async () => {
    const input = inputOf('rescheduling', { people: [{ person: child, attachments: childForm }] });
    await expect(submitWith(filed(200, [filing('1012345678', 'RAD-9')])).run(input)).resolves.toEqual({
      kind: 'filed',
      filings: [{ documentType: 'TI', documentNumber: '1012345678', filingNumber: 'RAD-9' }],
    });
  });

  it('two people with the same number under different types each get their own filing number', async () => {
    const sameNumber: BookingPerson = { ...adult, documentType: 'TI' };
    const input = inputOf('rescheduling', {
      people: [
        { person: adult, attachments: adultForm },
        { person: sameNumber, attachments: childForm },
      ],
    });
    const answer = filed(200, [filing('1037600123', 'RAD-1'), filing('1037600123', 'RAD-2')]);
    await expect(submitWith(answer).run(input)).resolves.toEqual({
      kind: 'filed',
      filings: [
        { documentType: 'CC', documentNumber: '1037600123', filingNumber: 'RAD-1' },
        { documentType: 'TI', documentNumber: '1037600123', filingNumber: 'RAD-2' },
      ],
    });
  });

  it.each<[string, readonly FilingNumber[] | null]>([
    ['no filing numbers', null],
    ['an empty list', []],
    ['a number for one of the two people', [filing('1037600123', 'RAD-1')]],
    ['two numbers, one of them for someone not sent', [filing('1037600123', 'RAD-1'), filing('99999999', 'RAD-2')]],
    ['the same person twice', [filing('1037600123', 'RAD-1'), filing('1037600123', 'RAD-2')]],
  ])('200 with %s: a system error', async (_case, uploadedDocuments) => {
    await expect(submitWith(filed(200, uploadedDocuments)).run(inputOf('refund'))).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([0, 201, 202, 400, 404, 500, 987, null])('code %s: a system error, even with filing numbers', async (code) => {
    const answer = filed(code, [filing('1037600123', 'RAD-1'), filing('1012345678', 'RAD-2')]);
    await expect(submitWith(answer).run(inputOf('refund'))).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error, sent once',
    async (reason) => {
      const { run, gateway } = submitWith({ ok: false, reason });
      await expect(run(inputOf('rescheduling'))).resolves.toEqual({ kind: 'systemError' });
      expect(gateway.createRequest).toHaveBeenCalledOnce();
    },
  );
});
