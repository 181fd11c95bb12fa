import { describe, expect, it, vi } from 'vitest';
import type { BeneficiariesAnswer, CertificateFileAnswer, MessageAnswer, SentByEmailAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createTestContainer } from '@test/support/test-container';
import { beneficiaryKey } from '@/domain/certificates/beneficiary.entity';
import {
  SchoolCertificateViewModel,
  schoolCertificateSteps,
} from '@/presentation/certificates/certificado-escolar/school-certificate.view-model';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';
import { juan, loaded, sofia } from '@test/support/certificates/beneficiaries';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';

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
  const gateway = fakeCertificatesGateway({
    getBeneficiaries: async () => list,
    uploadSchoolCertificate: async () => uploaded,
    requestDownloadableCertificate: async () => certificate,
    sendCertificateByEmail: async () => sent,
  });
  bindCertificatesGateway(container, gateway);
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
  it('keeps the step numbers of docs/certificates.md beside the phases, as data', () => {
    expect(schoolCertificateSteps).toEqual({
      unavailable: 4,
      chooseAction: 5,
      downloadBeneficiary: 6,
      uploadType: 7,
      ownSchemeUpload: 8,
      externalUpload: 9,
      uploaded: 10,
    });
  });

  it('loads the list once per visit under the loader (StrictMode runs the effect twice)', async () => {
    const { vm, gateway, loader } = viewModel();
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    expect(vm.phase).toBe('chooseAction');
    expect(gateway.getBeneficiaries).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('code 0 -> step 5 (chooseAction)', async () => {
    const { vm } = await atStep5();
    expect(vm.phase).toBe('chooseAction');
  });

  it.each([
    [answer(1, { beneficiaries: null }), 'titularSinBeneficiarios'],
    [answer(101, { beneficiaries: null }), 'titularRetirado'],
    [answer(3, { beneficiaries: null }), 'errorConsulta'],
    [noAnswer<BeneficiariesAnswer>('malformed'), 'errorConsulta'],
  ] as const)('%o -> step 4 (%s)', async (list, reason) => {
    const { vm } = await atStep5({ list });
    expect(vm.phase).toBe('unavailable');
    expect(vm.unavailableReason).toBe(reason);
  });

  it('download: 6, Obtener once chosen, responseCode 0 -> the delivery screens at 1 (ready), the PDF saved under its file name -> 2', async () => {
    const { vm, gateway, saveBase64File } = await atStep5();
    vm.chooseDownload();
    expect(vm.phase).toBe('downloadBeneficiary');
    expect(vm.canObtain).toBe(false);
    vm.selectDownloadBeneficiary(beneficiaryKey(sofia));
    expect(vm.canObtain).toBe(true);
    await vm.obtain();
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledWith({
      certificateCode: 'C05',
      optionalPersons: [{ documentType: sofia.documentType, documentNumber: sofia.documentNumber }],
    });
    expect(vm.phase).toBe('ready');
    expect(vm.delivery.certificate).toEqual({ code: 'C05', name: 'Certificado escolar', binary: 'JVBERi0=' });
    expect(vm.certificateFor).toEqual(sofia);
    await vm.delivery.download();
    expect(saveBase64File).toHaveBeenCalledWith('certificado-escolar.pdf', 'JVBERi0=', 'application/pdf');
    expect(vm.delivery.phase).toBe('downloaded');
    expect(vm.delivery.downloadedFileName).toBe('certificado-escolar.pdf');

    // 'Nuevo certificado': back to the choice, nobody chosen.
    vm.newCertificate();
    expect(vm.phase).toBe('chooseAction');
    expect(vm.certificateFor).toBeNull();
    expect(vm.canObtain).toBe(false);
  });

  it('send by e-mail: C05 with the PDF -> 3 with the address; 422 -> 5; another code -> Error del sistema', async () => {
    const sent = await atReady();
    await sent.vm.delivery.send();
    expect(sent.gateway.sendCertificateByEmail).toHaveBeenCalledWith({ certificateCode: 'C05', binaryFile: 'JVBERi0=' });
    expect(sent.vm.delivery.phase).toBe('sent');
    expect(sent.vm.delivery.sentTo).toBe('m***@correo.co');

    const notSent = await atReady({ sent: answer(422, { email: null, description: 'sin correo' }) });
    await notSent.vm.delivery.send();
    expect(notSent.vm.delivery.phase).toBe('notSent');
    expect(notSent.vm.phase).toBe('notSent');

    const failed = await atReady({ sent: answer(500, { email: null, description: null }) });
    await failed.vm.delivery.send();
    expect(failed.vm.delivery.phase).toBe('ready');
    expect(failed.ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('download refused -> step 4 (conditions not met); no answer -> Error del sistema, home', async () => {
    const refused = await atStep5({ certificate: answer(101, { binary: null, name: null, description: 'no' }) });
    refused.vm.chooseDownload();
    refused.vm.selectDownloadBeneficiary(beneficiaryKey(juan));
    await refused.vm.obtain();
    expect(refused.vm.phase).toBe('unavailable');
    expect(refused.vm.unavailableReason).toBe('noCumpleLasCondiciones');

    const broken = await atStep5({ certificate: noAnswer('network') });
    broken.vm.chooseDownload();
    broken.vm.selectDownloadBeneficiary(beneficiaryKey(juan));
    await broken.vm.obtain();
    expect(broken.vm.phase).toBe('downloadBeneficiary');
    expect(broken.ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('a PDF the browser cannot save -> Error del sistema', async () => {
    const { vm, ui } = await atReady({ saves: false });
    await vm.delivery.download();
    expect(ui.showSystemError).toHaveBeenCalledWith('goHomeAndReload');
  });

  it('own scheme (8): submit needs a valid number, a beneficiary and a file', async () => {
    const { vm, gateway } = await atStep5();
    vm.chooseUpload();
    vm.chooseOwnScheme();
    expect(vm.phase).toBe('ownSchemeUpload');
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
    expect(vm.phase).toBe('uploaded');
    expect(vm.uploadedFor).toEqual(sofia);
    expect(vm.file).toBeNull();
    expect(vm.sequentialNumber).toBe('');
    vm.newCertificate();
    expect(vm.phase).toBe('chooseAction');
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
    expect(vm.phase).toBe('externalUpload');
    expect(vm.file?.name).toBe('boletin.pdf');
    expect(vm.uploadBeneficiary).toEqual(juan);
  });

  it('Regresar: 8/9 -> 7 -> 5 and 6 -> 5', async () => {
    const { vm } = await atStep5();
    vm.chooseUpload();
    vm.chooseExternal();
    vm.back();
    expect(vm.phase).toBe('uploadType');
    vm.back();
    expect(vm.phase).toBe('chooseAction');
    vm.chooseDownload();
    vm.back();
    expect(vm.phase).toBe('chooseAction');
  });
});
