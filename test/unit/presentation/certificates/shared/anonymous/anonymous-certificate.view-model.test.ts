import { describe, expect, it } from 'vitest';
import type { AnonymousCertificateAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { AnonymousCertificateFlow } from '@/domain/certificates/anonymous-certificate.outcomes';
import { initialDocumentQuery } from '@/domain/shared/documents/document-number.rules';
import {
  AnonymousCertificateViewModel,
  anonymousCertificateSteps,
} from '@/presentation/certificates/shared/anonymous/anonymous-certificate.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const methodOf = {
  worker: 'requestWorkerCertificate',
  beneficiary: 'requestBeneficiaryCertificate',
  fosfec: 'requestFosfecCertificate',
} as const;

/** Each flow's codes, as its outcome table names them (the contract's `requestWorkerCertificate`, `requestBeneficiaryCertificate`, `requestFosfecCertificate`). */
const codesOf = {
  worker: { generated: 200, notGenerated: 422, notFound: 404 },
  beneficiary: { generated: 0, notGenerated: 422, notFound: 18 },
  fosfec: { generated: 0, notGenerated: 422, notFound: 2 },
} as const;

const toastOf = {
  worker: 'No encontramos un trabajador afiliado con el documento ingresado.',
  beneficiary: 'No encontramos un beneficiario con el documento ingresado.',
  fosfec: 'No encontramos información FOSFEC para el documento ingresado.',
} as const;

const flows: readonly AnonymousCertificateFlow[] = ['worker', 'beneficiary', 'fosfec'];

const typed = { documentType: 'CC', documentNumber: ' 1037600123 ' } as const;

function viewModel(flow: AnonymousCertificateFlow, result: GatewayAnswer<AnonymousCertificateAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ [methodOf[flow]]: async () => result });
  bindCertificatesGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const vm = container.get(AnonymousCertificateViewModel);
  vm.configure(flow);
  return { vm, gateway, call: gateway[methodOf[flow]], ...feedback };
}

async function consulted(flow: AnonymousCertificateFlow, result: GatewayAnswer<AnonymousCertificateAnswer>) {
  const made = viewModel(flow, result);
  made.vm.changeQuery(typed);
  await made.vm.consult();
  return made;
}

describe('AnonymousCertificateViewModel', () => {
  it('starts on the query form; Consultar waits for a valid number', () => {
    const { vm } = viewModel('worker', answer(200, { email: 'a@b.co', description: null }));
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(initialDocumentQuery);
    expect(vm.canConsult).toBe(false);
    vm.changeQuery({ documentType: 'CC', documentNumber: '12' });
    expect(vm.canConsult).toBe(false);
    vm.changeQuery(typed);
    expect(vm.canConsult).toBe(true);
  });

  it('does not ask the fund while the number is not valid', async () => {
    const { vm, call, loader } = viewModel('worker', answer(200, { email: 'a@b.co', description: null }));
    await vm.consult();
    expect(call).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(vm.phase).toBe('query');
  });

  describe.each(flows)('%s', (flow) => {
    it('generated -> the generated screen with the e-mail, asked once behind the loader with the trimmed number', async () => {
      const { vm, call, loader } = await consulted(flow, answer(codesOf[flow].generated, { email: ' ana@correo.co ', description: null }));
      expect(call).toHaveBeenCalledExactlyOnceWith({ documentType: 'CC', documentNumber: '1037600123' });
      expect(loader).toHaveBeenCalledOnce();
      expect(vm.phase).toBe('generated');
      expect(vm.email).toBe('ana@correo.co');
      expect(vm.isRequesting).toBe(false);
    });

    it('notGenerated -> the not-generated screen with the fund\'s description', async () => {
      const { vm } = await consulted(flow, answer(codesOf[flow].notGenerated, { email: null, description: 'Sin correo registrado' }));
      expect(vm.phase).toBe('notGenerated');
      expect(vm.description).toBe('Sin correo registrado');
    });

    it('notFound -> the flow\'s configured toast; the form stays as typed', async () => {
      const { vm, ui } = await consulted(flow, answer(codesOf[flow].notFound, { email: null, description: null }));
      expect(ui.showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'warning', message: toastOf[flow] });
      expect(vm.phase).toBe('query');
      expect(vm.query).toEqual(typed);
      expect(vm.canConsult).toBe(true);
    });

    it.each([
      ['an unnamed code', answer<AnonymousCertificateAnswer>(500, { email: 'a@b.co', description: null })],
      ['no readable code', answer<AnonymousCertificateAnswer>(null, { email: 'a@b.co', description: null })],
      ['a success without an e-mail', answer<AnonymousCertificateAnswer>(codesOf[flow].generated, { email: '  ', description: null })],
      ['no answer', noAnswer<AnonymousCertificateAnswer>('timeout')],
    ])('%s -> the generic error (home with a reload); the form stays', async (_, result) => {
      const { vm, ui } = await consulted(flow, result);
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(ui.showToast).not.toHaveBeenCalled();
      expect(vm.phase).toBe('query');
      expect(vm.isRequesting).toBe(false);
    });
  });

  it('is busy while the fund answers: no second request, fields locked', async () => {
    const { vm, call } = viewModel('fosfec', answer(0, { email: 'a@b.co', description: null }));
    vm.changeQuery(typed);
    const first = vm.consult();
    expect(vm.isRequesting).toBe(true);
    expect(vm.canConsult).toBe(false);
    await vm.consult();
    await first;
    expect(call).toHaveBeenCalledOnce();
  });

  it('Nuevo certificado: an empty form for another person', async () => {
    const { vm } = await consulted('beneficiary', answer(422, { email: null, description: 'Sin correo' }));
    vm.startOver();
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(initialDocumentQuery);
    expect(vm.email).toBe('');
    expect(vm.description).toBeNull();
  });

  it('keeps the documented number of each screen beside the phases: not generated is step 3 for FOSFEC, 4 otherwise', () => {
    expect(anonymousCertificateSteps).toEqual({
      worker: { query: 1, generated: 2, notGenerated: 4 },
      beneficiary: { query: 1, generated: 2, notGenerated: 4 },
      fosfec: { query: 1, generated: 2, notGenerated: 3 },
    });
  });
});
