import { describe, expect, it } from 'vitest';
import { PaymentsGateway, type PaymentRequest } from '@/application/payments/payments-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { answer, describeGatewayTransport, json, type TransportCall } from '@test/support/gateway-transport-contract';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// Every body below is defined here, not taken from the sandbox: these tests pin the adapter's
// reading of the spec's shapes (section 7) and of ADR 0013, whatever the sandbox answers.

type Json = Record<string, unknown>;

const query: DocumentQuery = { documentType: 'CC', documentNumber: '1037600123' };
const pdf = 'JVBERi0xLjcKJcfsj6IK';
const processUrl = 'https://checkout.placetopay.example/spa/session/4321/abcdef';
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

const paymentRequest: PaymentRequest = {
  payer: query,
  payments: [
    pendingPayment('REF-1', 150_000, { description: 'Cuota de crédito noviembre' }),
    pendingPayment('REF-2', 48_500, { description: 'Matrícula curso de natación', amount: { total: 48_500, currency: 'COP' } }),
  ],
  userAgent,
  ipClient: '203.0.113.7',
  method: 'card',
};

function gatewayWith(token: string | null = null, requestTimeoutMs = 2_000): PaymentsGateway {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  return container.get<PaymentsGateway>(PaymentsGateway);
}

const calls: readonly (TransportCall<PaymentsGateway> & { readonly name: keyof PaymentsGateway })[] = [
  {
    name: 'findPendingPayments',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/consulta',
    invoke: (gateway) => gateway.findPendingPayments(query),
    // The spec's own spelling, typo included.
    query: { tipoIdenteficacion: 'CC', numeroIdentificacion: '1037600123' },
    body: undefined,
    success: { message: 'Consulta exitosa', pagos: null },
  },
  {
    name: 'requestPayment',
    signedIn: false,
    method: 'post',
    path: '/api/pagos/getUrlPlaceToPay',
    invoke: (gateway) => gateway.requestPayment(paymentRequest),
    query: {},
    body: {
      tipoDocumento: 'CC',
      numeroDocumento: '1037600123',
      pagos: [
        { referencia: 'REF-1', valor: { total: 150_000, moneda: 'COP' }, descripcion: 'Cuota de crédito noviembre' },
        { referencia: 'REF-2', valor: { total: 48_500, moneda: 'COP' }, descripcion: 'Matrícula curso de natación' },
      ],
      userAgent,
      ipClient: '203.0.113.7',
      paymentMethod: '',
    },
    success: { data: { status: 'OK', requestId: 4321, processUrl } },
  },
  {
    name: 'getPaymentInformation',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/information',
    invoke: (gateway) => gateway.getPaymentInformation('4321'),
    query: { requestId: '4321' },
    body: undefined,
    success: { error: false, data: { code: 0, detail: { status: { status: 'APPROVED' } } } },
  },
  {
    name: 'getFrequentQuestions',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/consultarPreguntasFrecuentes',
    invoke: (gateway) => gateway.getFrequentQuestions(),
    query: {},
    body: undefined,
    success: { responseCode: 0, data: pdf },
  },
];

const callNamed = (name: keyof PaymentsGateway) => calls.find((call) => call.name === name)!;

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
    const read = async (body: Json, status = 200) => {
      answer(call, json(body, status));
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
      await expect(read(body)).resolves.toMatchObject({ ok: true, value: { payments: null } });
    });

    it('keeps what it can of a row: a numeric reference as text, no description, an unreadable date, no currency', async () => {
      const result = await read({
        pagos: [{ referenciaPago: 90_001_234, valor: { total: 75_000 }, fechaMaximaPago: '31/12/2026', descripcion: 7 }],
      });
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
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });

    it('gives a code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { code: 404, message: 'No encontrado', pagos: null };
      expect(await read(body, 404)).toEqual(await read(body, 200));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('POST getUrlPlaceToPay', () => {
    const call = callNamed('requestPayment');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body, status));
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

    it('sends only the spec’s fields of a row, whatever else the object carries', async () => {
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
      ['not an object', 'pendiente', { cus: null, references: [] }],
      ['true', true, { cus: null, references: [] }],
    ])('reads a payment pending with %s', async (_name, paymentPending, read_) => {
      await expect(read({ data: { status: 'OK', requestId: null, processUrl: null, paymentPending } })).resolves.toMatchObject({
        value: { paymentPending: read_ },
      });
    });

    it.each([
      ['null', null],
      ['false', false],
      ['an empty shell', { cus: null, referencias: [] }],
      ['an empty object', {}],
      ['blank fields', { cus: '', referencias: null }],
    ])('reads a paymentPending that is %s as none', async (_name, paymentPending) => {
      await expect(read({ data: { status: 'OK', requestId: 1, processUrl, paymentPending } })).resolves.toMatchObject({
        value: { paymentPending: null },
      });
    });

    it('turns wrongly typed fields into nulls', async () => {
      await expect(read({ data: { status: 200, requestId: 1.5, processUrl: ['x'] } })).resolves.toEqual({
        ok: true,
        code: null,
        value: { status: null, requestId: null, processUrl: null, paymentPending: null },
      });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('GET information', () => {
    const call = callNamed('getPaymentInformation');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body, status));
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
        const result = await read({ error: false, data: { code: 0, detail: detail(['x', attempt('FAILED', '2026-11-24T10:15:30-05:00'), null]) } });
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
      ['the text "true"', 'true', false],
    ])('reads the error flag %s as %s', async (_name, error, flag) => {
      await expect(read({ error, data: { code: 0, detail: detail([]) } })).resolves.toMatchObject({ value: { error: flag } });
    });

    it.each([
      ['data.code', { data: { code: 1 } }, 1],
      ['data.code as a string', { data: { code: '0' } }, 0],
      ['a top-level code when data has none', { code: 5, data: {} }, 5],
      ['data.code before a leftover top-level code', { code: 200, data: { code: 0 } }, 0],
      ['none', { error: true, data: null }, null],
    ])('reads the code from %s', async (_name, body, code) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });

    it('turns a detail it cannot read into nothing, never a guess', async () => {
      await expect(read({ error: false, data: { code: 0, detail: 'aprobado' } })).resolves.toEqual({
        ok: true,
        code: 0,
        value: { error: false, sessionStatus: null, request: null, payments: [] },
      });
    });

    it('turns wrongly typed fields into nulls', async () => {
      const result = await read({
        error: false,
        data: {
          code: 0,
          detail: {
            status: 'APPROVED',
            request: { payment: { reference: 1.5, amount: { total: '150000' } }, buyer: 'María', ipAddress: 7 },
            payment: [{ status: { status: 7, date: 20261124 }, amount: { from: { total: '1' } }, authorization: {}, receipt: [] }],
          },
        },
      });
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

  // -------------------------------------------------------------------------------------------
  describe('GET consultarPreguntasFrecuentes', () => {
    const call = callNamed('getFrequentQuestions');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body, status));
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
      await expect(read(body)).resolves.toMatchObject({ ok: true, code: 0, value: { binary: null } });
    });

    it.each([
      ['responseCode', { responseCode: 1, data: null }, 1],
      ['responseCode before a leftover code', { code: 200, responseCode: 0, data: pdf }, 0],
      ['code when there is no responseCode', { code: 404 }, 404],
    ])('reads the code from %s', async (_name, body, code) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });
  });
});
