import { describe, expect, it } from 'vitest';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import type { MonetaryQuotaAnswer, QuotaPeriodData } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

function loadWith(result: GatewayAnswer<MonetaryQuotaAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ getMonetaryQuota: async () => result });
  bindCertificatesGateway(container, gateway);
  return { run: () => container.get(LoadMonetaryQuota).execute(), gateway };
}

const period = (subsidyValue: number, paymentMethod: string | null = 'Abono a cuenta'): QuotaPeriodData => ({
  paymentMethod,
  subsidyValue,
  detail: [{ state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFÍA ARANGO RESTREPO', subsidyValue }],
});

describe('LoadMonetaryQuota', () => {
  it('code 0: each family group with its periods newest first, rows renamed for the domain', async () => {
    const { run, gateway } = loadWith(
      answer(0, {
        description: null,
        familiarGroups: {
          '1': { '2025-11': period(62_000), '2026-02': period(65_000, null), '2025-12': period(62_000, '  ') },
          '2': { '2026-01': period(65_000) },
        },
      }),
    );
    const result = await run();
    expect(gateway.getMonetaryQuota).toHaveBeenCalledOnce();
    expect(result.kind).toBe('loaded');
    if (result.kind !== 'loaded') return;
    expect(result.groups.map((group) => group.key)).toEqual(['1', '2']);
    expect(result.groups[0]?.periods.map((entry) => [entry.period, entry.paymentMethod])).toEqual([
      ['2026-02', null],
      ['2025-12', null],
      ['2025-11', 'Abono a cuenta'],
    ]);
    expect(result.groups[0]?.periods[0]?.payments).toEqual([
      { state: 'Pagado', identification: '1034567890', name: 'SOFÍA ARANGO RESTREPO', subsidyValue: 65_000 },
    ]);
  });

  it('code 0 with no groups: loaded and empty, for the page to say there is nothing paid', async () => {
    const { run } = loadWith(answer(0, { description: null, familiarGroups: {} }));
    await expect(run()).resolves.toEqual({ kind: 'loaded', groups: [] });
  });

  it('code 0 without a readable tree is a query error', async () => {
    const { run } = loadWith(answer(0, { description: null, familiarGroups: null }));
    await expect(run()).resolves.toEqual({ kind: 'unavailable', reason: 'errorConsulta' });
  });

  it.each([
    [1, 'titularSinBeneficiarios'],
    [101, 'titularRetirado'],
    [422, 'errorConsulta'],
    [500, 'errorConsulta'],
    [null, 'errorConsulta'],
  ] as const)('code %s -> %s', async (code, reason) => {
    const { run } = loadWith(answer(code, { description: 'x', familiarGroups: null }));
    await expect(run()).resolves.toEqual({ kind: 'unavailable', reason });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('a transport failure (%s) is the query-error screen', async (reason) => {
    const { run } = loadWith(noAnswer(reason));
    await expect(run()).resolves.toEqual({ kind: 'unavailable', reason: 'errorConsulta' });
  });
});
