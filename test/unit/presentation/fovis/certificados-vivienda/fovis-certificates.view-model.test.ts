import { describe, expect, it } from 'vitest';
import type { FovisCertificateAnswer, PostulationInfoAnswer } from '@/application/fovis/fovis-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { FovisCertificateType } from '@/domain/fovis/postulation-info.entity';
import {
  fovisCertificatesSteps,
  FovisCertificatesViewModel,
} from '@/presentation/fovis/certificados-vivienda/fovis-certificates.view-model';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { answer, noAnswer } from '@test/support/fovis/fake-fovis-gateway';
import {
  arrange,
  certificateAnswer,
  deferred,
  generatedAnswer,
  loaded,
  noPostulation,
  notPostulated,
  paid,
  pdf,
  reading,
} from '@test/support/fovis/fovis-certificates-view-model';

// The FOVIS certificates page's view model up to step 1: its steps, the entry (postulation-info)
// and a card chosen. Steps 2 to 4 are in the .delivery test beside this one.

describe('FovisCertificatesViewModel (/subsidios/subsidio-vivienda/certificados-vivienda)', () => {
  it('keeps the step numbers of docs/fovis.md beside the phases, as data', () => {
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

    it("not postulated -> the defaults, 'No postulado' and 'Ninguno'", async () => {
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
});
