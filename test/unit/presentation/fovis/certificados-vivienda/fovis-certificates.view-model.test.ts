import { describe, expect, it, vi } from 'vitest';
import type { FovisCertificateAnswer, PostulationInfoAnswer, SendDocumentAnswer } from '@/application/fovis/fovis-gateway.port';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { FovisCertificateType, PostulationInfoReading } from '@/domain/fovis/postulation-info.entity';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import {
  fovisCertificatesSteps,
  FovisCertificatesViewModel,
} from '@/presentation/fovis/certificados-vivienda/fovis-certificates.view-model';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { FakeIdentity } from '@test/support/fake-identity';
import { answer, bindFovisGateway, fakeFovisGateway, noAnswer } from '@test/support/fovis/fake-fovis-gateway';
import { createTestContainer } from '@test/support/test-container';

const pdf = 'JVBERi0xLjQKJcfs';

const maria: Session = {
  isLogged: true,
  userName: 'maria.restrepo',
  userFullName: 'María Restrepo',
  documentType: 'CC',
  documentNumber: '1037600123',
  roles: ['role_personas'],
};

const reading: PostulationInfoReading = {
  fullName: 'MARÍA RESTREPO GÓMEZ',
  household: 'HOG-2026-004512',
  members: [{ memberFullName: 'JUAN ARANGO MESA', documentType: 'CC', documentNumber: '98765432' }],
  status: 'Postulado',
  projectName: 'Urbanización Altos de San Juan',
  totalSaving: 12_500_000,
  certificateTypes: [
    { id: 1, name: 'Certificado de no postulación' },
    { id: 9, name: 'Certificado de subsidio pagado' },
    { id: 15, name: 'Certificado de subsidio en estudio' },
  ],
  modality: 'Adquisición de vivienda nueva',
};

const notPostulated: PostulationInfoReading = {
  ...reading,
  household: null,
  members: [],
  status: null,
  projectName: null,
  totalSaving: null,
  modality: null,
  certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
};

const noPostulation: FovisCertificateType = { id: 1, name: 'Certificado de no postulación' };
const paid: FovisCertificateType = { id: 9, name: 'Certificado de subsidio pagado' };

const certificateAnswer = (code: number | null, value: Partial<FovisCertificateAnswer> = {}) =>
  answer<FovisCertificateAnswer>(code, { binary: null, name: null, message: null, ...value });
const generatedAnswer = certificateAnswer(200, { binary: pdf, name: 'Otro nombre' });

/** The page's view model over the real use cases, with a fake gateway, feedback, identity and downloader. */
function arrange({
  info = answer<PostulationInfoAnswer>(200, { info: reading }),
  certificate = generatedAnswer,
  sent = answer<SendDocumentAnswer>(200, { mail: 'maria.restrepo@correo.example' }),
  session = maria,
  saves = true,
}: {
  info?: GatewayAnswer<PostulationInfoAnswer>;
  certificate?: GatewayAnswer<FovisCertificateAnswer>;
  sent?: GatewayAnswer<SendDocumentAnswer>;
  session?: Session;
  saves?: boolean;
} = {}) {
  const container = createTestContainer();
  const gateway = fakeFovisGateway({
    getPostulationInfo: async () => info,
    getCertificate: async () => certificate,
    sendDocument: async () => sent,
  });
  bindFovisGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(session));
  const saveBase64File = vi.fn<FileDownloader['saveBase64File']>(() => saves);
  container.rebind<FileDownloader>(FileDownloader).toConstantValue({ saveBase64File });
  const vm = container.get(FovisCertificatesViewModel);
  return { vm, container, gateway, saveBase64File, ...feedback };
}

/** Loaded, on step 1. */
async function loaded(options: Parameters<typeof arrange>[0] = {}) {
  const arranged = arrange(options);
  await arranged.vm.load();
  return arranged;
}

/** Loaded and a certificate generated: step 2. */
async function generated(options: Parameters<typeof arrange>[0] = {}) {
  const arranged = await loaded(options);
  await arranged.vm.choose(noPostulation);
  expect(arranged.vm.phase).toBe('ready');
  return arranged;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FovisCertificatesViewModel (/subsidios/subsidio-vivienda/certificados-vivienda)', () => {
  it("keeps the spec's step numbers beside the phases, as data", () => {
    expect(fovisCertificatesSteps).toEqual({ choosing: 1, ready: 2, downloaded: 3, sent: 4 });
    const { vm } = arrange();
    expect(vm.phase).toBe('loading');
    expect(vm.step).toBeNull();
    expect(isDeliveryPhase(vm.phase)).toBe(false);
  });

  it('is bound transient: each visit gets a fresh one', () => {
    const { vm, container } = arrange();
    expect(container.get(FovisCertificatesViewModel)).not.toBe(vm);
  });

  describe('entry (postulation-info)', () => {
    it('200 -> the summary (title case, as read) and step 1 with the cards, under the loader', async () => {
      const { vm, loader, ui } = await loaded();
      expect(vm.phase).toBe('choosing');
      expect(vm.step).toBe(1);
      expect(vm.info).toEqual({
        fullName: 'María Restrepo Gómez',
        household: 'HOG-2026-004512',
        members: [{ memberFullName: 'Juan Arango Mesa', documentType: 'CC', documentNumber: '98765432' }],
        status: 'Postulado',
        projectName: 'Urbanización Altos de San Juan',
        totalSaving: 12_500_000,
        certificateTypes: reading.certificateTypes,
        modality: 'Adquisición de vivienda nueva',
      });
      expect(loader).toHaveBeenCalledOnce();
      expect(ui.showSystemError).not.toHaveBeenCalled();
    });

    it("not postulated -> the spec's defaults, 'No postulado' and 'Ninguno'", async () => {
      const { vm } = await loaded({ info: answer(200, { info: notPostulated }) });
      expect(vm.info).toMatchObject({ status: 'No postulado', projectName: 'Ninguno', totalSaving: null, household: null, modality: null, members: [] });
    });

    it('asks once per visit, however often the page asks (StrictMode)', async () => {
      const { vm, gateway } = arrange();
      await Promise.all([vm.load(), vm.load()]);
      await vm.load();
      expect(gateway.getPostulationInfo).toHaveBeenCalledOnce();
    });

    it.each<[string, GatewayAnswer<PostulationInfoAnswer>]>([
      ['code 500', answer(500, { info: reading })],
      ['code 0', answer(0, { info: reading })],
      ['no code', answer(null, { info: reading })],
      ['200 without data', answer(200, { info: null })],
      ['a network failure', noAnswer('network')],
      ['a time-out', noAnswer('timeout')],
      ['a server error', noAnswer('server')],
      ['a malformed body', noAnswer('malformed')],
    ])("%s -> 'Error del sistema' whose closing goes home; no summary", async (_, info) => {
      const { vm, ui } = await loaded({ info });
      expect(vm.phase).toBe('unavailable');
      expect(vm.info).toBeNull();
      expect(vm.step).toBeNull();
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
    });
  });

  describe('step 1, a card chosen', () => {
    it("generated -> step 2 with the card's name, the kind asked by id, under the loader", async () => {
      const { vm, gateway, loader } = await loaded();
      await vm.choose(noPostulation);
      expect(gateway.getCertificate).toHaveBeenCalledExactlyOnceWith('not-postulated');
      expect(vm.phase).toBe('ready');
      expect(vm.step).toBe(2);
      expect(isDeliveryPhase(vm.phase)).toBe(true);
      expect(vm.certificate).toEqual({ id: 1, kind: 'not-postulated', name: 'Certificado de no postulación', binary: pdf });
      expect(loader).toHaveBeenCalledTimes(2);
    });

    it.each<[string, GatewayAnswer<FovisCertificateAnswer>]>([
      ['code 500', certificateAnswer(500)],
      ["message '500' beside another code", certificateAnswer(404, { message: '500' })],
      ["message '500' beside a 200 without a PDF", certificateAnswer(200, { message: '500' })],
    ])("%s -> the modal 'Certificado no disponible', not eligible; step 1 stays", async (_, certificate) => {
      const { vm, ui, modals } = await loaded({ certificate });
      await vm.choose(paid);
      expect(vm.unavailableReason).toBe('notEligible');
      expect(vm.phase).toBe('choosing');
      expect(vm.certificate).toBeNull();
      expect(ui.showSystemError).not.toHaveBeenCalled();
      expect(modals).toHaveLength(1);
      expect(modals[0]).toMatchObject({
        tone: 'warning',
        title: 'Certificado no disponible',
        message: 'Actualmente no cumples con las condiciones para generar el certificado.',
        actions: [{ label: 'Aceptar' }],
      });
      modals[0]?.actions?.[0]?.onSelect?.();
      expect(vm.unavailableReason).toBeNull();
      expect(vm.phase).toBe('choosing');
    });

    it.each<FovisCertificateType>([
      { id: 15, name: 'Certificado de subsidio en estudio' },
      { id: 0, name: 'Cero' },
      { id: null, name: 'Sin id' },
      { id: 2.5, name: 'Decimal' },
    ])('id $id -> the same modal, unavailable; nothing is asked', async (type) => {
      const { vm, gateway, ui, modals } = await loaded();
      await vm.choose(type);
      expect(vm.unavailableReason).toBe('unavailable');
      expect(modals).toMatchObject([
        { title: 'Certificado no disponible', message: 'Lo sentimos, este certificado no está disponible en este momento.' },
      ]);
      modals[0]?.onDismiss?.();
      expect(vm.unavailableReason).toBeNull();
      expect(gateway.getCertificate).not.toHaveBeenCalled();
      expect(ui.showSystemError).not.toHaveBeenCalled();
      expect(vm.phase).toBe('choosing');
    });

    it.each<[string, GatewayAnswer<FovisCertificateAnswer>]>([
      ['code 404', certificateAnswer(404)],
      ['no code', certificateAnswer(null, { binary: pdf })],
      ['200 without a PDF', certificateAnswer(200)],
      ['a network failure', noAnswer('network')],
      ['a time-out', noAnswer('timeout')],
      ['a malformed body', noAnswer('malformed')],
    ])("%s -> 'Error del sistema', going home; step 1 stays", async (_, certificate) => {
      const { vm, ui } = await loaded({ certificate });
      await vm.choose(noPostulation);
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
      expect(vm.phase).toBe('choosing');
      expect(vm.unavailableReason).toBeNull();
    });

    it('a double click asks once; another card while the first is in flight is ignored', async () => {
      const pending = deferred<GatewayAnswer<FovisCertificateAnswer>>();
      const { vm, gateway } = await loaded();
      gateway.getCertificate.mockImplementation(() => pending.promise);
      const first = vm.choose(noPostulation);
      expect(vm.isSubmitting).toBe(true);
      await vm.choose(noPostulation);
      await vm.choose(paid);
      pending.resolve(generatedAnswer);
      await first;
      expect(gateway.getCertificate).toHaveBeenCalledOnce();
      expect(vm.isSubmitting).toBe(false);
      expect(vm.certificate?.id).toBe(1);
    });

    it('is ignored before the summary, and while the modal is up', async () => {
      const { vm, gateway } = arrange();
      await vm.choose(noPostulation);
      expect(gateway.getCertificate).not.toHaveBeenCalled();
      await vm.load();
      await vm.choose({ id: 15, name: 'x' });
      await vm.choose(noPostulation);
      expect(gateway.getCertificate).not.toHaveBeenCalled();
      expect(vm.phase).toBe('choosing');
    });
  });

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
