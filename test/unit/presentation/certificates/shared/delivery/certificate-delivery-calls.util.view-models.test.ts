import { describe, expect, it, vi } from 'vitest';
import type { BeneficiariesAnswer, CertificateFileAnswer, SentByEmailAnswer } from '@/application/certificates/certificates-gateway.port';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createTestContainer } from '@test/support/test-container';
import {
  AffiliationCardViewModel,
  affiliationCardSteps,
} from '@/presentation/certificates/tarjeta-afiliacion/affiliation-card.view-model';
import { CertificateDeliveryViewModel } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { certificateDeliveryCalls } from '@/presentation/certificates/shared/delivery/certificate-delivery-calls.util';
import {
  SignedInCertificateViewModel,
  signedInCertificateSteps,
} from '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';
import { juan, luis, sofia } from '@test/support/certificates/beneficiaries';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';

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
  const gateway = fakeCertificatesGateway({
    requestDownloadableCertificate: async () => certificate,
    requestAffiliationCard: async () => card,
    sendCertificateByEmail: async () => sent,
    getBeneficiaries: async () => list,
  });
  bindCertificatesGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const saveBase64File = vi.fn(() => saves);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  return { container, gateway, saveBase64File, ...feedback };
}

const incomeTax = { code: 'C04', name: 'Certificado para declaración de renta', binary: 'JVBERi0=' } as const;

describe('CertificateDeliveryViewModel with the certificates\u2019 own calls (c04, c05, c06, c08)', () => {
  it('an answer without an address is sent to the registered e-mail (sentTo null)', async () => {
    const { container } = arrange({ sent: answer(0, { email: '  ', description: null }) });
    const vm = container.get(CertificateDeliveryViewModel);
    vm.start(incomeTax, certificateDeliveryCalls(container.get(SendCertificateByEmail)));
    await vm.send();
    expect(vm.phase).toBe('sent');
    expect(vm.sentTo).toBeNull();
  });
});

describe('SignedInCertificateViewModel (c04, c06)', () => {
  it('keeps the step numbers of docs/certificates.md (steps 1 to 5) beside the phases', () => {
    expect(signedInCertificateSteps).toEqual({ ready: 1, downloaded: 2, sent: 3, unavailable: 4, notSent: 5 });
  });

  it('loads once per visit under the loader (StrictMode runs the effect twice): loading -> ready (step 1)', async () => {
    const { container, gateway, loader } = arrange();
    const vm = container.get(SignedInCertificateViewModel);
    vm.configure('C04');
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    expect(vm.phase).toBe('ready');
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('another code -> unavailable (step 4); no answer -> the system error going home, staying on loading', async () => {
    const refused = arrange({ certificate: answer(101, { ...pdf, binary: null }) });
    const vm = refused.container.get(SignedInCertificateViewModel);
    vm.configure('C06');
    await vm.load();
    expect(vm.phase).toBe('unavailable');

    const failed = arrange({ certificate: noAnswer('server') });
    const failing = failed.container.get(SignedInCertificateViewModel);
    failing.configure('C04');
    await failing.load();
    expect(failing.phase).toBe('loading');
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('download -> downloaded (step 2) with the file name; send -> sent (step 3) with the e-mail, under the loader', async () => {
    const { container, loader, saveBase64File } = arrange();
    const vm = container.get(SignedInCertificateViewModel);
    vm.configure('C04');
    await vm.load();
    await vm.delivery.download();
    expect(vm.phase).toBe('downloaded');
    expect(vm.delivery.downloadedFileName).toBe('certificado-para-declaración-de-renta.pdf');
    expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-para-declaración-de-renta.pdf', 'JVBERi0=', 'application/pdf');

    // The downloaded screen offers no sending: the e-mail is another visit's ready screen.
    const sending = container.get(SignedInCertificateViewModel);
    sending.configure('C04');
    await sending.load();
    await sending.delivery.send();
    expect(sending.phase).toBe('sent');
    expect(sending.delivery.sentTo).toBe('maria.restrepo@correo.example');
    // Two entries and the sending; the download runs outside the loader.
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('send 422 -> notSent (step 5); send failing -> the system error and the phase stays', async () => {
    const refused = arrange({ sent: answer(422, { email: null, description: 'Sin correo' }) });
    const vm = refused.container.get(SignedInCertificateViewModel);
    vm.configure('C04');
    await vm.load();
    await vm.delivery.send();
    expect(vm.phase).toBe('notSent');

    const failed = arrange({ sent: noAnswer('network') });
    const failing = failed.container.get(SignedInCertificateViewModel);
    failing.configure('C04');
    await failing.load();
    await failing.delivery.send();
    expect(failing.phase).toBe('ready');
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('a PDF that cannot be saved -> the system error, still ready', async () => {
    const { container, ui } = arrange({ saves: false });
    const vm = container.get(SignedInCertificateViewModel);
    vm.configure('C04');
    await vm.load();
    await vm.delivery.download();
    expect(vm.phase).toBe('ready');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });

  it('load() before configure(code) rejects and asks the fund nothing', async () => {
    const { container, gateway } = arrange();
    const vm = container.get(SignedInCertificateViewModel);
    await expect(vm.load()).rejects.toThrow('configure(code) comes before load()');
    expect(gateway.requestDownloadableCertificate).not.toHaveBeenCalled();
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
  it('keeps the documented numbers of its own screens (4 error, 5 selection) beside the phases', () => {
    expect(affiliationCardSteps).toEqual({ unavailable: 4, selection: 5 });
  });

  it('loads the list once per visit under the loader (StrictMode runs the effect twice)', async () => {
    const { container, gateway, loader } = arrange();
    const vm = container.get(AffiliationCardViewModel);
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    expect(vm.phase).toBe('selection');
    expect(vm.beneficiaries).toEqual([juan, sofia, luis]);
    expect(gateway.getBeneficiaries).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('a second card after Nuevo certificado starts the delivery over at ready', async () => {
    const { container, gateway } = arrange();
    const vm = container.get(AffiliationCardViewModel);
    await vm.load();
    vm.toggle(juan);
    await vm.continue();
    await vm.delivery.download();
    expect(vm.phase).toBe('downloaded');
    vm.newCard();
    vm.toggleAll();
    await vm.continue();
    expect(gateway.requestAffiliationCard).toHaveBeenLastCalledWith({ beneficiaries: [juan, sofia, luis] });
    expect(vm.phase).toBe('ready');
    expect(vm.delivery.downloadedFileName).toBeNull();
  });

  it('0 -> the selection; Continuar sends the chosen under the loader and starts the delivery', async () => {
    const { container, gateway, loader } = arrange();
    const vm = container.get(AffiliationCardViewModel);
    await vm.load();
    expect(vm.phase).toBe('selection');
    await vm.continue();
    expect(gateway.requestAffiliationCard).not.toHaveBeenCalled();

    vm.toggle(luis);
    vm.toggle(juan);
    await vm.continue();
    expect(gateway.requestAffiliationCard).toHaveBeenCalledExactlyOnceWith({ beneficiaries: [juan, luis] });
    expect(vm.phase).toBe('ready');
    expect(vm.delivery.certificate).toEqual({ code: 'C08', name: 'Tarjeta de afiliación', binary: 'JVBERi0=' });
    expect(loader).toHaveBeenCalledTimes(2);

    vm.newCard();
    expect(vm.phase).toBe('selection');
    expect(vm.selection.size).toBe(0);
  });

  it.each([
    [answer(1, { beneficiaries: null }), 'titularSinBeneficiarios'],
    [answer(101, { beneficiaries: null }), 'titularRetirado'],
    [noAnswer<BeneficiariesAnswer>('network'), 'errorConsulta'],
  ] as const)('a list that cannot be shown -> unavailable, step 4 (%#: %s)', async (list, reason) => {
    const { container } = arrange({ list });
    const vm = container.get(AffiliationCardViewModel);
    await vm.load();
    expect(vm.phase).toBe('unavailable');
    expect(vm.unavailableReason).toBe(reason);
  });

  it('the card refused -> unavailable (noCumpleLasCondiciones); no answer -> the system error, keeping the selection', async () => {
    const refused = arrange({ card: answer(422, { ...pdf, binary: null }) });
    const vm = refused.container.get(AffiliationCardViewModel);
    await vm.load();
    vm.toggle(sofia);
    await vm.continue();
    expect(vm.phase).toBe('unavailable');
    expect(vm.unavailableReason).toBe('noCumpleLasCondiciones');

    const failed = arrange({ card: noAnswer('malformed') });
    const failing = failed.container.get(AffiliationCardViewModel);
    await failing.load();
    failing.toggle(sofia);
    await failing.continue();
    expect(failing.phase).toBe('selection');
    expect(failing.selection.isSelected(sofia)).toBe(true);
    expect(failed.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });
});
