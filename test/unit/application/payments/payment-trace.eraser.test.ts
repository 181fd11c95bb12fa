import { describe, expect, it } from 'vitest';
import { paymentReturnAwaitedKey, paymentTraceEraser } from '@/application/payments/payment-trace.eraser';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { MemoryStorage } from '@test/support/memory-storage';

function tabWithTrace() {
  const tab = new MemoryStorage();
  tab.set(storageKeys.requestId, '4321');
  tab.set(storageKeys.estadoPago, 'APPROVED');
  tab.set(paymentReturnAwaitedKey, '4321');
  tab.set(storageKeys.documentNumber, '43512876');
  return tab;
}

describe('paymentTraceEraser', () => {
  it('a session end removes the tab’s requestId, estadoPago and awaited-return mark, and nothing else', () => {
    const tab = tabWithTrace();
    paymentTraceEraser(tab).erase('sessionEnded');
    expect([...tab.values]).toEqual([[storageKeys.documentNumber, '43512876']]);
  });

  it('an anonymous start keeps them: the checkout’s return and a reload of the result are one', () => {
    const tab = tabWithTrace();
    paymentTraceEraser(tab).erase('anonymousStart');
    expect(tab.get(storageKeys.requestId)).toBe('4321');
    expect(tab.get(storageKeys.estadoPago)).toBe('APPROVED');
    expect(tab.get(paymentReturnAwaitedKey)).toBe('4321');
  });
});
