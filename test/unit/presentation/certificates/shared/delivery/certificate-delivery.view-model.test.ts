import { describe, expect, it, vi } from 'vitest';
import type { BeneficiariesAnswer, CertificateFileAnswer, SentByEmailAnswer } from '@/application/certificates/certifications-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createTestContainer } from '@test/support/test-container';
import { AffiliationCardViewModel } from '@/presentation/certificates/tarjeta-afiliacion/affiliation-card.view-model';
import { SignedInCertificateViewModel } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model';
import { answer, bindCertificationsGateway, fakeCertificationsGateway, noAnswer } from '@test/support/fake-certifications-gateway';
import { testConfig } from '@test/support/test-config';
import { fakeUiFeedback, juan, luis, sofia } from '@test/support/certificate-uploads-fakes';

const pdf: CertificateFileAnswer = { binary: 'JVBERi0=', name: 'Certificado para declaración de renta', description: null };

function arrange({
  certificate = answer(0, pdf),
  card = answer(0, { ...pdf, name: 'Tarjeta de afiliación' }),
  sent = answer(0, { email: 'maria.restrepo@correo.example', description: null }),
  list = answer(0, { beneficiaries: [juan, sofia, luis] }),
  saves = true,
}: {
  certificate?: GatewayAnswer<CertificateFileAnswer>;
  card?: GatewayAnswer<CertificateFileAnswer>;
  sent?: GatewayAnswer<SentByEmailAnswer>;
  list?: GatewayAnswer<BeneficiariesAnswer>;
  saves?: boolean;
} = {}) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificationsGateway({
    requestDownloadableCertificate: async () => certificate,
    requestAffiliationCard: async () => card,
    sendCertificateByEmail: async () => sent,
    getBeneficiaries: async () => list,
  });
  bindCertificationsGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const saveBase64File = vi.fn(() => saves);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  return { container, gateway, saveBase64File, ...feedback };
}

describe('SignedInCertificateViewModel (c04, c06)', () => {
  it('loads once per visit under the loader (StrictMode runs the effect twice): 0 -> step 1', async () => {
    const { container, gateway, loader } = arrange();
    const vm = container.get(SignedInCertificateViewModel);
    expect(vm.step).toBe(0);
    await Promise.all([vm.load('C04'), vm.load('C04')]);
    expect(vm.step).toBe(1);
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('another code -> step 4; no answer -> the system error going home, staying at step 0', async () => {
    const refused = arrange({ certificate: answer(101, { ...pdf, binary: null }) });
    const vm = refused.container.get(SignedInCertificateViewModel);
    await vm.load('C06');
    expect(vm.step).toBe(4);

    const failed = arrange({ certificate: noAnswer('server') });
    const failing = failed.container.get(SignedInCertificateViewModel);
    await failing.load('C04');
    expect(failing.step).toBe(0);
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('download -> step 2 with the file name; send -> step 3 with the e-mail, under the loader', async () => {
    const { container, loader, saveBase64File } = arrange();
    const vm = container.get(SignedInCertificateViewModel);
    await vm.load('C04');
    vm.delivery.download();
    expect(vm.step).toBe(2);
    expect(vm.delivery.downloadedFileName).toBe('certificado-para-declaración-de-renta.pdf');
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-para-declaración-de-renta.pdf', 'JVBERi0=', 'application/pdf');

    await vm.delivery.send();
    expect(vm.step).toBe(3);
    expect(vm.delivery.sentTo).toBe('maria.restrepo@correo.example');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('send 422 -> step 5; send failing -> the system error and the step stays', async () => {
    const refused = arrange({ sent: answer(422, { email: null, description: 'Sin correo' }) });
    const vm = refused.container.get(SignedInCertificateViewModel);
    await vm.load('C04');
    await vm.delivery.send();
    expect(vm.step).toBe(5);

    const failed = arrange({ sent: noAnswer('network') });
    const failing = failed.container.get(SignedInCertificateViewModel);
    await failing.load('C04');
    await failing.delivery.send();
    expect(failing.step).toBe(1);
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('a PDF that cannot be saved -> the system error, still step 1', async () => {
    const { container, ui } = arrange({ saves: false });
    const vm = container.get(SignedInCertificateViewModel);
    await vm.load('C04');
    vm.delivery.download();
    expect(vm.step).toBe(1);
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('each page visit gets its own view model and delivery', () => {
    const { container } = arrange();
    const first = container.get(SignedInCertificateViewModel);
    const second = container.get(SignedInCertificateViewModel);
    expect(first).not.toBe(second);
    expect(first.delivery).not.toBe(second.delivery);
  });
});

describe('AffiliationCardViewModel (c08)', () => {
  it('0 -> the selection; Continuar sends the chosen under the loader and starts the delivery', async () => {
    const { container, gateway, loader } = arrange();
    const vm = container.get(AffiliationCardViewModel);
    await vm.load();
    expect(vm.step).toBe('selection');
    await vm.continue();
    expect(gateway.requestAffiliationCard).not.toHaveBeenCalled();

    vm.toggle(luis);
    vm.toggle(juan);
    await vm.continue();
    expect(gateway.requestAffiliationCard).toHaveBeenCalledExactlyOnceWith({ beneficiaries: [juan, luis] });
    expect(vm.step).toBe(1);
    expect(vm.delivery.certificate).toEqual({ code: 'C08', name: 'Tarjeta de afiliación', binary: 'JVBERi0=' });
    expect(loader).toHaveBeenCalledTimes(2);

    vm.newCard();
    expect(vm.step).toBe('selection');
    expect(vm.selection.size).toBe(0);
  });

  it.each([
    [answer(1, { beneficiaries: null }), 'titularSinBeneficiarios'],
    [answer(101, { beneficiaries: null }), 'titularRetirado'],
    [noAnswer<BeneficiariesAnswer>('network'), 'errorConsulta'],
  ] as const)('a list that cannot be shown -> step 4 (%#: %s)', async (list, reason) => {
    const { container } = arrange({ list });
    const vm = container.get(AffiliationCardViewModel);
    await vm.load();
    expect(vm.step).toBe(4);
    expect(vm.unavailableReason).toBe(reason);
  });

  it('the card refused -> step 4 (conditions not met); no answer -> the system error, keeping the selection', async () => {
    const refused = arrange({ card: answer(422, { ...pdf, binary: null }) });
    const vm = refused.container.get(AffiliationCardViewModel);
    await vm.load();
    vm.toggle(sofia);
    await vm.continue();
    expect(vm.step).toBe(4);
    expect(vm.unavailableReason).toBe('noCumpleLasCondiciones');

    const failed = arrange({ card: noAnswer('malformed') });
    const failing = failed.container.get(AffiliationCardViewModel);
    await failing.load();
    failing.toggle(sofia);
    await failing.continue();
    expect(failing.step).toBe('selection');
    expect(failing.selection.isSelected(sofia)).toBe(true);
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });
});
