import { describe, expect, it } from 'vitest';
import type { MonetaryQuotaAnswer, QuotaPeriodData } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { MonetaryQuotaViewModel, monetaryQuotaSteps } from '@/presentation/certificates/cuota-monetaria/monetary-quota.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const period = (subsidyValue: number): QuotaPeriodData => ({
  paymentMethod: 'Abono a cuenta',
  subsidyValue,
  detail: [{ state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFÍA ARANGO RESTREPO', subsidyValue }],
});

const quota = answer(0, {
  description: null,
  familiarGroups: { '1': { '2025-12': period(62_000), '2026-01': period(65_000) }, '2': { '2026-01': period(65_000) } },
});

function viewModel(result: GatewayAnswer<MonetaryQuotaAnswer> = quota) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ getMonetaryQuota: async () => result });
  bindCertificatesGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  return { vm: container.get(MonetaryQuotaViewModel), gateway, ...feedback };
}

describe('MonetaryQuotaViewModel', () => {
  it('code 0 -> groups (step 5), newest period first, behind the loader, asked once however often load runs', async () => {
    const { vm, gateway, loader } = viewModel();
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(vm.phase).toBe('groups');
    expect(vm.groups.map((group) => [group.key, group.periods.map((entry) => entry.period)])).toEqual([
      ['1', ['2026-01', '2025-12']],
      ['2', ['2026-01']],
    ]);
    expect(gateway.getMonetaryQuota).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('code 0 with no groups -> groups, empty (the page says nothing was paid)', async () => {
    const { vm } = viewModel(answer(0, { description: null, familiarGroups: {} }));
    await vm.load();
    expect(vm.phase).toBe('groups');
    expect(vm.groups).toEqual([]);
  });

  it.each([
    [answer(1, { description: null, familiarGroups: null }), 'titularSinBeneficiarios'],
    [answer(101, { description: null, familiarGroups: null }), 'titularRetirado'],
    [answer(7, { description: null, familiarGroups: null }), 'errorConsulta'],
    [answer(null, { description: null, familiarGroups: null }), 'errorConsulta'],
    [answer(0, { description: null, familiarGroups: null }), 'errorConsulta'],
    [noAnswer<MonetaryQuotaAnswer>('server'), 'errorConsulta'],
  ] as const)('%o -> unavailable (step 4, %s), no generic modal', async (result, reason) => {
    const { vm, ui } = viewModel(result);
    await vm.load();
    expect(vm.phase).toBe('unavailable');
    expect(vm.unavailableReason).toBe(reason);
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  it('opens and closes one period of one group at a time', async () => {
    const { vm } = viewModel();
    await vm.load();
    expect(vm.isExpanded('1', '2026-01')).toBe(false);
    vm.toggle('1', '2026-01');
    expect(vm.isExpanded('1', '2026-01')).toBe(true);
    expect(vm.isExpanded('2', '2026-01')).toBe(false);
    expect(vm.isExpanded('1', '2025-12')).toBe(false);
    vm.toggle('1', '2026-01');
    expect(vm.isExpanded('1', '2026-01')).toBe(false);
  });

  it('keeps the documented number of each screen beside the phases', () => {
    expect(monetaryQuotaSteps).toEqual({ unavailable: 4, groups: 5 });
  });
});
