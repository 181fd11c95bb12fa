import { describe, expect, it, vi } from 'vitest';
import type { BookingsGateway, CustomerPurchasesAnswer } from '@/application/bookings/bookings-gateway.port';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { Purchase } from '@/domain/bookings/purchase.entity';

const answer = (code: number | null, purchases: readonly Purchase[] | null): GatewayAnswer<CustomerPurchasesAnswer> => ({
  ok: true,
  code,
  value: { purchases },
});

const purchase = (purchaseDate: string, reservationCode: string): Purchase => ({
  purchaseDate,
  purchasePrice: 50_000,
  reservations: [
    {
      serviceName: 'Piscina adultos',
      reservationCode,
      reservationDate: '2026-12-20 09:00:00',
      people: [{ process: '2', status: 'Activa', documentType: 'CC', documentNumber: '1037600123', serviceValue: 25_000 }],
    },
  ],
});

/** A gateway whose customer-purchases call answers `result`; creating a request is never expected here. */
function findWith(result: GatewayAnswer<CustomerPurchasesAnswer>) {
  const gateway = {
    findCustomerPurchases: vi.fn<BookingsGateway['findCustomerPurchases']>(async () => result),
    createRequest: vi.fn<BookingsGateway['createRequest']>(async () => ({ ok: false, reason: 'network' })),
  };
  const useCase = new FindCustomerPurchases(gateway);
  const run = () => useCase.execute({ documentType: 'CC', documentNumber: ' 1037600123 ' });
  return { run, gateway };
}

const inFundOrder = [
  purchase('2025-12-24 18:00:00', 'R-OLD'),
  purchase('sin fecha', 'R-UNREADABLE'),
  purchase('2026-11-02 14:35:10', 'R-NEW'),
  purchase('2026-03-01 09:15:00', 'R-MID'),
];

describe('FindCustomerPurchases (step 1 of both flows: the contract’s `findCustomerPurchases`; docs/bookings.md)', () => {
  it('asks with the trimmed document, once, and never files anything', async () => {
    const { run, gateway } = findWith(answer(200, inFundOrder));
    await run();
    expect(gateway.findCustomerPurchases).toHaveBeenCalledExactlyOnceWith({ documentType: 'CC', documentNumber: '1037600123' });
    expect(gateway.createRequest).not.toHaveBeenCalled();
  });

  it('200: the history, newest purchase first, unreadable dates last', async () => {
    const result = await findWith(answer(200, inFundOrder)).run();
    expect(result.kind).toBe('purchases');
    if (result.kind !== 'purchases') return;
    expect(result.purchases.map((p) => p.reservations[0]?.reservationCode)).toEqual(['R-NEW', 'R-MID', 'R-OLD', 'R-UNREADABLE']);
    expect(result.purchases[0]).toEqual(inFundOrder[2]);
  });

  it('202: the no-purchase toast', async () => {
    await expect(findWith(answer(202, [])).run()).resolves.toEqual({ kind: 'noPurchases' });
    await expect(findWith(answer(202, null)).run()).resolves.toEqual({ kind: 'noPurchases' });
  });

  it('200 with an empty list: the no-purchase toast, as a 202', async () => {
    await expect(findWith(answer(200, [])).run()).resolves.toEqual({ kind: 'noPurchases' });
  });

  it('200 with a list that cannot be read: a system error', async () => {
    await expect(findWith(answer(200, null)).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([0, 201, 204, 400, 404, 500, 987, null])('code %s: a system error, whatever the list', async (code) => {
    await expect(findWith(answer(code, inFundOrder)).run()).resolves.toEqual({ kind: 'systemError' });
    await expect(findWith(answer(code, [])).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error',
    async (reason) => {
      await expect(findWith({ ok: false, reason }).run()).resolves.toEqual({ kind: 'systemError' });
    },
  );
});
