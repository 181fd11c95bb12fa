import { describe, expect, it } from 'vitest';
import type { ListedCertificate } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { CertificatesViewModel } from '@/presentation/certificates/certificados/certificates.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

type ListAnswer = GatewayAnswer<{ readonly cards: readonly ListedCertificate[] | null }>;

const listed: readonly ListedCertificate[] = [
  { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
  { code: 'c99', name: 'Otro', role: 'any_role' },
  { code: 'c03', name: 'Cuota monetaria', role: 'role_personas' },
];

function viewModel(list: ListAnswer = answer(200, { cards: listed })) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ listCertificates: async () => list });
  bindCertificatesGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  return { vm: container.get(CertificatesViewModel), gateway, ...feedback };
}

describe('CertificatesViewModel', () => {
  it('code 200 -> listed with the cards the portal knows, behind the loader, asked once however often load runs', async () => {
    const { vm, gateway, loader, ui } = viewModel();
    expect(vm.phase).toBe('loading');
    expect(vm.cards).toEqual([]);
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(vm.phase).toBe('listed');
    expect(vm.cards).toEqual([
      { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role', buttonLabel: 'Descargar' },
      { code: 'c03', name: 'Cuota monetaria', role: 'role_personas', buttonLabel: 'Consultar' },
    ]);
    expect(gateway.listCertificates).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  it('stays loading until the fund answers', async () => {
    let answerNow: (value: ListAnswer) => void = () => undefined;
    const container = createTestContainer(testConfig());
    bindCertificatesGateway(
      container,
      fakeCertificatesGateway({ listCertificates: () => new Promise<ListAnswer>((resolve) => (answerNow = resolve)) }),
    );
    container.rebind<UiFeedback>(UiFeedback).toConstantValue(fakeUiFeedback().ui);
    const vm = container.get(CertificatesViewModel);
    const loading = vm.load();
    expect(vm.phase).toBe('loading');
    answerNow(answer(200, { cards: [] }));
    await loading;
    expect(vm.phase).toBe('listed');
    expect(vm.cards).toEqual([]);
  });

  it.each([
    ['an unnamed code', answer(500, { cards: listed })],
    ['no readable code', answer(null, { cards: listed })],
    ['a 200 without a list', answer(200, { cards: null })],
    ['no answer', noAnswer<{ readonly cards: readonly ListedCertificate[] | null }>('network')],
  ] as const)('%s -> unavailable, with the generic error (home with a reload), once', async (_, list) => {
    const { vm, ui } = viewModel(list);
    await Promise.all([vm.load(), vm.load()]);
    expect(vm.phase).toBe('unavailable');
    expect(vm.cards).toEqual([]);
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });
});
