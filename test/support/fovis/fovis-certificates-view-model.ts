import { expect, vi } from 'vitest';
import type { FovisCertificateAnswer, PostulationInfoAnswer, SendDocumentAnswer } from '@/application/fovis/fovis-gateway.port';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { FovisCertificateType, PostulationInfoReading } from '@/domain/fovis/postulation-info.entity';
import type { Session } from '@/domain/shared/session/session.entity';
import { FovisCertificatesViewModel } from '@/presentation/fovis/certificados-vivienda/fovis-certificates.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { FakeIdentity } from '@test/support/fake-identity';
import { answer, bindFovisGateway, fakeFovisGateway } from '@test/support/fovis/fake-fovis-gateway';
import { createTestContainer } from '@test/support/test-container';

/*
 * The FOVIS certificates view model's test bench: María's postulation, the certificate's answers,
 * and the view model over its real use cases with every port it reaches faked, loaded up to the
 * step a test starts from.
 */

export const pdf = 'JVBERi0xLjQKJcfs';

export const maria: Session = {
  isLogged: true,
  userName: 'maria.restrepo',
  userFullName: 'María Restrepo',
  documentType: 'CC',
  documentNumber: '1037600123',
  roles: ['role_personas'],
};

export const reading: PostulationInfoReading = {
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

export const notPostulated: PostulationInfoReading = {
  ...reading,
  household: null,
  members: [],
  status: null,
  projectName: null,
  totalSaving: null,
  modality: null,
  certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
};

export const noPostulation: FovisCertificateType = { id: 1, name: 'Certificado de no postulación' };
export const paid: FovisCertificateType = { id: 9, name: 'Certificado de subsidio pagado' };

export const certificateAnswer = (code: number | null, value: Partial<FovisCertificateAnswer> = {}) =>
  answer<FovisCertificateAnswer>(code, { binary: null, name: null, message: null, ...value });
export const generatedAnswer = certificateAnswer(200, { binary: pdf, name: 'Otro nombre' });

/** The page's view model over the real use cases, with a fake gateway, feedback, identity and downloader. */
export function arrange({
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
export async function loaded(options: Parameters<typeof arrange>[0] = {}) {
  const arranged = arrange(options);
  await arranged.vm.load();
  return arranged;
}

/** Loaded and a certificate generated: step 2. */
export async function generated(options: Parameters<typeof arrange>[0] = {}) {
  const arranged = await loaded(options);
  await arranged.vm.choose(noPostulation);
  expect(arranged.vm.phase).toBe('ready');
  return arranged;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
