import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '@/application/bookings/bookings-gateway.port';
import { SubmitBookingRequest, type BookingRequestInput } from '@/application/bookings/submit-booking-request.use-case';
import { attachedFile, bookingPerson } from '@test/support/bookings/fake-bookings-gateway';
import { answer, json, jsonFor, type JsonBody, offContract } from '@test/support/gateway-transport-contract';
import { faultHeaders } from '@test/support/setup/contract-guard';
import { callNamed, gatewayWith, jpeg, type Json, pdf, request } from '@test/support/bookings/bookings-gateway-calls';

describe('AxiosBookingsGateway', () => {
  // -------------------------------------------------------------------------------------------
  describe('POST create-request', () => {
    const call = callNamed('createRequest');
    const read = async (body: JsonBody, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return gatewayWith().createRequest(request);
    };
    const filed = (documentId: unknown, documentNumber: unknown, documentType: unknown = 'PT'): Json => ({ documentId, documentType, documentNumber });

    const ana = bookingPerson('1037600123', { documentType: 'CC', process: 'Reserva', status: 'Activa' });
    const sofia = bookingPerson('1034567890', { documentType: 'TI', process: 'Reserva', status: 'Pagada' });

    function input(kind: BookingRequestInput['kind']): BookingRequestInput {
      return {
        kind,
        buyer: { documentType: 'CC', documentNumber: '1037600123 ' },
        reservationCode: 'RES-1001',
        observation: 'Viaje cancelado por enfermedad',
        people: [
          {
            person: ana,
            attachments: {
              reason: 'calamidadDomestica',
              files: [attachedFile('incapacidad médica.final.pdf'), attachedFile('foto.jpg', { mimeType: 'image/jpeg', base64: jpeg })],
            },
          },
          { person: sofia, attachments: { reason: 'fuerzaMayor', files: [attachedFile('constancia.png', { mimeType: 'image/png', base64: 'iVBORw0KGgo=' })] } },
        ],
        buyerDocuments: {
          identityDocument: attachedFile('cédula.pdf'),
          bankCertification: attachedFile('certificado bancario.jpeg', { mimeType: 'image/jpeg', base64: jpeg }),
        },
      };
    }

    const success = { responseCode: 200, data: { uploadedDocuments: [filed('RAD-2026-0001', '1037600123'), filed('RAD-2026-0002', '1034567890')] } };

    async function submitted(kind: BookingRequestInput['kind']) {
      const seen = answer(call, json(success));
      const result = await new SubmitBookingRequest(gatewayWith()).execute(input(kind));
      expect(seen).toHaveLength(1);
      return { result, sent: seen[0]!, body: seen[0]!.body as Json };
    }

    const expectedPeople = (process: number, status: number) => [
      {
        documentType: 'PT',
        documentNumber: '1037600123',
        process,
        status,
        motive: 1,
        reasonType: 'calamidadDomestica',
        files: [
          { name: 'incapacidad médica.final', type: 'application/pdf', binary: pdf },
          { name: 'foto', type: 'image/jpeg', binary: jpeg },
        ],
      },
      {
        documentType: 'PT',
        documentNumber: '1034567890',
        process,
        status,
        motive: 1,
        reasonType: 'fuerzaMayor',
        files: [{ name: 'constancia', type: 'image/png', binary: 'iVBORw0KGgo=' }],
      },
    ];

    describe('the payload, field by field, through SubmitBookingRequest (ADR 0014)', () => {
      it('refund: PT/3/14/1 for every person, and the buyer’s two documents once, beside the reservations', async () => {
        const { result, sent, body } = await submitted('refund');

        expect(sent.method).toBe('POST');
        expect(sent.contentType).toMatch(/^application\/json/);
        expect(Object.keys(body)).toEqual(['buyer', 'reservations']);
        const buyerSent = body.buyer as Json;
        expect(Object.keys(buyerSent)).toEqual(['documentType', 'documentNumber', 'identityDocument', 'bankCertification']);
        expect(buyerSent).toEqual({
          documentType: 'CC',
          documentNumber: '1037600123',
          identityDocument: { name: 'cédula', type: 'application/pdf', binary: pdf },
          bankCertification: { name: 'certificado bancario', type: 'image/jpeg', binary: jpeg },
        });
        const reservations = body.reservations as Json[];
        expect(reservations).toHaveLength(1);
        expect(Object.keys(reservations[0]!)).toEqual(['reservationCode', 'observation', 'people']);
        expect(reservations[0]!.reservationCode).toBe('RES-1001');
        expect(reservations[0]!.observation).toBe('Viaje cancelado por enfermedad');
        const people = reservations[0]!.people as Json[];
        for (const sentPerson of people) {
          expect(Object.keys(sentPerson)).toEqual(['documentType', 'documentNumber', 'process', 'status', 'motive', 'reasonType', 'files']);
          for (const file of sentPerson.files as Json[]) expect(Object.keys(file)).toEqual(['name', 'type', 'binary']);
        }
        expect(people).toEqual(expectedPeople(3, 14));

        expect(result).toEqual({
          kind: 'filed',
          filings: [
            { documentType: 'CC', documentNumber: '1037600123', filingNumber: 'RAD-2026-0001' },
            { documentType: 'TI', documentNumber: '1034567890', filingNumber: 'RAD-2026-0002' },
          ],
        });
      });

      it('rescheduling: PT/2/9/1 for every person, and a buyer with the document only (no file keys, not null)', async () => {
        const { result, body } = await submitted('rescheduling');

        expect(Object.keys(body)).toEqual(['buyer', 'reservations']);
        expect(body.buyer).toEqual({ documentType: 'CC', documentNumber: '1037600123' });
        expect(Object.keys(body.buyer as Json)).toEqual(['documentType', 'documentNumber']);
        const reservations = body.reservations as Json[];
        expect(reservations).toEqual([{ reservationCode: 'RES-1001', observation: 'Viaje cancelado por enfermedad', people: expectedPeople(2, 9) }]);
        expect(result).toMatchObject({ kind: 'filed' });
      });

      it('sends every file as pure base64, named without its extension, never a data: URL', async () => {
        const { body } = await submitted('refund');
        const buyerSent = body.buyer as Record<string, Json>;
        const files = [
          ...((body.reservations as Json[])[0]!.people as Json[]).flatMap((sentPerson) => sentPerson.files as Json[]),
          buyerSent.identityDocument!,
          buyerSent.bankCertification!,
        ];
        expect(files).toHaveLength(5);
        for (const file of files) {
          expect(file.binary).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
          expect(file.name).not.toMatch(/\.(pdf|jpe?g|png)$/i);
        }
      });

      it('lets the person follow the upload: the listener hears the whole body go out', async () => {
        answer(call, json(success));
        const progress: UploadProgress[] = [];
        await new SubmitBookingRequest(gatewayWith()).execute(input('refund'), (event) => progress.push(event));
        const last = progress.at(-1);
        expect(last?.totalBytes).toBeGreaterThan(0);
        expect(last).toEqual({ sentBytes: last?.totalBytes, totalBytes: last?.totalBytes });
      });
    });

    describe('both readings of the filing numbers (ADR 0014)', () => {
      const expected = [
        { documentId: 'RAD-1', documentType: 'PT', documentNumber: '1034567890' },
        { documentId: '7001', documentType: 'PT', documentNumber: '1037600123' },
      ];
      it.each([
        ['data.uploadedDocuments', { responseCode: 200, data: { uploadedDocuments: [filed('RAD-1', '1034567890'), filed(7001, 1_037_600_123)] } }],
        ['data as the list', { responseCode: 200, data: [filed(' RAD-1 ', '1034567890'), filed('7001', '1037600123')] }],
      ])('%s, with numbers as text or as numbers', async (_name, body) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value: { uploadedDocuments: expected } });
      });

      it('does not need the entry’s document type: people are matched by number', async () => {
        await expect(read({ responseCode: 200, data: { uploadedDocuments: [filed('RAD-1', '1', null)] } })).resolves.toEqual({
          ok: true,
          code: 200,
          value: { uploadedDocuments: [{ documentId: 'RAD-1', documentType: '', documentNumber: '1' }] },
        });
      });

      it('reads an empty list as an empty list (the use case makes it a system error)', async () => {
        await expect(read({ responseCode: 200, data: { uploadedDocuments: [] } })).resolves.toMatchObject({ value: { uploadedDocuments: [] } });
      });

      it.each([
        ['data absent', { responseCode: 200 }],
        ['data null', { responseCode: 200, data: null }],
        ['data without uploadedDocuments', { responseCode: 200, data: { message: 'ok' } }, offContract],
        ['uploadedDocuments a text', { responseCode: 200, data: { uploadedDocuments: 'RAD-1' } }, offContract],
        ['an entry without its filing number', { responseCode: 200, data: { uploadedDocuments: [filed('RAD-1', '1'), filed(null, '2')] } }, offContract],
        ['an entry without a document number', { responseCode: 200, data: { uploadedDocuments: [filed('RAD-1', ' ')] } }],
        ['an entry whose filing number is not a whole number', { responseCode: 200, data: [filed(1.5, '1')] }, offContract],
        ['an entry that is not an object', { responseCode: 200, data: ['RAD-1'] }, offContract],
      ])('%s: unreadable (null)', async (_name, body, respond?: typeof json) => {
        await expect(read(body, 200, respond)).resolves.toEqual({ ok: true, code: 200, value: { uploadedDocuments: null } });
      });
    });

    it.each([
      ['202 in the body', { responseCode: 202 }, 200, 202],
      ['202 mirrored in the status', { responseCode: 202 }, 202, 202],
      ['500 in the body', { responseCode: 500, message: 'Error radicando' }, 200, 500],
      ['500 in the body and the status', { responseCode: 500 }, 500, 500],
      ['404 mirrored in the status', { responseCode: 404 }, 404, 404],
    ])('reads a business code sent as %s', async (_name, body, status, code) => {
      await expect(read(body, status, jsonFor('createRequest', code))).resolves.toEqual({ ok: true, code, value: { uploadedDocuments: null } });
    });

    it('reads an HTTP 202 with no body as malformed: only customer-purchases has a bare 202', async () => {
      answer(call, () => new HttpResponse(null, { status: 202, headers: faultHeaders('no-body') }));
      await expect(call.invoke(gatewayWith())).resolves.toEqual({ ok: false, reason: 'malformed' });
    });

    describe('through SubmitBookingRequest (the contract’s `createRequest`): anything but 200 with every filing number is a system error', () => {
      it.each([
        ['202', () => HttpResponse.json({ responseCode: 202 }, { status: 202, headers: faultHeaders('unnamed-code') })],
        ['an empty HTTP 202', () => new HttpResponse(null, { status: 202, headers: faultHeaders('no-body') })],
        ['500 in the body', () => HttpResponse.json({ responseCode: 500, data: { uploadedDocuments: [] } }, { headers: faultHeaders('unnamed-code') })],
        ['404', () => HttpResponse.json({ responseCode: 404 }, { status: 404 })],
        ['200 without filing numbers', () => HttpResponse.json({ responseCode: 200, data: null })],
        ['200 missing one person’s number', () => HttpResponse.json({ responseCode: 200, data: [filed('RAD-1', '1037600123')] })],
        ['HTTP 401', () => HttpResponse.json(success, { status: 401 })],
        ['a network failure', () => HttpResponse.error()],
      ])('%s', async (_name, respond) => {
        answer(call, respond);
        await expect(new SubmitBookingRequest(gatewayWith()).execute(input('rescheduling'))).resolves.toEqual({ kind: 'systemError' });
      });
    });
  });
});
