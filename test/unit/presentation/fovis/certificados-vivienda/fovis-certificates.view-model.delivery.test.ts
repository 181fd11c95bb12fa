import { describe, expect, it } from 'vitest';
import type { SendDocumentAnswer } from '@/application/fovis/fovis-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { answer, noAnswer } from '@test/support/fovis/fake-fovis-gateway';
import { arrange, deferred, generated, maria, paid, pdf } from '@test/support/fovis/fovis-certificates-view-model';

// The FOVIS certificates page's view model from step 2: the download and the sending, one command
// at a time, and back to step 1.

describe('FovisCertificatesViewModel (/subsidios/subsidio-vivienda/certificados-vivienda)', () => {
  describe('step 2, Descargar certificado', () => {
    it('registers the download (sendEmail false, her own document), saves the PDF under the rule -> step 3', async () => {
      const { vm, gateway, saveBase64File } = await generated();
      await vm.delivery.download();
      expect(gateway.sendDocument).toHaveBeenCalledExactlyOnceWith({
        documentType: 'CC',
        documentNumber: '1037600123',
        certificateId: 1,
        fileName: 'certificado-de-no-postulación.pdf',
        sendEmail: false,
        binaryFile: pdf,
      });
      expect(saveBase64File).toHaveBeenCalledExactlyOnceWith('certificado-de-no-postulación.pdf', pdf, 'application/pdf');
      expect(vm.phase).toBe('downloaded');
      expect(vm.step).toBe(3);
      expect(isDeliveryPhase(vm.phase)).toBe(true);
      expect(vm.delivery.downloadedFileName).toBe('certificado-de-no-postulación.pdf');
    });

    it.each<[string, Parameters<typeof arrange>[0]]>([
      ['send-document code 500', { sent: answer(500, { mail: null }) }],
      ['send-document without a code', { sent: answer(null, { mail: null }) }],
      ['send-document unanswered', { sent: noAnswer('timeout') }],
      ['a PDF that cannot be saved', { saves: false }],
    ])("%s -> 'Error del sistema', step 2 stays", async (_, options) => {
      const { vm, ui } = await generated(options);
      await vm.delivery.download();
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(vm.phase).toBe('ready');
      expect(vm.delivery.downloadedFileName).toBeNull();
    });

    it('nothing is sent nor saved, and nothing shown, without a signed-in person', async () => {
      const { vm, gateway, saveBase64File, ui } = await generated({ session: anonymousSession });
      await vm.delivery.download();
      expect(gateway.sendDocument).not.toHaveBeenCalled();
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(ui.showSystemError).not.toHaveBeenCalled();
      expect(vm.phase).toBe('ready');
    });
  });

  describe('step 2, Enviar al correo', () => {
    it('registers the sending (sendEmail true) -> step 4 with the e-mail the fund returned', async () => {
      const { vm, gateway, saveBase64File } = await generated();
      await vm.delivery.send();
      expect(gateway.sendDocument).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ sendEmail: true, certificateId: 1 }));
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(vm.phase).toBe('sent');
      expect(vm.step).toBe(4);
      expect(isDeliveryPhase(vm.phase)).toBe(true);
      expect(vm.delivery.sentTo).toBe('maria.restrepo@correo.example');
    });

    it('an answer without data.mail -> step 4 without an address (the page says the registered one)', async () => {
      const { vm } = await generated({ sent: answer(200, { mail: null }) });
      await vm.delivery.send();
      expect(vm.phase).toBe('sent');
      expect(vm.delivery.sentTo).toBeNull();
    });

    it.each<[string, GatewayAnswer<SendDocumentAnswer>]>([
      ['code 500', answer(500, { mail: 'x@correo.example' })],
      ['code 0', answer(0, { mail: null })],
      ['a network failure', noAnswer('network')],
      ['a server error', noAnswer('server')],
    ])("%s -> 'Error del sistema', step 2 stays", async (_, sent) => {
      const { vm, ui } = await generated({ sent });
      await vm.delivery.send();
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(vm.phase).toBe('ready');
      expect(vm.delivery.sentTo).toBeNull();
    });

    it('nothing is sent without a signed-in person', async () => {
      const { vm, gateway, ui } = await generated({ session: { ...maria, documentNumber: null } });
      await vm.delivery.send();
      expect(gateway.sendDocument).not.toHaveBeenCalled();
      expect(ui.showSystemError).not.toHaveBeenCalled();
      expect(vm.phase).toBe('ready');
    });
  });

  describe('one command at a time (InFlight)', () => {
    it('a double click on Enviar sends once; Descargar and Regresar meanwhile do nothing', async () => {
      const pending = deferred<GatewayAnswer<SendDocumentAnswer>>();
      const { vm, gateway, saveBase64File } = await generated();
      gateway.sendDocument.mockImplementation(() => pending.promise);
      const first = vm.delivery.send();
      expect(vm.isSubmitting).toBe(true);
      await vm.delivery.send();
      await vm.delivery.download();
      vm.chooseAnother();
      expect(vm.phase).toBe('ready');
      pending.resolve(answer(200, { mail: 'maria.restrepo@correo.example' }));
      await first;
      expect(gateway.sendDocument).toHaveBeenCalledOnce();
      expect(saveBase64File).not.toHaveBeenCalled();
      expect(vm.isSubmitting).toBe(false);
      expect(vm.phase).toBe('sent');
    });

    it('a double click on Descargar registers and saves once', async () => {
      const pending = deferred<GatewayAnswer<SendDocumentAnswer>>();
      const { vm, gateway, saveBase64File } = await generated();
      gateway.sendDocument.mockImplementation(() => pending.promise);
      const first = vm.delivery.download();
      await vm.delivery.download();
      await vm.delivery.send();
      pending.resolve(answer(200, { mail: null }));
      await first;
      expect(gateway.sendDocument).toHaveBeenCalledOnce();
      expect(saveBase64File).toHaveBeenCalledOnce();
      expect(vm.phase).toBe('downloaded');
    });

    it('the guard lifts after a failure: the next click is sent', async () => {
      const { vm, gateway } = await generated({ sent: noAnswer('network') });
      await vm.delivery.send();
      expect(vm.isSubmitting).toBe(false);
      await vm.delivery.send();
      expect(gateway.sendDocument).toHaveBeenCalledTimes(2);
    });

    it('download and send after step 2 do nothing (steps 3 and 4 offer neither)', async () => {
      const { vm, gateway } = await generated();
      await vm.delivery.download();
      await vm.delivery.send();
      expect(gateway.sendDocument).toHaveBeenCalledOnce();
      expect(vm.phase).toBe('downloaded');
    });
  });

  describe('back to step 1', () => {
    it.each(['ready', 'downloaded', 'sent'] as const)('from %s: Regresar / Nuevo certificado forget the certificate', async (phase) => {
      const { vm, gateway } = await generated();
      if (phase === 'downloaded') await vm.delivery.download();
      if (phase === 'sent') await vm.delivery.send();
      expect(vm.phase).toBe(phase);
      vm.chooseAnother();
      expect(vm.phase).toBe('choosing');
      expect(vm.step).toBe(1);
      expect(vm.certificate).toBeNull();
      expect(vm.delivery.downloadedFileName).toBeNull();
      expect(vm.delivery.sentTo).toBeNull();
      expect(isDeliveryPhase(vm.phase)).toBe(false);
      await vm.choose(paid);
      expect(gateway.getCertificate).toHaveBeenLastCalledWith('paid-subsidy');
      expect(vm.phase).toBe('ready');
      expect(vm.certificate?.name).toBe('Certificado de subsidio pagado');
    });

    it('does nothing on step 1 or before the summary', async () => {
      const { vm } = arrange();
      vm.chooseAnother();
      expect(vm.phase).toBe('loading');
      await vm.load();
      vm.chooseAnother();
      expect(vm.phase).toBe('choosing');
    });
  });
});
