import { describe, expect, it } from 'vitest';
import { pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { answer, json, offContract } from '@test/support/gateway-transport-contract';
import { callNamed, gatewayWith, type Json, paymentRequest, processUrl, userAgent } from '@test/support/payments/payments-gateway-calls';

describe('AxiosPaymentsGateway', () => {
  // -------------------------------------------------------------------------------------------
  describe('POST getUrlPlaceToPay', () => {
    const call = callNamed('requestPayment');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return call.invoke(gatewayWith());
    };

    it('sends the payload field by field: the chosen rows, userAgent, ipClient and paymentMethod', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().requestPayment({ ...paymentRequest, method: 'cash', ipClient: '' });
      const body = seen[0]?.body as Json;
      expect(Object.keys(body)).toEqual(['tipoDocumento', 'numeroDocumento', 'pagos', 'userAgent', 'ipClient', 'paymentMethod']);
      expect(body.tipoDocumento).toBe('CC');
      expect(body.numeroDocumento).toBe('1037600123');
      expect(body.userAgent).toBe(userAgent);
      expect(body.ipClient).toBe('');
      expect(body.paymentMethod).toBe('Efectivo');
      expect(body.pagos).toEqual([
        { referencia: 'REF-1', valor: { total: 150_000, moneda: 'COP' }, descripcion: 'Cuota de crédito noviembre' },
        { referencia: 'REF-2', valor: { total: 48_500, moneda: 'COP' }, descripcion: 'Matrícula curso de natación' },
      ]);
      expect(seen[0]?.contentType).toMatch(/^application\/json/);
    });

    it('sends paymentMethod "" for the card', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().requestPayment(paymentRequest);
      expect((seen[0]?.body as Json).paymentMethod).toBe('');
    });

    it('sends only the contract’s fields of a row (`requestPayment`), whatever else the object carries', async () => {
      const seen = answer(call, json(call.success));
      const extra = { ...pendingPayment('REF-9', 9_000), selected: true, dueDate: '2026-12-31' };
      await gatewayWith().requestPayment({ ...paymentRequest, payments: [extra] });
      expect((seen[0]?.body as Json).pagos).toEqual([{ referencia: 'REF-9', valor: { total: 9_000, moneda: 'COP' }, descripcion: 'Cuota REF-9' }]);
    });

    it('reads status OK, the request id (a number, as text) and the process URL', async () => {
      await expect(read({ data: { status: 'OK', requestId: 4321, processUrl } })).resolves.toEqual({
        ok: true,
        code: null,
        value: { status: 'OK', requestId: '4321', processUrl, paymentPending: null },
      });
    });

    describe('both readings (ADR 0013): inside data or mirrored at the top level; status as text or object', () => {
      it.each([
        ['inside data', { data: { status: 'OK', requestId: '4321', processUrl } }],
        ['at the top level', { status: 'OK', requestId: '4321', processUrl }],
        ['status as the provider’s object', { data: { status: { status: 'OK', reason: 'PC', message: 'La petición se ha procesado correctamente' }, requestId: 4321, processUrl } }],
        ['data partly null, the top level filling in', { data: { status: 'OK', requestId: null, processUrl: null }, requestId: 4321, processUrl }],
      ])('%s', async (_name, body) => {
        await expect(read(body)).resolves.toMatchObject({ ok: true, value: { status: 'OK', requestId: '4321', processUrl, paymentPending: null } });
      });
    });

    it.each([
      ['data.code as a string', { data: { code: '404', status: 'FAILED' } }],
      ['data.code as a number', { data: { code: 404 } }],
      ['a top-level code', { code: 404, message: 'El usuario no tiene correo registrado' }],
      ['a top-level string code', { code: '404' }],
    ])('reads 404 from %s', async (_name, body) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code: 404 });
    });

    it('reads 404 mirrored in the HTTP status as with HTTP 200', async () => {
      const body = { data: { code: '404', status: 'FAILED', message: 'Sin correo' } };
      expect(await read(body, 404)).toEqual(await read(body, 200));
      expect(await read(body, 404)).toMatchObject({ ok: true, code: 404 });
    });

    it('reads data.code before a leftover top-level code', async () => {
      await expect(read({ code: 200, data: { code: '404' } })).resolves.toMatchObject({ code: 404 });
    });

    it.each([
      ['a list of references', { cus: '2894315', referencias: ['REF-1', 'REF-2'] }, { cus: '2894315', references: ['REF-1', 'REF-2'] }],
      ['numbers', { cus: 2_894_315, referencias: [90_001, 'REF-2'] }, { cus: '2894315', references: ['90001', 'REF-2'] }],
      ['one reference as text', { cus: '2894315', referencias: 'REF-1' }, { cus: '2894315', references: ['REF-1'] }],
      ['no CUS', { referencias: ['REF-1'] }, { cus: null, references: ['REF-1'] }],
      ['not an object', 'pendiente', { cus: null, references: [] }, offContract],
      ['true', true, { cus: null, references: [] }, offContract],
    ])('reads a payment pending with %s', async (_name, paymentPending, read_, respond?: typeof json) => {
      await expect(read({ data: { status: 'OK', requestId: null, processUrl: null, paymentPending } }, 200, respond)).resolves.toMatchObject({
        value: { paymentPending: read_ },
      });
    });

    it.each([
      ['null', null],
      ['false', false],
      ['an empty shell', { cus: null, referencias: [] }],
      ['an empty object', {}],
      ['blank fields', { cus: '', referencias: null }, offContract],
    ])('reads a paymentPending that is %s as none', async (_name, paymentPending, respond?: typeof json) => {
      await expect(read({ data: { status: 'OK', requestId: 1, processUrl, paymentPending } }, 200, respond)).resolves.toMatchObject({
        value: { paymentPending: null },
      });
    });

    it('turns wrongly typed fields into nulls', async () => {
      await expect(read({ data: { status: 200, requestId: 1.5, processUrl: ['x'] } }, 200, offContract)).resolves.toEqual({
        ok: true,
        code: null,
        value: { status: null, requestId: null, processUrl: null, paymentPending: null },
      });
    });
  });
});
