import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { bookingPerson } from '@test/support/bookings/fake-bookings-gateway';
import { answer, describeGatewayTransport, json, jsonFor, type JsonBody, offContract, unnamedCode } from '@test/support/gateway-transport-contract';
import { faultHeaders } from '@test/support/setup/contract-guard';
import { buyer, callNamed, calls, gatewayWith, type Json } from '@test/support/bookings/bookings-gateway-calls';

describe('AxiosBookingsGateway', () => {
  describeGatewayTransport({
    calls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"responseCode": 200, "data": [', list: [{ responseCode: 200 }] },
    bearer: { title: 'the bearer token: neither call needs a session' },
    moreWithoutAUsableAnswer: (call) => {
      it('never reads HTTP 401 as a business answer, even with a code where the call puts it', async () => {
        const unauthorized = json({ responseCode: 401, message: 'Unauthorized' }, 401);
        answer(call, unauthorized);
        await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        // Signed in, the provider cannot be asked for a new token: one request, the same failure.
        const seen = answer(call, unauthorized);
        await expect(call.invoke(gatewayWith('token-de-maria'))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        expect(seen).toHaveLength(1);
      });

      it('reads responseCode before code', async () => {
        answer(call, unnamedCode({ code: 0, responseCode: 500, data: null }));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code: 500 });
      });
    },
  });

  // -------------------------------------------------------------------------------------------
  describe('GET customer-purchases', () => {
    const call = callNamed('findCustomerPurchases');
    const read = async (body: JsonBody, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return gatewayWith().findCustomerPurchases(buyer);
    };
    const person = (documentNumber: unknown, extra: Json = {}): Json => ({
      process: 'Reserva',
      status: 'Activa',
      documentType: 'CC',
      documentNumber,
      serviceValue: 35_000,
      ...extra,
    });
    const reservation = (reservationCode: unknown, extra: Json = {}): Json => ({
      serviceName: 'PISCINA CUBIERTA',
      reservationCode,
      reservationDate: '2026-12-20 09:00:00',
      people: [person('1037600123'), person('1034567890', { documentType: 'TI' })],
      ...extra,
    });
    const purchase = (extra: Json = {}): Json => ({
      purchaseDate: '2026-11-02 14:35:10',
      purchasePrice: 70_000,
      reservations: [reservation('RES-1001')],
      ...extra,
    });
    const expectedPurchase = {
      purchaseDate: '2026-11-02 14:35:10',
      purchasePrice: 70_000,
      reservations: [
        {
          serviceName: 'Piscina cubierta',
          reservationCode: 'RES-1001',
          reservationDate: '2026-12-20 09:00:00',
          people: [bookingPerson('1037600123'), bookingPerson('1034567890', { documentType: 'TI' })],
        },
      ],
    };

    describe('both readings (ADR 0014): the list bare in data, or in data.purchases', () => {
      it.each([
        ['data as the list', { responseCode: 200, data: [purchase()] }],
        ['data holding purchases', { responseCode: 200, data: { purchases: [purchase()] } }],
      ])('%s', async (_name, body) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value: { purchases: [expectedPurchase] } });
      });

      it.each([
        ['data an empty list', { responseCode: 200, data: [] }],
        ['data null', { responseCode: 200, data: null }],
        ['data absent', { responseCode: 200 }],
        ['data holding an empty list', { responseCode: 200, data: { purchases: [] } }],
        ['data holding purchases null', { responseCode: 200, data: { purchases: null } }],
        ['data an object without purchases', { responseCode: 200, data: {} }],
      ])('%s: none', async (_name, body) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value: { purchases: [] } });
      });
    });

    it('keeps the fund’s order (the use case sorts) and every reservation of a purchase', async () => {
      const older = purchase({ purchaseDate: '2026-10-01 08:00:00', reservations: [reservation('RES-1'), reservation('RES-2')] });
      const newer = purchase({ purchaseDate: '2026-11-02 14:35:10' });
      const result = await read({ responseCode: 200, data: [older, newer] });
      expect(result).toMatchObject({
        ok: true,
        value: {
          purchases: [
            { purchaseDate: '2026-10-01 08:00:00', reservations: [{ reservationCode: 'RES-1' }, { reservationCode: 'RES-2' }] },
            { purchaseDate: '2026-11-02 14:35:10' },
          ],
        },
      });
    });

    it('capitalises the service name’s first letter only (serviceNameOf)', async () => {
      const names = ['PISCINA CUBIERTA', '  salón   SOCIAL ', 'Cabaña 3'];
      const result = await read({ responseCode: 200, data: [purchase({ reservations: names.map((serviceName, index) => reservation(`R-${index}`, { serviceName })) })] });
      expect(result.ok && result.value.purchases?.[0]?.reservations.map((item) => item.serviceName)).toEqual(['Piscina cubierta', 'Salón social', 'Cabaña 3']);
    });

    it('keeps process, status, document and reservation numbers sent as numbers as text', async () => {
      const result = await read({
        responseCode: 200,
        data: [purchase({ reservations: [reservation(90_001, { people: [person(1_034_567_890, { process: 2, status: 9 })] })] })],
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          purchases: [
            { reservations: [{ reservationCode: '90001', people: [{ process: '2', status: '9', documentNumber: '1034567890', documentType: 'CC' }] }] },
          ],
        },
      });
    });

    it('reads a missing service value as null, and reservations or people absent as none', async () => {
      const result = await read({
        responseCode: 200,
        data: [
          purchase({ reservations: [reservation('R-1', { people: [person('1', { serviceValue: null }), person('2', { serviceValue: undefined })] })] }),
          purchase({ reservations: null }),
          purchase({ reservations: [reservation('R-2', { people: undefined })] }),
        ],
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          purchases: [
            { reservations: [{ people: [{ documentNumber: '1', serviceValue: null }, { documentNumber: '2', serviceValue: null }] }] },
            { reservations: [] },
            { reservations: [{ reservationCode: 'R-2', people: [] }] },
          ],
        },
      });
    });

    it.each([
      ['data a text', { data: 'ninguna' }],
      ['data holding purchases as an object', { data: { purchases: purchase() } }],
      ['a purchase that is not an object', { data: [purchase(), 'RES-1001'] }],
      ['a purchase without a date', { data: [purchase(), purchase({ purchaseDate: undefined })] }],
      ['a purchase whose price is a numeric text', { data: [purchase({ purchasePrice: '70000' })] }],
      ['a purchase whose price is a text in the fund’s notation', { data: [purchase({ purchasePrice: '70.000' })] }],
      ['a purchase without a price', { data: [purchase({ purchasePrice: null })] }],
      ['reservations that are not a list', { data: [purchase({ reservations: 'RES-1001' })] }],
      ['a reservation without its code', { data: [purchase({ reservations: [reservation(null)] })] }],
      ['a reservation without a service name', { data: [purchase({ reservations: [reservation('R-1', { serviceName: ' ' })] })] }],
      ['a reservation without a date', { data: [purchase({ reservations: [reservation('R-1', { reservationDate: null })] })] }],
      ['people that are not a list', { data: [purchase({ reservations: [reservation('R-1', { people: {} })] })] }],
      ['a person without a document number', { data: [purchase({ reservations: [reservation('R-1', { people: [person(null)] })] })] }],
      ['a person without a document type', { data: [purchase({ reservations: [reservation('R-1', { people: [person('1', { documentType: null })] })] })] }],
      ['a person without a process', { data: [purchase({ reservations: [reservation('R-1', { people: [person('1', { process: null })] })] })] }],
      ['a person without a status', { data: [purchase({ reservations: [reservation('R-1', { people: [person('1', { status: {} })] })] })] }],
      ['a person whose service value is a text', { data: [purchase({ reservations: [reservation('R-1', { people: [person('1', { serviceValue: '35000' })] })] })] }],
      ['a person that is not an object', { data: [purchase({ reservations: [reservation('R-1', { people: [person('1'), null] })] })] }],
    ])('%s: unreadable (null), never a shorter list', async (_name, body) => {
      // Every row is a damaged answer, outside the contract on purpose.
      await expect(read({ responseCode: 200, ...body }, 200, offContract)).resolves.toEqual({ ok: true, code: 200, value: { purchases: null } });
    });

    describe('202: no purchases', () => {
      it('in the body, with HTTP 200 or mirrored in the HTTP status, is the same answer', async () => {
        const body = { responseCode: 202, message: 'No existen compras', data: null };
        const plain = await read(body, 200);
        expect(plain).toEqual({ ok: true, code: 202, value: { purchases: [] } });
        expect(await read(body, 202)).toEqual(plain);
      });

      it('an HTTP 202 with no body at all is the same answer: the status is the only code there is', async () => {
        answer(call, () => new HttpResponse(null, { status: 202 }));
        await expect(call.invoke(gatewayWith())).resolves.toEqual({ ok: true, code: 202, value: { purchases: [] } });
      });

      it('an HTTP 202 whose body says nothing of a code is no code, and one that is not JSON is malformed', async () => {
        await expect(read({ data: null }, 202)).resolves.toEqual({ ok: true, code: null, value: { purchases: [] } });
        answer(call, () => HttpResponse.html('<p>Accepted</p>', { status: 202, headers: faultHeaders('malformed') }));
        await expect(call.invoke(gatewayWith())).resolves.toEqual({ ok: false, reason: 'malformed' });
      });
    });

    it.each([
      ['500 in the body', { responseCode: 500, message: 'Error consultando', data: null }, 200, 500],
      ['500 in the body and the status', { responseCode: 500, message: 'Error consultando' }, 500, 500],
      ['404 mirrored in the status', { responseCode: 404, message: 'No encontrado' }, 404, 404],
      ['a numeric text', { responseCode: ' 202 ' }, 200, 202],
      ['code alone', { code: 987, data: null }, 200, 987],
    ])('reads a business code sent as %s', async (_name, body, status, code) => {
      await expect(read(body, status, jsonFor('findCustomerPurchases', code))).resolves.toMatchObject({ ok: true, code });
    });

    describe('through FindCustomerPurchases (the contract’s `findCustomerPurchases`)', () => {
      const find = () => new FindCustomerPurchases(gatewayWith()).execute({ documentType: 'CC', documentNumber: ' 1037600123 ' });

      it('200 in either reading: the history, newest purchase first', async () => {
        const body = (list: unknown[]) => ({ responseCode: 200, data: list });
        const list = [purchase({ purchaseDate: '2026-10-01 08:00:00' }), purchase({ purchaseDate: '2026-11-02 14:35:10' })];
        for (const shape of [body(list), { responseCode: 200, data: { purchases: list } }]) {
          answer(call, json(shape));
          await expect(find()).resolves.toMatchObject({
            kind: 'purchases',
            purchases: [{ purchaseDate: '2026-11-02 14:35:10' }, { purchaseDate: '2026-10-01 08:00:00' }],
          });
        }
      });

      it.each([
        ['202 in the body', () => HttpResponse.json({ responseCode: 202 })],
        ['202 mirrored', () => HttpResponse.json({ responseCode: 202 }, { status: 202 })],
        ['an empty HTTP 202', () => new HttpResponse(null, { status: 202 })],
        ['200 with an empty list', () => HttpResponse.json({ responseCode: 200, data: [] })],
      ])('%s: no purchases (the toast)', async (_name, respond) => {
        answer(call, respond);
        await expect(find()).resolves.toEqual({ kind: 'noPurchases' });
      });

      it.each([
        ['500 in the body', () => HttpResponse.json({ responseCode: 500 }, { headers: faultHeaders('unnamed-code') })],
        ['404', () => HttpResponse.json({ responseCode: 404 }, { status: 404 })],
        ['a purchase that cannot be read', () => HttpResponse.json({ responseCode: 200, data: [purchase({ purchasePrice: '70000' })] }, { headers: faultHeaders('off-contract') })],
        ['HTTP 500 without a code', () => new HttpResponse(null, { status: 500 })],
        ['HTTP 401', () => HttpResponse.json({ responseCode: 202 }, { status: 401 })],
      ])('%s: system error', async (_name, respond) => {
        answer(call, respond);
        await expect(find()).resolves.toEqual({ kind: 'systemError' });
      });

      it('sends the typed number trimmed', async () => {
        const seen = answer(call, json({ responseCode: 202 }));
        await find();
        expect(seen.map((sent) => sent.query)).toEqual([{ documentType: 'CC', documentNumber: '1037600123' }]);
      });
    });
  });
});
