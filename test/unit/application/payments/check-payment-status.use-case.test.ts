import { describe, expect, it } from 'vitest';
import type { PaymentInformationAnswer } from '@/application/payments/payments-gateway.port';
import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { paymentReturnAwaitedKey } from '@/application/payments/payment-trace.eraser';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';
import { answer, bindPaymentsGateway, fakePaymentsGateway, noAnswer } from '@test/support/payments/fake-payments-gateway';
import { MemoryStorage } from '@test/support/memory-storage';
import { createTestContainer } from '@test/support/test-container';

const request: PaymentRequestRecord = {
  reference: 'REF-1',
  description: 'Cuota de crédito',
  amount: 150_000,
  ipAddress: '203.0.113.7',
  buyerName: 'María',
  buyerSurname: 'Gómez',
};

const attempt = (status: string | null, date: string | null = '2026-11-24T10:15:30-05:00'): PaymentRecord => ({
  status,
  date,
  amount: 150_000,
  paymentMethodName: 'Visa',
  issuerName: 'Banco Demo',
  authorization: '999999',
  receipt: '1122',
});

const information = (overrides: Partial<PaymentInformationAnswer> = {}): PaymentInformationAnswer => ({
  error: false,
  sessionStatus: 'APPROVED',
  request,
  payments: [attempt('APPROVED')],
  ...overrides,
});

/**
 * `requestId` as the payment request left it in the tab's session storage (`storage`), with the
 * mark that the tab awaits the checkout's return unless `returnAwaited` is false (a reload of the
 * result, a reopened or restored tab).
 */
function checkWith(result: GatewayAnswer<PaymentInformationAnswer>, requestId: string | null = '4321', returnAwaited = true) {
  const container = createTestContainer();
  const storage = new MemoryStorage();
  const shared = new MemoryStorage();
  if (requestId !== null) storage.set(storageKeys.requestId, requestId);
  if (requestId !== null && returnAwaited) storage.set(paymentReturnAwaitedKey, requestId);
  container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(storage);
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(shared);
  const gateway = fakePaymentsGateway({ getPaymentInformation: async () => result });
  bindPaymentsGateway(container, gateway);
  const run = (state: string | null = null) => container.get(CheckPaymentStatus).execute(state);
  const forget = () => container.get(CheckPaymentStatus).forget();
  return { run, forget, gateway, storage, shared };
}

const errorStatus = { kind: 'error', transaction: null, transactionWithheld: false };

describe('CheckPaymentStatus', () => {
  it('asks about the stored request and returns the attempt’s status with the transaction data', async () => {
    const { run, gateway } = checkWith(answer(0, information()));
    await expect(run()).resolves.toEqual({
      kind: 'APPROVED',
      transactionWithheld: false,
      transaction: {
        reference: 'REF-1',
        description: 'Cuota de crédito',
        amount: 150_000,
        date: '2026-11-24T10:15:30-05:00',
        paymentMethod: 'Visa',
        issuer: 'Banco Demo',
        authorization: '999999',
        receipt: '1122',
        buyerFullName: 'María Gómez',
        ipAddress: '203.0.113.7',
      },
    });
    expect(gateway.getPaymentInformation).toHaveBeenCalledExactlyOnceWith('4321');
  });

  it.each(['APPROVED', 'PENDING', 'REJECTED', 'FAILED', 'cancel', 'error'] as const)('the attempt’s %s is the status', async (status) => {
    const result = await checkWith(answer(0, information({ sessionStatus: 'APPROVED', payments: [attempt(status)] }))).run();
    expect(result.kind).toBe(status);
  });

  it('the most recent attempt decides', async () => {
    const payments = [attempt('APPROVED', '2026-11-24T10:30:00-05:00'), attempt('REJECTED', '2026-11-24T10:00:00-05:00')];
    await expect(checkWith(answer(0, information({ payments }))).run()).resolves.toMatchObject({ kind: 'APPROVED' });
  });

  it('without an attempt the session’s status decides', async () => {
    const result = await checkWith(answer(0, information({ sessionStatus: 'PENDING', payments: [] }))).run();
    expect(result).toMatchObject({ kind: 'PENDING', transaction: { reference: 'REF-1', amount: 150_000, paymentMethod: null } });
  });

  it.each([['APPROVED_PARTIAL'], ['approved'], [null]])('an unknown status %j is error, with the transaction data', async (status) => {
    const result = await checkWith(answer(0, information({ payments: [attempt(status)] }))).run();
    expect(result.kind).toBe('error');
    expect(result.transaction).not.toBeNull();
  });

  it('the error flag is error, whatever the status says', async () => {
    await expect(checkWith(answer(0, information({ error: true }))).run()).resolves.toEqual(errorStatus);
  });

  it.each([1, 200, 987, null])('data.code %s is error', async (code) => {
    await expect(checkWith(answer(code, information())).run()).resolves.toEqual(errorStatus);
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) is error', async (reason) => {
    await expect(checkWith(noAnswer(reason)).run()).resolves.toEqual(errorStatus);
  });

  it.each([null, '', '  '])('with no stored request id (%j) it is error without a call', async (requestId) => {
    const { run, gateway } = checkWith(answer(0, information()), requestId);
    await expect(run()).resolves.toEqual(errorStatus);
    expect(gateway.getPaymentInformation).not.toHaveBeenCalled();
  });

  it('saves the return address’s state as estadoPago in the tab, before asking', async () => {
    const { run, storage, shared } = checkWith(answer(0, information()));
    await run('APPROVED');
    expect(storage.get(storageKeys.estadoPago)).toBe('APPROVED');
    expect(shared.get(storageKeys.estadoPago)).toBeNull();
    expect(storageKeys.estadoPago).toBe('estadoPago');
  });

  it('saves the state even when there is no request to ask about', async () => {
    const { run, storage } = checkWith(answer(0, information()), null);
    await run('cancel');
    expect(storage.get(storageKeys.estadoPago)).toBe('cancel');
  });

  it('forget removes the tab’s trace, and the next reading asks nothing: error', async () => {
    const { run, forget, gateway, storage } = checkWith(answer(0, information()));
    storage.set(storageKeys.estadoPago, 'APPROVED');
    forget();
    expect(storage.get(storageKeys.requestId)).toBeNull();
    expect(storage.get(storageKeys.estadoPago)).toBeNull();
    await expect(run()).resolves.toEqual(errorStatus);
    expect(gateway.getPaymentInformation).not.toHaveBeenCalled();
  });

  it('leaves estadoPago alone without a state', async () => {
    const { run, storage } = checkWith(answer(0, information()));
    storage.set(storageKeys.estadoPago, 'PENDING');
    await run(null);
    expect(storage.get(storageKeys.estadoPago)).toBe('PENDING');
  });

  describe('the transaction data goes to the first return from this tab’s checkout only', () => {
    it('the first reading removes the awaited-return mark before it asks, and gets the transaction', async () => {
      let answerNow: (value: GatewayAnswer<PaymentInformationAnswer>) => void = () => undefined;
      const { run, gateway, storage } = checkWith(answer(0, information()));
      gateway.getPaymentInformation.mockImplementation(() => new Promise((resolve) => (answerNow = resolve)));
      const reading = run('APPROVED');
      expect(storage.get(paymentReturnAwaitedKey)).toBeNull();
      answerNow(answer(0, information()));
      await expect(reading).resolves.toMatchObject({ kind: 'APPROVED', transactionWithheld: false, transaction: { buyerFullName: 'María Gómez' } });
    });

    it.each(['APPROVED', 'PENDING', 'REJECTED'] as const)(
      'a trace without the mark (a reload, a reopened or restored tab): the %s outcome alone, no name, IP, amount or reference',
      async (status) => {
        const { run, gateway } = checkWith(answer(0, information({ payments: [attempt(status)] })), '4321', false);
        const result = await run(status);
        expect(result).toEqual({ kind: status, transaction: null, transactionWithheld: true });
        expect(JSON.stringify(result)).not.toMatch(/María|Gómez|203\.0\.113\.7|150000|REF-1/);
        expect(gateway.getPaymentInformation).toHaveBeenCalledExactlyOnceWith('4321');
      },
    );

    it('a mark of another request id than the stored one is no mark', async () => {
      const { run, storage } = checkWith(answer(0, information()));
      storage.set(paymentReturnAwaitedKey, '1111');
      await expect(run('APPROVED')).resolves.toMatchObject({ transaction: null, transactionWithheld: true });
    });

    it('a failed first reading uses the mark up too: the reload gets the outcome alone', async () => {
      const results = [noAnswer<PaymentInformationAnswer>('network'), answer(0, information())];
      const { run, gateway, storage } = checkWith(answer(0, information()));
      gateway.getPaymentInformation.mockImplementation(async () => results.shift() ?? noAnswer('network'));
      await expect(run('APPROVED')).resolves.toEqual(errorStatus);
      expect(storage.get(paymentReturnAwaitedKey)).toBeNull();
      await expect(run('APPROVED')).resolves.toEqual({ kind: 'APPROVED', transaction: null, transactionWithheld: true });
    });

    it('forget removes the mark with the trace', () => {
      const { forget, storage } = checkWith(answer(0, information()));
      forget();
      expect(storage.values.size).toBe(0);
    });
  });

  describe('the payment trace (ADR 0013, amendment)', () => {
    it('once read, local storage holds no requestId or estadoPago; the tab keeps them, so a reload reads the outcome again, without the transaction', async () => {
      const { run, gateway, storage, shared } = checkWith(answer(0, information()));
      shared.set(storageKeys.requestId, '4321');
      shared.set(storageKeys.estadoPago, 'APPROVED');

      const first = await run('APPROVED');

      expect(first).toMatchObject({ kind: 'APPROVED', transactionWithheld: false, transaction: { reference: 'REF-1' } });
      expect(shared.values.size).toBe(0);
      expect(storage.get(storageKeys.requestId)).toBe('4321');
      expect(storage.get(storageKeys.estadoPago)).toBe('APPROVED');
      await expect(run('APPROVED')).resolves.toEqual({ kind: 'APPROVED', transaction: null, transactionWithheld: true });
      expect(gateway.getPaymentInformation).toHaveBeenNthCalledWith(2, '4321');
    });

    it('never asks about a request id found in local storage (an earlier payer’s on a shared browser): error, and it is removed', async () => {
      const { run, gateway, shared } = checkWith(answer(0, information()), null);
      shared.set(storageKeys.requestId, '100000');
      shared.set(storageKeys.estadoPago, 'APPROVED');

      await expect(run('APPROVED')).resolves.toEqual(errorStatus);

      expect(gateway.getPaymentInformation).not.toHaveBeenCalled();
      expect(shared.values.size).toBe(0);
    });

    it('removes the local copies even on a visit without a state', async () => {
      const { run, shared } = checkWith(answer(0, information()));
      shared.set(storageKeys.requestId, '100000');
      await run(null);
      expect(shared.get(storageKeys.requestId)).toBeNull();
    });
  });
});
