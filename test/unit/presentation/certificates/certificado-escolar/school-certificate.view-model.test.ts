import { describe, expect, it, vi } from 'vitest';
import type { BeneficiariesAnswer, CertificateFileAnswer, MessageAnswer, SentByEmailAnswer } from '@/application/certificates/certifications-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createTestContainer } from '@test/support/test-container';
import { beneficiaryKey, SchoolCertificateViewModel } from '@/presentation/certificates/certificado-escolar/school-certificate.view-model';
import { answer, bindCertificationsGateway, fakeCertificationsGateway, noAnswer } from '@test/support/fake-certifications-gateway';
import { testConfig } from '@test/support/test-config';
import { fakeUiFeedback, juan, loaded, sofia } from '@test/support/certificate-uploads-fakes';

function viewModel({
  list = answer(0, { beneficiaries: [juan, sofia] }),
  uploaded = answer(200, { message: 'ok' }),
  certificate = answer(0, { binary: 'JVBERi0=', name: 'Certificado escolar', description: null }),
  sent = answer(0, { email: 'm***@correo.co', description: null }),
  saves = true,
}: {
  list?: GatewayAnswer<BeneficiariesAnswer>;
  uploaded?: GatewayAnswer<MessageAnswer>;
  certificate?: GatewayAnswer<CertificateFileAnswer>;
  sent?: GatewayAnswer<SentByEmailAnswer>;
  saves?: boolean;
} = {}) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificationsGateway({
    getBeneficiaries: async () => list,
    uploadSchoolCertificate: async () => uploaded,
    requestDownloadableCertificate: async () => certificate,
    sendCertificateByEmail: async () => sent,
  });
  bindCertificationsGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const saveBase64File = vi.fn(() => saves);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  return { vm: container.get(SchoolCertificateViewModel), gateway, saveBase64File, ...feedback };
}

async function atStep5(options?: Parameters<typeof viewModel>[0]) {
  const made = viewModel(options);
  await made.vm.load();
  return made;
}

/** At the delivery screens with Juan's certificate ready. */
async function atReady(options?: Parameters<typeof viewModel>[0]) {
  const made = await atStep5(options);
  made.vm.chooseDownload();
  made.vm.selectDownloadBeneficiary(beneficiaryKey(juan));
  await made.vm.obtain();
  return made;
}

describe('SchoolCertificateViewModel', () => {
  it('code 0 -> step 5', async () => {
    const { vm } = await atStep5();
    expect(vm.step).toBe(5);
  });

  it.each([
    [answer(1, { beneficiaries: null }), 'titularSinBeneficiarios'],
    [answer(101, { beneficiaries: null }), 'titularRetirado'],
    [answer(3, { beneficiaries: null }), 'errorConsulta'],
    [noAnswer<BeneficiariesAnswer>('malformed'), 'errorConsulta'],
  ] as const)('%o -> step 4 (%s)', async (list, reason) => {
    const { vm } = await atStep5({ list });
    expect(vm.step).toBe(4);
    expect(vm.unavailableReason).toBe(reason);
  });

  it('download: 6, Obtener once chosen, responseCode 0 -> the delivery screens at 1 (ready), the PDF saved under its file name -> 2', async () => {
    const { vm, gateway, saveBase64File } = await atStep5();
    vm.chooseDownload();
    expect(vm.step).toBe(6);
    expect(vm.canObtain).toBe(false);
    vm.selectDownloadBeneficiary(beneficiaryKey(sofia));
    expect(vm.canObtain).toBe(true);
    await vm.obtain();
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledWith({
      certificateCode: 'C05',
      optionalPersons: [{ documentType: sofia.documentType, documentNumber: sofia.documentNumber }],
    });
    expect(vm.step).toBe('delivery');
    expect(vm.delivery.step).toBe(1);
    expect(vm.delivery.certificate).toEqual({ code: 'C05', name: 'Certificado escolar', binary: 'JVBERi0=' });
    expect(vm.certificateFor).toEqual(sofia);
    vm.delivery.download();
    expect(saveBase64File).toHaveBeenCalledWith('certificado-escolar.pdf', 'JVBERi0=', 'application/pdf');
    expect(vm.delivery.step).toBe(2);
    expect(vm.delivery.downloadedFileName).toBe('certificado-escolar.pdf');

    // 'Nuevo certificado': back to the choice, nobody chosen.
    vm.newCertificate();
    expect(vm.step).toBe(5);
    expect(vm.certificateFor).toBeNull();
    expect(vm.canObtain).toBe(false);
  });

  it('send by e-mail: C05 with the PDF -> 3 with the address; 422 -> 5; another code -> Error del sistema', async () => {
    const sent = await atReady();
    await sent.vm.delivery.send();
    expect(sent.gateway.sendCertificateByEmail).toHaveBeenCalledWith({ certificateCode: 'C05', binaryFile: 'JVBERi0=' });
    expect(sent.vm.delivery.step).toBe(3);
    expect(sent.vm.delivery.sentTo).toBe('m***@correo.co');

    const notSent = await atReady({ sent: answer(422, { email: null, description: 'sin correo' }) });
    await notSent.vm.delivery.send();
    expect(notSent.vm.delivery.step).toBe(5);
    expect(notSent.vm.step).toBe('delivery');

    const failed = await atReady({ sent: answer(500, { email: null, description: null }) });
    await failed.vm.delivery.send();
    expect(failed.vm.delivery.step).toBe(1);
    expect(failed.ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('download refused -> step 4 (conditions not met); no answer -> Error del sistema, home', async () => {
    const refused = await atStep5({ certificate: answer(101, { binary: null, name: null, description: 'no' }) });
    refused.vm.chooseDownload();
    refused.vm.selectDownloadBeneficiary(beneficiaryKey(juan));
    await refused.vm.obtain();
    expect(refused.vm.step).toBe(4);
    expect(refused.vm.unavailableReason).toBe('noCumpleLasCondiciones');

    const broken = await atStep5({ certificate: noAnswer('network') });
    broken.vm.chooseDownload();
    broken.vm.selectDownloadBeneficiary(beneficiaryKey(juan));
    await broken.vm.obtain();
    expect(broken.vm.step).toBe(6);
    expect(broken.ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('a PDF the browser cannot save -> Error del sistema', async () => {
    const { vm, ui } = await atReady({ saves: false });
    vm.delivery.download();
    expect(ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('own scheme (8): submit needs a valid number, a beneficiary and a file', async () => {
    const { vm, gateway } = await atStep5();
    vm.chooseUpload();
    vm.chooseOwnScheme();
    expect(vm.step).toBe(8);
    expect(vm.sequentialNumberError).toBeNull();
    vm.typeSequentialNumber('');
    expect(vm.sequentialNumberError).toBe('sequentialNumber.required');
    vm.typeSequentialNumber('12a34');
    expect(vm.sequentialNumber).toBe('1234');
    vm.selectUploadBeneficiary(beneficiaryKey(sofia));
    expect(vm.canSubmit).toBe(false);
    vm.attach(loaded('boletin.png', 'image/png'));
    expect(vm.canSubmit).toBe(true);
    vm.typeSequentialNumber('123456789');
    expect(vm.sequentialNumberError).toBe('sequentialNumber.invalid');
    expect(vm.canSubmit).toBe(false);
    vm.typeSequentialNumber('1234');

    await vm.submit();
    expect(gateway.uploadSchoolCertificate).toHaveBeenCalledExactlyOnceWith({
      consecutivo: 1234,
      typeFile: 'image/png',
      binaryFile: btoa('boletin.png'),
      optionalsPersons: [sofia],
    });
    expect(vm.step).toBe(10);
    expect(vm.uploadedFor).toEqual(sofia);
    expect(vm.file).toBeNull();
    expect(vm.sequentialNumber).toBe('');
    vm.newCertificate();
    expect(vm.step).toBe(5);
  });

  it('external (9): no number needed; a failure raises Error del sistema and keeps everything', async () => {
    const { vm, gateway, ui } = await atStep5({ uploaded: answer(422, { message: 'no' }) });
    vm.chooseUpload();
    vm.chooseExternal();
    vm.selectUploadBeneficiary(beneficiaryKey(juan));
    vm.attach(loaded('boletin.pdf'));
    expect(vm.canSubmit).toBe(true);
    await vm.submit();
    expect(gateway.uploadSchoolCertificate.mock.calls[0]?.[0].consecutivo).toBeNull();
    expect(ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
    expect(vm.step).toBe(9);
    expect(vm.file?.name).toBe('boletin.pdf');
    expect(vm.uploadBeneficiary).toEqual(juan);
  });

  it('Regresar: 8/9 -> 7 -> 5 and 6 -> 5', async () => {
    const { vm } = await atStep5();
    vm.chooseUpload();
    vm.chooseExternal();
    vm.back();
    expect(vm.step).toBe(7);
    vm.back();
    expect(vm.step).toBe(5);
    vm.chooseDownload();
    vm.back();
    expect(vm.step).toBe(5);
  });
});
