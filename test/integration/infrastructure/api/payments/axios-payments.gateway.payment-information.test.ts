import { describe, expect, it } from 'vitest';
import { answer, json, jsonFor, offContract } from '@test/support/gateway-transport-contract';
import { callNamed, gatewayWith, type Json, userAgent } from '@test/support/payments/payments-gateway-calls';

describe('AxiosPaymentsGateway', () => {
  // -------------------------------------------------------------------------------------------
  describe('GET information', () => {
    const call = callNamed('getPaymentInformation');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return call.invoke(gatewayWith());
    };
    const request = {
      locale: 'es_CO',
      payment: { reference: 'REF-1', description: 'Cuota de crédito noviembre', amount: { currency: 'COP', total: 150_000 } },
      ipAddress: '203.0.113.7',
      userAgent,
      buyer: { name: 'María', surname: 'Gómez Ruiz', document: '1037600123', documentType: 'CC' },
    };
    const attempt = (status: string, date: string, extra: Json = {}) => ({
      status: { status, reason: '00', message: 'Aprobada', date },
      internalReference: 1,
      paymentMethod: 'visa',
      paymentMethodName: 'Visa',
      issuerName: 'Banco Demo',
      amount: { from: { currency: 'COP', total: 150_000 }, to: { currency: 'COP', total: 150_000 } },
      authorization: 999_999,
      reference: 'REF-1',
      receipt: '1122334455',
      ...extra,
    });
    const detail = (payment: unknown, status = 'APPROVED') => ({
      requestId: 4321,
      status: { status, reason: '00', message: 'La petición ha sido aprobada exitosamente', date: '2026-11-24T10:16:00-05:00' },
      request,
      payment,
    });
    const readRequest = {
      reference: 'REF-1',
      description: 'Cuota de crédito noviembre',
      amount: 150_000,
      ipAddress: '203.0.113.7',
      buyerName: 'María',
      buyerSurname: 'Gómez Ruiz',
    };
    const readAttempt = (status: string, date: string) => ({
      status,
      date,
      amount: 150_000,
      paymentMethodName: 'Visa',
      issuerName: 'Banco Demo',
      authorization: '999999',
      receipt: '1122334455',
    });

    it('reads the whole answer: error flag, code, session status, request and the attempts as PlacetoPay lists them', async () => {
      const body = {
        error: false,
        data: {
          code: 0,
          detail: detail([attempt('REJECTED', '2026-11-24T10:05:00-05:00'), attempt('APPROVED', '2026-11-24T10:15:30-05:00')]),
        },
      };
      await expect(read(body)).resolves.toEqual({
        ok: true,
        code: 0,
        value: {
          error: false,
          sessionStatus: 'APPROVED',
          request: readRequest,
          payments: [readAttempt('REJECTED', '2026-11-24T10:05:00-05:00'), readAttempt('APPROVED', '2026-11-24T10:15:30-05:00')],
        },
      });
    });

    describe('both readings (ADR 0013): payment as a list or one object', () => {
      it('one object is a list of one', async () => {
        const result = await read({ error: false, data: { code: 0, detail: detail(attempt('PENDING', '2026-11-24T10:15:30-05:00')) } });
        expect(result).toMatchObject({ value: { payments: [readAttempt('PENDING', '2026-11-24T10:15:30-05:00')] } });
      });

      it.each([
        ['null', null],
        ['absent', undefined],
        ['an empty list', []],
      ])('payment %s: no attempt, the session’s status', async (_name, payment) => {
        const result = await read({ error: false, data: { code: 0, detail: detail(payment, 'PENDING') } });
        expect(result).toMatchObject({ value: { payments: [], sessionStatus: 'PENDING', request: readRequest } });
      });

      it('drops entries that are not objects', async () => {
        const result = await read({ error: false, data: { code: 0, detail: detail(['x', attempt('FAILED', '2026-11-24T10:15:30-05:00'), null]) } }, 200, offContract);
        expect(result).toMatchObject({ value: { payments: [readAttempt('FAILED', '2026-11-24T10:15:30-05:00')] } });
      });

      it('reads a top-level detail when data has none', async () => {
        const result = await read({ error: false, code: 0, detail: detail([], 'REJECTED') });
        expect(result).toMatchObject({ ok: true, code: 0, value: { sessionStatus: 'REJECTED' } });
      });
    });

    it.each([
      ['true', true, true],
      ['false', false, false],
      ['absent', undefined, false],
      ['the text "true"', 'true', false, offContract],
    ])('reads the error flag %s as %s', async (_name, error, flag, respond?: typeof json) => {
      await expect(read({ error, data: { code: 0, detail: detail([]) } }, 200, respond)).resolves.toMatchObject({ value: { error: flag } });
    });

    it.each([
      ['data.code', { data: { code: 1 } }, 1],
      ['data.code as a string', { data: { code: '0' } }, 0],
      ['a top-level code when data has none', { code: 5, data: {} }, 5],
      ['data.code before a leftover top-level code', { code: 200, data: { code: 0 } }, 0],
      ['none', { error: true, data: null }, null],
    ])('reads the code from %s', async (_name, body, code) => {
      await expect(read(body, 200, jsonFor('getPaymentInformation', code))).resolves.toMatchObject({ ok: true, code });
    });

    it('turns a detail it cannot read into nothing, never a guess', async () => {
      await expect(read({ error: false, data: { code: 0, detail: 'aprobado' } }, 200, offContract)).resolves.toEqual({
        ok: true,
        code: 0,
        value: { error: false, sessionStatus: null, request: null, payments: [] },
      });
    });

    it('turns wrongly typed fields into nulls', async () => {
      const result = await read(
        {
          error: false,
          data: {
            code: 0,
            detail: {
              status: 'APPROVED',
              request: { payment: { reference: 1.5, amount: { total: '150000' } }, buyer: 'María', ipAddress: 7 },
              payment: [{ status: { status: 7, date: 20261124 }, amount: { from: { total: '1' } }, authorization: {}, receipt: [] }],
            },
          },
        },
        200,
        offContract,
      );
      expect(result).toEqual({
        ok: true,
        code: 0,
        value: {
          error: false,
          sessionStatus: null,
          request: { reference: null, description: null, amount: null, ipAddress: null, buyerName: null, buyerSurname: null },
          payments: [{ status: null, date: null, amount: null, paymentMethodName: null, issuerName: null, authorization: null, receipt: null }],
        },
      });
    });

    it('asks with the request id it is given', async () => {
      const seen = answer(call, json({ error: false, data: { code: 0 } }));
      await gatewayWith().getPaymentInformation('98765');
      expect(seen[0]?.query).toEqual({ requestId: '98765' });
    });
  });
});
