import { describe, expect, it } from 'vitest';
import { answer, describeGatewayTransport, json, jsonFor, offContract, unnamedCode } from '@test/support/gateway-transport-contract';
import { callNamed, calls, gatewayWith, type Json, pdf } from '@test/support/payments/payments-gateway-calls';

describe('AxiosPaymentsGateway', () => {
  describeGatewayTransport({
    calls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"message": "x", "pagos": [', list: [{ referenciaPago: 'REF-1' }] },
    bearer: { title: 'the bearer token: none of the four needs a session' },
  });

  // -------------------------------------------------------------------------------------------
  describe('GET consulta', () => {
    const call = callNamed('findPendingPayments');
    const row = (reference: unknown, total: unknown, extra: Json = {}): Json => ({
      descripcion: `Cuota ${String(reference)}`,
      referenciaPago: reference,
      fechaMaximaPago: '2026-12-15',
      valor: { total, moneda: 'COP' },
      ...extra,
    });
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return call.invoke(gatewayWith());
    };

    it('reads the pending payments in the order sent', async () => {
      await expect(read({ message: 'Consulta exitosa', pagos: [row('REF-1', 150_000), row('REF-2', 48_500)] })).resolves.toEqual({
        ok: true,
        code: null,
        value: {
          message: 'Consulta exitosa',
          payments: [
            { description: 'Cuota REF-1', reference: 'REF-1', dueDate: '2026-12-15', amount: { total: 150_000, currency: 'COP' } },
            { description: 'Cuota REF-2', reference: 'REF-2', dueDate: '2026-12-15', amount: { total: 48_500, currency: 'COP' } },
          ],
        },
      });
    });

    it.each([
      ['pagos null', { message: 'No tiene pagos pendientes', pagos: null }],
      ['pagos empty', { message: 'No tiene pagos pendientes', pagos: [] }],
      ['pagos absent', { message: 'No tiene pagos pendientes' }],
      ['an empty body', {}],
    ])('%s: none', async (_name, body) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code: null, value: { payments: [] } });
    });

    describe('both readings (ADR 0013): the list bare under pagos, or inside data', () => {
      it.each([
        ['pagos at the top level', { message: 'ok', pagos: [row('REF-1', 1_000)] }],
        ['data as the list', { code: 0, data: [row('REF-1', 1_000)] }],
        ['data holding pagos', { code: 0, data: { message: 'ok', pagos: [row('REF-1', 1_000)] } }],
        ['data holding pagos, a code 200', { code: 200, data: { pagos: [row('REF-1', 1_000)] } }],
      ])('%s', async (_name, body) => {
        const result = await read(body);
        expect(result).toMatchObject({ ok: true, value: { payments: [{ reference: 'REF-1', amount: { total: 1_000 } }] } });
      });

      it.each([
        ['data null', { code: 0, data: null }],
        ['data holding pagos null', { code: 0, data: { pagos: null } }],
        ['data holding an empty list', { code: 0, data: { pagos: [] } }],
      ])('%s: none', async (_name, body) => {
        await expect(read(body)).resolves.toMatchObject({ ok: true, code: 0, value: { payments: [] } });
      });

      it('a top-level pagos wins over data', async () => {
        await expect(read({ pagos: null, data: [row('REF-1', 1_000)] })).resolves.toMatchObject({ value: { payments: [] } });
      });

      it('reads the message from data when the top level has none', async () => {
        await expect(read({ data: { message: 'Sin pagos', pagos: null } })).resolves.toMatchObject({ value: { message: 'Sin pagos' } });
      });
    });

    it.each([
      ['pagos a text', { pagos: 'ninguno' }],
      ['pagos an object', { pagos: { referenciaPago: 'REF-1' } }],
      ['data a text', { data: 'ninguno' }],
      ['a row without reference', { pagos: [row('REF-1', 1_000), row(null, 2_000)] }],
      ['a row without a numeric total', { pagos: [row('REF-1', 1_000), row('REF-2', '2000')] }],
      ['a row without valor', { pagos: [{ referenciaPago: 'REF-1', descripcion: 'x' }] }],
      ['a row that is not an object', { pagos: [row('REF-1', 1_000), 'REF-2'] }],
    ])('%s: unreadable (null), never a shorter list', async (_name, body) => {
      await expect(read(body, 200, offContract)).resolves.toMatchObject({ ok: true, value: { payments: null } });
    });

    it('keeps what it can of a row: a numeric reference as text, no description, an unreadable date, no currency', async () => {
      const result = await read(
        { pagos: [{ referenciaPago: 90_001_234, valor: { total: 75_000 }, fechaMaximaPago: '31/12/2026', descripcion: 7 }] },
        200,
        offContract,
      );
      expect(result).toMatchObject({
        ok: true,
        value: { payments: [{ description: '', reference: '90001234', dueDate: null, amount: { total: 75_000, currency: 'COP' } }] },
      });
    });

    it('keeps a due date with a time of day as written', async () => {
      const result = await read({ pagos: [row('REF-1', 1_000, { fechaMaximaPago: '2026-12-15 23:59:59' })] });
      expect(result).toMatchObject({ value: { payments: [{ dueDate: '2026-12-15 23:59:59' }] } });
    });

    it.each([
      ['code', { code: 987, message: 'Error consultando', pagos: null }, 987],
      ['a numeric string', { code: '500', pagos: null }, 500],
      ['responseCode', { responseCode: 1, pagos: null }, 1],
    ])('reads a business code sent as %s', async (_name, body, code) => {
      await expect(read(body, 200, unnamedCode)).resolves.toMatchObject({ ok: true, code });
    });

    it('gives a code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { code: 404, message: 'No encontrado', pagos: null };
      expect(await read(body, 404, unnamedCode)).toEqual(await read(body, 200, unnamedCode));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('GET consultarPreguntasFrecuentes', () => {
    const call = callNamed('getFrequentQuestions');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body, status));
      return call.invoke(gatewayWith());
    };

    it.each([
      ['data as the bare base64 PDF', { responseCode: 0, data: pdf }, { binary: pdf, name: null }],
      ['data as {name, binary}', { responseCode: 0, data: { name: 'Preguntas frecuentes.pdf', binary: pdf } }, { binary: pdf, name: 'Preguntas frecuentes.pdf' }],
      ['data as {binary} without a name', { responseCode: 0, data: { binary: pdf } }, { binary: pdf, name: null }],
    ])('reads %s', async (_name, body, value) => {
      await expect(read(body)).resolves.toEqual({ ok: true, code: 0, value });
    });

    it.each([
      ['data null', { responseCode: 0, data: null }],
      ['data blank', { responseCode: 0, data: '  ' }],
      ['data a number', { responseCode: 0, data: 7 }],
      ['binary not a string', { responseCode: 0, data: { binary: [1, 2] } }],
    ])('%s: no PDF', async (_name, body) => {
      await expect(read(body, 200, offContract)).resolves.toMatchObject({ ok: true, code: 0, value: { binary: null } });
    });

    it.each([
      ['responseCode', { responseCode: 1, data: null }, 1],
      ['responseCode before a leftover code', { code: 200, responseCode: 0, data: pdf }, 0],
      ['code when there is no responseCode', { code: 404 }, 404],
    ])('reads the code from %s', async (_name, body, code) => {
      await expect(read(body, 200, jsonFor('getFrequentQuestions', code))).resolves.toMatchObject({ ok: true, code });
    });
  });
});
