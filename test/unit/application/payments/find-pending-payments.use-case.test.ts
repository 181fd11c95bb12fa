import { describe, expect, it } from 'vitest';
import type { PendingPaymentsAnswer } from '@/application/payments/payments-gateway.port';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { answer, bindPaymentsGateway, fakePaymentsGateway, noAnswer, pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { createTestContainer } from '@test/support/test-container';

function findWith(result: GatewayAnswer<PendingPaymentsAnswer>) {
  const container = createTestContainer();
  const gateway = fakePaymentsGateway({ findPendingPayments: async () => result });
  bindPaymentsGateway(container, gateway);
  const run = () => container.get(FindPendingPayments).execute({ documentType: 'CC', documentNumber: ' 1037600123 ' });
  return { run, gateway };
}

const rows = [pendingPayment('REF-1', 150_000), pendingPayment('REF-2', 48_500)];

describe('FindPendingPayments', () => {
  it('lists the pending payments, asking with the trimmed document', async () => {
    const { run, gateway } = findWith(answer(null, { payments: rows, message: 'Consulta exitosa' }));
    await expect(run()).resolves.toEqual({ kind: 'pending', payments: rows });
    expect(gateway.findPendingPayments).toHaveBeenCalledExactlyOnceWith({ documentType: 'CC', documentNumber: '1037600123' });
  });

  it.each([null, 0, 200])('code %s with rows is the list', async (code) => {
    await expect(findWith(answer(code, { payments: rows, message: null })).run()).resolves.toEqual({ kind: 'pending', payments: rows });
  });

  it.each([null, 0, 200])('code %s with none is the no-pending-payments toast', async (code) => {
    await expect(findWith(answer(code, { payments: [], message: null })).run()).resolves.toEqual({ kind: 'noPendingPayments' });
  });

  it('a list that cannot be read is a system error', async () => {
    await expect(findWith(answer(null, { payments: null, message: null })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([404, 500, 987])('an unnamed code %s is a system error, even with pagos null', async (code) => {
    await expect(findWith(answer(code, { payments: [], message: 'Error consultando' })).run()).resolves.toEqual({ kind: 'systemError' });
    await expect(findWith(answer(code, { payments: rows, message: null })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed', 'cancelled'] as const)('no answer (%s) is a system error', async (reason) => {
    await expect(findWith(noAnswer(reason)).run()).resolves.toEqual({ kind: 'systemError' });
  });
});
