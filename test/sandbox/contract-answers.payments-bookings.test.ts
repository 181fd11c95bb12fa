import { expect } from 'vitest';
import { FIRST_REQUEST_ID } from '@sandbox/api/sandbox-state';
import { seededBookingBuyers } from '@sandbox/data/bookings';
import { seededPayers } from '@sandbox/data/payments';
import { type AnswerCase, describeContractAnswers, pdfBase64, query, statusesOf } from './contract-answers.cases';

// Every payments and bookings answer the sandbox gives (sandbox/api/payments.handlers.ts,
// sandbox/api/bookings.handlers.ts), for every seeded payer and buyer, validated against the
// contract's Payments and Bookings operations in both readings (contract-answers.cases.ts).
// Both features are anonymous: the person is the document sent.

const walkIn = { documentType: 'CC', documentNumber: '3001234567' } as const;
const nobody = { documentType: 'CC', documentNumber: '1037600123' } as const;

function paymentCases(): AnswerCase[] {
  const api = '/api/pagos';
  const payers = [
    ...seededPayers.map((payer) => ({ documentType: payer.documentType, documentNumber: payer.documentNumber, pending: payer.pending ?? [] })),
    { ...walkIn, pending: [{ referenciaPago: `3${walkIn.documentNumber.slice(1)}`, descripcion: 'Cuota de afiliación a programa recreativo', total: 98_000 }] },
    { ...nobody, pending: [] },
  ];
  const requests = payers.flatMap(({ documentType, documentNumber, pending }): AnswerCase[] => {
    const pagos = pending.slice(0, 1).map((seed) => ({ referencia: seed.referenciaPago, valor: { total: seed.total, moneda: 'COP' }, descripcion: seed.descripcion }));
    const body = (paymentMethod: string) => ({ tipoDocumento: documentType, numeroDocumento: documentNumber, pagos, userAgent: 'vitest', ipClient: '', paymentMethod });
    const request = (branch: string, sent: unknown): AnswerCase => ({ operationId: 'requestPayment', who: null, method: 'POST', path: `${api}/getUrlPlaceToPay`, branch, body: sent });
    return [
      {
        operationId: 'findPendingPayments',
        who: null,
        method: 'GET',
        path: `${api}/consulta${query({ tipoIdenteficacion: documentType, numeroIdentificacion: documentNumber })}`,
        branch: `${documentType} ${documentNumber}`,
      },
      request(`card, ${documentNumber}`, body('')),
      request(`cash, ${documentNumber}`, body('Efectivo')),
    ];
  });
  // The sessions the requests above opened (ids count up from FIRST_REQUEST_ID), the seeded pending one, and unknown ids.
  const information = [...Array.from({ length: 8 }, (_, index) => String(FIRST_REQUEST_ID + index)), '100000', '999999', 'abc'].map(
    (requestId): AnswerCase => ({ operationId: 'getPaymentInformation', who: null, method: 'GET', path: `${api}/information${query({ requestId })}`, branch: requestId }),
  );
  return [
    ...requests,
    { operationId: 'findPendingPayments', who: null, method: 'GET', path: `${api}/consulta`, branch: 'no document' },
    { operationId: 'requestPayment', who: null, method: 'POST', path: `${api}/getUrlPlaceToPay`, branch: 'an empty body', body: {} },
    ...information,
    { operationId: 'getFrequentQuestions', who: null, method: 'GET', path: `${api}/consultarPreguntasFrecuentes`, branch: 'the PDF' },
  ];
}

function bookingCases(): AnswerCase[] {
  const buyers = [...seededBookingBuyers, { ...nobody, purchases: [] }];
  return [
    ...buyers.flatMap(({ documentType, documentNumber, purchases, ...buyer }): AnswerCase[] => {
      // The buyers whose answers carry, on purpose, a code the contract does not name.
      const scenario = 'scenario' in buyer ? buyer.scenario : undefined;
      const queryUnnamed = scenario === 'query-unexpected-code' ? { unnamedCode: '/responseCode' } : {};
      const requestUnnamed = scenario === 'request-unexpected-code' ? { unnamedCode: '/responseCode' } : {};
      const reservation = purchases[0]?.reservations[0];
      const people = (reservation?.people ?? [{ documentNumber }]).slice(0, 1).map((person) => ({
        documentType: 'PT',
        documentNumber: person.documentNumber,
        process: 2,
        status: 9,
        motive: 1,
        reasonType: 'fuerzaMayor',
        files: [{ name: 'soporte', type: 'application/pdf', binary: pdfBase64 }],
      }));
      const body = {
        buyer: { documentType, documentNumber },
        reservations: [{ reservationCode: reservation?.reservationCode ?? 'RVA-0000-000000', observation: '', people }],
      };
      return [
        {
          operationId: 'findCustomerPurchases',
          who: null,
          method: 'GET',
          path: `/api/v1/show-booking/customer-purchases${query({ documentType, documentNumber })}`,
          branch: `${documentType} ${documentNumber}`,
          ...queryUnnamed,
        },
        { operationId: 'createRequest', who: null, method: 'POST', path: '/api/v1/create-request/create-request', branch: `a rescheduling, ${documentNumber}`, body, ...requestUnnamed },
      ];
    }),
    { operationId: 'findCustomerPurchases', who: null, method: 'GET', path: '/api/v1/show-booking/customer-purchases', branch: 'no document' },
    { operationId: 'createRequest', who: null, method: 'POST', path: '/api/v1/create-request/create-request', branch: 'an empty body', body: {} },
  ];
}

const cases = () => [...paymentCases(), ...bookingCases()];

// (9 payers + a walk-in + nobody) × 3, 4 more payments calls and 11 sessions; (6 buyers + nobody) × 2 and 2 more bookings calls.
describeContractAnswers('sandbox payments and bookings: every answer within the contract', cases, 11 * 3 + 4 + 10 + 7 * 2 + 2, (reading, seen) => {
  const statuses = statusesOf(seen);
  expect(Object.keys(statuses)).toHaveLength(6);
  // The branches are reached: 400 on a bad query or body, the 500 payer and buyer, the 202 buyer.
  expect(statuses.findPendingPayments).toEqual([200, 400, 500]);
  expect(statuses.requestPayment).toEqual(reading === 'mirrored' ? [200, 400, 404, 500] : [200, 400, 500]);
  expect(statuses.findCustomerPurchases).toEqual(expect.arrayContaining([200, 202, 400]));
  expect(statuses.createRequest).toEqual(expect.arrayContaining([200, 400, 500]));
});
