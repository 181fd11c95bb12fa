import { describe, expect, it } from 'vitest';
import type { BeneficiariesAnswer, MessageAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createTestContainer } from '@test/support/test-container';
import { DeathCertificateViewModel, deathCertificateSteps } from '@/presentation/certificates/certificado-defuncion-beneficiario/death-certificate.view-model';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';
import { juan, loaded, luis, sofia } from '@test/support/certificates/beneficiaries';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';

function viewModel({
  list = answer(0, { beneficiaries: [juan, sofia, luis] }),
  sent = answer(200, { message: 'ok' }),
}: { list?: GatewayAnswer<BeneficiariesAnswer>; sent?: GatewayAnswer<MessageAnswer> } = {}) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ getBeneficiaries: async () => list, sendDeathCertificates: async () => sent });
  bindCertificatesGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  return { vm: container.get(DeathCertificateViewModel), gateway, ...feedback };
}

async function loadedViewModel(options?: Parameters<typeof viewModel>[0]) {
  const made = viewModel(options);
  await made.vm.load();
  return made;
}

describe('DeathCertificateViewModel', () => {
  it('code 0 -> form (step 1) with the list, behind the loader, asked once however often load runs', async () => {
    const { vm, gateway, loader } = viewModel();
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(vm.phase).toBe('form');
    expect(vm.beneficiaries).toEqual([juan, sofia, luis]);
    expect(gateway.getBeneficiaries).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it.each([
    [answer(1, { beneficiaries: null }), 'titularSinBeneficiarios'],
    [answer(101, { beneficiaries: null }), 'titularRetirado'],
    [answer(7, { beneficiaries: null }), 'errorConsulta'],
    [noAnswer<BeneficiariesAnswer>('network'), 'errorConsulta'],
  ] as const)('%o -> unavailable (step 4, %s)', async (list, reason) => {
    const { vm } = await loadedViewModel({ list });
    expect(vm.phase).toBe('unavailable');
    expect(vm.unavailableReason).toBe(reason);
  });

  it('Enviar needs one file; removing a file clears that row only', async () => {
    const { vm } = await loadedViewModel();
    expect(vm.canSend).toBe(false);
    vm.attach(luis, loaded('luis.pdf'));
    vm.attach(juan, loaded('juan.jpg', 'image/jpeg'));
    expect(vm.canSend).toBe(true);
    expect(vm.loadedCount).toBe(2);
    vm.detach(luis);
    expect(vm.fileOf(luis)).toBeNull();
    expect(vm.fileOf(juan)?.name).toBe('juan.jpg');
    vm.detach(juan);
    expect(vm.canSend).toBe(false);
  });

  it('sends one item per loaded row, in list order; 200 -> sent (step 2) and nothing left to guard', async () => {
    const { vm, gateway } = await loadedViewModel();
    vm.attach(luis, loaded('luis.pdf'));
    vm.attach(juan, loaded('juan.jpg', 'image/jpeg'));
    await vm.send();
    expect(gateway.sendDeathCertificates).toHaveBeenCalledExactlyOnceWith({
      certificates: [
        { fileType: 'image/jpeg', binaryFile: btoa('juan.jpg'), beneficiary: juan },
        { fileType: 'application/pdf', binaryFile: btoa('luis.pdf'), beneficiary: luis },
      ],
    });
    expect(vm.phase).toBe('sent');
    expect(vm.loadedCount).toBe(0);
    expect(vm.hasUnsentFiles).toBe(false);
  });

  it.each([answer(422, { message: 'no' }), noAnswer<MessageAnswer>('server')])(
    'anything but 200 -> notSent (step 3) with the files kept; back to the form to retry',
    async (sent) => {
      const { vm } = await loadedViewModel({ sent });
      vm.attach(sofia, loaded('sofia.pdf'));
      await vm.send();
      expect(vm.phase).toBe('notSent');
      expect(vm.hasUnsentFiles).toBe(true);
      vm.backToForm();
      expect(vm.phase).toBe('form');
      expect(vm.fileOf(sofia)?.name).toBe('sofia.pdf');
    },
  );

  it('does not send without files', async () => {
    const { vm, gateway } = await loadedViewModel();
    await vm.send();
    expect(gateway.sendDeathCertificates).not.toHaveBeenCalled();
    expect(vm.phase).toBe('form');
  });

  it('leaving without files goes at once; with files it asks Aceptar (leave) / Cancelar (stay), Escape stays', async () => {
    const { vm, modals } = await loadedViewModel();
    const calls: string[] = [];
    vm.confirmExit(() => calls.push('leave'), () => calls.push('stay'));
    expect(calls).toEqual(['leave']);
    expect(modals).toHaveLength(0);

    vm.attach(juan, loaded('juan.pdf'));
    vm.confirmExit(() => calls.push('leave'), () => calls.push('stay'));
    const [modal] = modals;
    expect(modal).toMatchObject({ tone: 'warning', title: '¿Deseas salir?' });
    expect(modal?.actions?.map((action) => action.label)).toEqual(['Aceptar', 'Cancelar']);
    modal?.actions?.[1]?.onSelect?.();
    modal?.onDismiss?.();
    modal?.actions?.[0]?.onSelect?.();
    expect(calls).toEqual(['leave', 'stay', 'stay', 'leave']);
  });

  it('keeps the documented number of each screen beside the phases', () => {
    expect(deathCertificateSteps).toEqual({ form: 1, sent: 2, notSent: 3, unavailable: 4 });
  });
});
