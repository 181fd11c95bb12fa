import { describe, expect, it, vi } from 'vitest';
import type { CertificateSendResult, DownloadRegistrationResult } from '@/application/shared/certificate-delivery/certificate-delivery.model';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { GeneratedCertificate } from '@/domain/shared/files/generated-certificate.entity';
import {
  CertificateDeliveryViewModel,
  certificateDeliverySteps,
  isDeliveryPhase,
} from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const incomeTax: GeneratedCertificate = { name: 'Certificado para declaración de renta', binary: 'JVBERi0=' };
const fileName = 'certificado-para-declaración-de-renta.pdf';

/** The shared delivery over a fake downloader and feedback; the feature's calls are spies. */
function arrange({
  sent = { kind: 'sent', email: 'maria.restrepo@correo.example' },
  registration,
  saves = true,
}: { sent?: CertificateSendResult; registration?: DownloadRegistrationResult; saves?: boolean } = {}) {
  const container = createTestContainer(testConfig());
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const saveBase64File = vi.fn(() => saves);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  const send = vi.fn(async (_certificate: GeneratedCertificate) => sent);
  const registerDownload = vi.fn(async (_certificate: GeneratedCertificate) => registration ?? { kind: 'registered' as const });
  const calls = registration === undefined ? { send } : { send, registerDownload };
  const vm = container.get(CertificateDeliveryViewModel);
  return { vm, container, calls, send, registerDownload, saveBase64File, ...feedback };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('CertificateDeliveryViewModel (the delivery screens of the certificates and FOVIS)', () => {
  it('keeps the documented step numbers beside the phases, as data; isDeliveryPhase knows its four', () => {
    expect(certificateDeliverySteps).toEqual({ ready: 1, downloaded: 2, sent: 3, notSent: 5 });
    for (const phase of ['ready', 'downloaded', 'sent', 'notSent']) expect(isDeliveryPhase(phase)).toBe(true);
    for (const phase of ['loading', 'unavailable', 'selection', 'chooseAction', 'toString']) expect(isDeliveryPhase(phase)).toBe(false);
  });

  it('is bound transient: each page gets its own', () => {
    const { vm, container } = arrange();
    expect(container.get(CertificateDeliveryViewModel)).not.toBe(vm);
  });

  it('does nothing before a certificate arrives', async () => {
    const { vm, send, saveBase64File, loader } = arrange();
    await vm.download();
    await vm.send();
    expect(vm.phase).toBe('ready');
    expect(saveBase64File).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('a new certificate starts over at ready, forgetting the last file name and address', async () => {
    const { vm, calls } = arrange();
    vm.start(incomeTax, calls);
    await vm.download();
    expect(vm.phase).toBe('downloaded');
    expect(vm.downloadedFileName).toBe(fileName);
    vm.start({ ...incomeTax, name: 'Tarjeta de afiliación' }, calls);
    expect(vm.phase).toBe('ready');
    expect(vm.downloadedFileName).toBeNull();
    await vm.send();
    expect(vm.phase).toBe('sent');
    expect(vm.sentTo).toBe('maria.restrepo@correo.example');
    vm.start(incomeTax, calls);
    expect(vm.phase).toBe('ready');
    expect(vm.downloadedFileName).toBeNull();
    expect(vm.sentTo).toBeNull();
  });

  it('clear forgets the certificate; nothing can be delivered until the next one', async () => {
    const { vm, calls, send } = arrange();
    vm.start(incomeTax, calls);
    vm.clear();
    expect(vm.certificate).toBeNull();
    await vm.send();
    expect(send).not.toHaveBeenCalled();
  });

  describe('Descargar certificado', () => {
    it('without a registration: saved at once under the rule, outside the loader -> downloaded', async () => {
      const { vm, calls, saveBase64File, loader } = arrange();
      vm.start(incomeTax, calls);
      await vm.download();
      expect(saveBase64File).toHaveBeenCalledExactlyOnceWith(fileName, 'JVBERi0=', 'application/pdf');
      expect(vm.phase).toBe('downloaded');
      expect(loader).not.toHaveBeenCalled();
    });

    it("with a registration: registered under the loader, then saved -> downloaded", async () => {
      const { vm, calls, registerDownload, saveBase64File, loader } = arrange({ registration: { kind: 'registered' } });
      vm.start(incomeTax, calls);
      await vm.download();
      expect(registerDownload).toHaveBeenCalledExactlyOnceWith(incomeTax);
      expect(registerDownload.mock.invocationCallOrder[0]).toBeLessThan(saveBase64File.mock.invocationCallOrder[0] ?? 0);
      expect(loader).toHaveBeenCalledOnce();
      expect(vm.phase).toBe('downloaded');
      expect(vm.downloadedFileName).toBe(fileName);
    });

    it("the registration fails -> 'Error del sistema', nothing saved, still ready", async () => {
      const { vm, calls, saveBase64File, ui } = arrange({ registration: { kind: 'systemError' } });
      vm.start(incomeTax, calls);
      await vm.download();
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(vm.phase).toBe('ready');
    });

    it('nobody signed in -> nothing saved and nothing shown', async () => {
      const { vm, calls, saveBase64File, ui } = arrange({ registration: { kind: 'notSignedIn' } });
      vm.start(incomeTax, calls);
      await vm.download();
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(ui.showSystemError).not.toHaveBeenCalled();
      expect(vm.phase).toBe('ready');
    });

    it("a PDF that cannot be saved -> 'Error del sistema', still ready", async () => {
      const { vm, calls, ui } = arrange({ saves: false });
      vm.start(incomeTax, calls);
      await vm.download();
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(vm.phase).toBe('ready');
      expect(vm.downloadedFileName).toBeNull();
    });

    it('is offered again on notSent: the PDF can still be downloaded', async () => {
      const { vm, calls } = arrange({ sent: { kind: 'notSent' } });
      vm.start(incomeTax, calls);
      await vm.send();
      expect(vm.phase).toBe('notSent');
      await vm.download();
      expect(vm.phase).toBe('downloaded');
    });
  });

  describe('Enviar al correo', () => {
    it.each<[CertificateSendResult, string]>([
      [{ kind: 'sent', email: 'maria.restrepo@correo.example' }, 'sent'],
      [{ kind: 'sent', email: null }, 'sent'],
      [{ kind: 'notSent' }, 'notSent'],
      [{ kind: 'notSignedIn' }, 'ready'],
      [{ kind: 'systemError' }, 'ready'],
    ])('%j -> %s, under the loader', async (sent, phase) => {
      const { vm, calls, send, loader, ui } = arrange({ sent });
      vm.start(incomeTax, calls);
      await vm.send();
      expect(send).toHaveBeenCalledExactlyOnceWith(incomeTax);
      expect(loader).toHaveBeenCalledOnce();
      expect(vm.phase).toBe(phase);
      expect(vm.sentTo).toBe(sent.kind === 'sent' ? sent.email : null);
      expect(ui.showSystemError).toHaveBeenCalledTimes(sent.kind === 'systemError' ? 1 : 0);
    });
  });

  describe('one command at a time', () => {
    it('a double click on Enviar sends once; Descargar meanwhile does nothing', async () => {
      const pending = deferred<CertificateSendResult>();
      const { vm, calls, send, saveBase64File } = arrange();
      send.mockImplementation(() => pending.promise);
      vm.start(incomeTax, calls);
      const first = vm.send();
      expect(vm.isSubmitting).toBe(true);
      await vm.send();
      await vm.download();
      pending.resolve({ kind: 'sent', email: null });
      await first;
      expect(send).toHaveBeenCalledOnce();
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(vm.isSubmitting).toBe(false);
      expect(vm.phase).toBe('sent');
    });

    it('a double click on Descargar registers and saves once', async () => {
      const pending = deferred<DownloadRegistrationResult>();
      const { vm, calls, registerDownload, saveBase64File, send } = arrange({ registration: { kind: 'registered' } });
      registerDownload.mockImplementation(() => pending.promise);
      vm.start(incomeTax, calls);
      const first = vm.download();
      await vm.download();
      await vm.send();
      pending.resolve({ kind: 'registered' });
      await first;
      expect(registerDownload).toHaveBeenCalledOnce();
      expect(saveBase64File).toHaveBeenCalledOnce();
      expect(send).not.toHaveBeenCalled();
      expect(vm.phase).toBe('downloaded');
    });

    it('download and send on downloaded or sent do nothing (those screens offer neither)', async () => {
      const { vm, calls, send, saveBase64File } = arrange();
      vm.start(incomeTax, calls);
      await vm.download();
      await vm.send();
      await vm.download();
      expect(send).not.toHaveBeenCalled();
      expect(saveBase64File).toHaveBeenCalledOnce();
      expect(vm.phase).toBe('downloaded');
    });
  });
});
