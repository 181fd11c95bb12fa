import { describe, expect, it } from 'vitest';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import type { BeneficiariesAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { createTestContainer } from '@test/support/test-container';
import { answer, fakeCertificatesGateway, noAnswer, bindCertificatesGateway } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const sofia: Beneficiary = { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' };

function loadWith(result: GatewayAnswer<BeneficiariesAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ getBeneficiaries: async () => result });
  bindCertificatesGateway(container, gateway);
  return { run: () => container.get(LoadBeneficiaries).execute(), gateway };
}

describe('LoadBeneficiaries', () => {
  it('lists the beneficiaries on code 0, asking for all of them', async () => {
    const { run, gateway } = loadWith(answer(0, { beneficiaries: [sofia] }));
    await expect(run()).resolves.toEqual({ kind: 'listed', beneficiaries: [sofia] });
    expect(gateway.getBeneficiaries).toHaveBeenCalledExactlyOnceWith({ includeAll: true });
  });

  it.each([
    [1, 'titularSinBeneficiarios'],
    [101, 'titularRetirado'],
    [422, 'errorConsulta'],
    [null, 'errorConsulta'],
  ] as const)('code %s -> %s', async (code, reason) => {
    const { run } = loadWith(answer(code, { beneficiaries: null }));
    await expect(run()).resolves.toEqual({ kind: 'unavailable', reason });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)(
    'a transport failure (%s) is the query-error screen, not the generic modal',
    async (reason) => {
      const { run } = loadWith(noAnswer(reason));
      await expect(run()).resolves.toEqual({ kind: 'unavailable', reason: 'errorConsulta' });
    },
  );

  it('code 0 without a list is a query error; with an empty list, no beneficiaries', async () => {
    await expect(loadWith(answer(0, { beneficiaries: null })).run()).resolves.toEqual({ kind: 'unavailable', reason: 'errorConsulta' });
    await expect(loadWith(answer(0, { beneficiaries: [] })).run()).resolves.toEqual({
      kind: 'unavailable',
      reason: 'titularSinBeneficiarios',
    });
  });
});
