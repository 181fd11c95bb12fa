import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentReturnAwaitedKey } from '@/application/payments/payment-trace.eraser';
import type { PaymentRequestAnswer } from '@/application/payments/payments-gateway.port';
import { RequestPayment, type PaymentRequestInput } from '@/application/payments/request-payment.use-case';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { answer, bindPaymentsGateway, fakePaymentsGateway, noAnswer, pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { MemoryStorage } from '@test/support/memory-storage';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const checkout = 'https://checkout.placetopay.example';
const processUrl = `${checkout}/spa/session/4321/abcdef`;
const userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0';
const rows = [pendingPayment('REF-1', 150_000), pendingPayment('REF-2', 48_500)];
const input: PaymentRequestInput = { payer: { documentType: 'CC', documentNumber: ' 1037600123 ' }, payments: rows, method: 'card' };

const created = (overrides: Partial<PaymentRequestAnswer> = {}): PaymentRequestAnswer => ({
  status: 'OK',
  requestId: '4321',
  processUrl,
  paymentPending: null,
  ...overrides,
});

interface Setup {
  readonly lookup?: () => Promise<string | null>;
  readonly checkoutOrigins?: readonly string[];
  /** Run the startup lookup first (as startPortal does). */
  readonly startedAtStartup?: boolean;
}

async function requestWith(result: GatewayAnswer<PaymentRequestAnswer>, setup: Setup = {}) {
  const container = createTestContainer(testConfig({ checkoutOrigins: setup.checkoutOrigins ?? [checkout] }));
  // The tab's session storage (the payment trace) and local storage (only cleaned).
  const storage = new MemoryStorage();
  const shared = new MemoryStorage();
  container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(storage);
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(shared);
  container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup: setup.lookup ?? (async () => '203.0.113.7') });
  if (container.isBound(ClientEnvironment)) container.unbind(ClientEnvironment);
  container.bind<ClientEnvironment>(ClientEnvironment).toConstantValue({ userAgent: () => userAgent });
  const gateway = fakePaymentsGateway({ requestPayment: async () => result });
  bindPaymentsGateway(container, gateway);
  if (setup.startedAtStartup ?? true) await container.get(StoreClientIp).execute();
  const run = (given: PaymentRequestInput = input) => container.get(RequestPayment).execute(given);
  return { run, gateway, storage, shared, container };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RequestPayment', () => {
  it('sends the chosen rows, the trimmed document, the user agent, the stored IP and the method', async () => {
    const { run, gateway } = await requestWith(answer(null, created()));
    await run();
    expect(gateway.requestPayment).toHaveBeenCalledExactlyOnceWith({
      payer: { documentType: 'CC', documentNumber: '1037600123' },
      payments: rows,
      userAgent,
      ipClient: '203.0.113.7',
      method: 'card',
    });
  });

  it('passes cash on as the method', async () => {
    const { run, gateway } = await requestWith(answer(null, created()));
    await run({ ...input, method: 'cash' });
    expect(gateway.requestPayment.mock.calls[0]?.[0].method).toBe('cash');
  });

  it('status OK: stores requestId in the tab and redirects to the allowed checkout', async () => {
    const { run, storage, shared } = await requestWith(answer(null, created()));
    await expect(run()).resolves.toEqual({ kind: 'redirect', requestId: '4321', processUrl });
    expect(storage.get(storageKeys.requestId)).toBe('4321');
    expect(shared.get(storageKeys.requestId)).toBeNull();
  });

  it('status OK: marks the tab as awaiting the checkout’s return, with the request id', async () => {
    const { run, storage } = await requestWith(answer(null, created()));
    await run();
    expect(storage.get(paymentReturnAwaitedKey)).toBe('4321');
    expect(paymentReturnAwaitedKey).toBe('portal.paymentReturnAwaited');
  });

  it('status OK: no trace of an earlier payment is left, in the tab or in local storage', async () => {
    const { run, storage, shared } = await requestWith(answer(null, created()));
    storage.set(storageKeys.requestId, '1111');
    storage.set(storageKeys.estadoPago, 'APPROVED');
    shared.set(storageKeys.requestId, '2222');
    shared.set(storageKeys.estadoPago, 'REJECTED');
    await run();
    expect([...storage.values]).toEqual([
      [storageKeys.requestId, '4321'],
      [paymentReturnAwaitedKey, '4321'],
    ]);
    expect(shared.values.size).toBe(0);
  });

  it.each([
    ['another origin', 'https://evil.example/spa/session/4321'],
    ['a look-alike origin', 'https://checkout.placetopay.example.evil.test/session'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a relative address', '/spa/session/4321'],
  ])('a process URL on %s is never followed: system error, nothing stored', async (_name, url) => {
    const { run, storage } = await requestWith(answer(null, created({ processUrl: url })));
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
    expect(storage.values.size).toBe(0);
  });

  it('no checkout origin configured: nothing is followed', async () => {
    const { run } = await requestWith(answer(null, created()), { checkoutOrigins: [] });
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([
    ['no request id', { requestId: null }],
    ['no process URL', { processUrl: null }],
  ])('status OK with %s is a system error', async (_name, overrides) => {
    const { run, storage } = await requestWith(answer(null, created(overrides)));
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
    expect(storage.get(storageKeys.requestId)).toBeNull();
  });

  it('a payment pending is step 3 with its CUS and references, nothing stored', async () => {
    const pending = { cus: '2894315', references: ['REF-1', 'REF-2'] };
    const { run, storage } = await requestWith(answer(null, created({ paymentPending: pending })));
    await expect(run()).resolves.toEqual({ kind: 'pending', cus: '2894315', references: ['REF-1', 'REF-2'] });
    expect(storage.values.size).toBe(0);
  });

  it('a payment pending without its CUS is a system error, never a second checkout', async () => {
    const { run } = await requestWith(answer(null, created({ paymentPending: { cus: null, references: ['REF-1'] } })));
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
  });

  it('404 is the no-registered-e-mail modal', async () => {
    const { run } = await requestWith(answer(404, created({ status: 'FAILED', requestId: null, processUrl: null })));
    await expect(run()).resolves.toEqual({ kind: 'noRegisteredEmail' });
  });

  it.each([
    ['FAILED', 'FAILED'],
    ['no status', null],
  ])('status %s is a system error', async (_name, status) => {
    const { run } = await requestWith(answer(null, created({ status })));
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) is a system error', async (reason) => {
    const { run, storage } = await requestWith(noAnswer(reason));
    await expect(run()).resolves.toEqual({ kind: 'systemError' });
    expect(storage.get(storageKeys.requestId)).toBeNull();
  });

  it('no rows chosen: nothing is sent', async () => {
    const { run, gateway } = await requestWith(answer(null, created()));
    await expect(run({ ...input, payments: [] })).resolves.toEqual({ kind: 'systemError' });
    expect(gateway.requestPayment).not.toHaveBeenCalled();
  });

  it('a failed IP lookup sends an empty ipClient', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run, gateway } = await requestWith(answer(null, created()), { lookup: async () => null });
    await run();
    expect(gateway.requestPayment.mock.calls[0]?.[0].ipClient).toBe('');
  });

  it('waits for the startup lookup still running, then sends what it found', async () => {
    let found: (ip: string | null) => void = () => undefined;
    const { run, gateway, container } = await requestWith(answer(null, created()), {
      lookup: () => new Promise((resolve) => (found = resolve)),
      startedAtStartup: false,
    });
    void container.get(StoreClientIp).execute();
    const result = run();
    await Promise.resolve();
    expect(gateway.requestPayment).not.toHaveBeenCalled();
    found('198.51.100.4');
    await expect(result).resolves.toMatchObject({ kind: 'redirect' });
    expect(gateway.requestPayment.mock.calls[0]?.[0].ipClient).toBe('198.51.100.4');
  });

  it('a lookup still running after ipLookup.timeoutMs sends an empty ipClient rather than wait more', async () => {
    vi.useFakeTimers();
    const { run, gateway, container, shared } = await requestWith(answer(null, created()), {
      lookup: () => new Promise(() => undefined),
      startedAtStartup: false,
    });
    shared.set(storageKeys.ipClient, '198.51.100.20'); // an earlier build's copy: never sent as today's
    void container.get(StoreClientIp).execute();
    const result = run();
    await vi.advanceTimersByTimeAsync(testConfig().ipLookup.timeoutMs);
    await expect(result).resolves.toMatchObject({ kind: 'redirect' });
    expect(gateway.requestPayment.mock.calls[0]?.[0].ipClient).toBe('');
  });
});
