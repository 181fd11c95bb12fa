import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RegisterFovisDownload } from '@/application/fovis/register-fovis-download.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import type { FovisCertificateType, PostulationInfo } from '@/domain/fovis/postulation-info.entity';
import {
  CertificateDeliveryViewModel,
  type CertificateDeliveryCalls,
  type DeliveryPhase,
  withDeliveryPhase,
} from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { fovisCertificatesMessages as m } from './fovis-certificates.messages';

/**
 * The screens of /subsidios/subsidio-vivienda/certificados-vivienda (docs/fovis.md):
 * 'loading' while the postulation info is asked for; 'unavailable' once 'Error del sistema' is up
 * (closing it leaves the page); then the summary on top of step 1 'choosing' (the card grid), and
 * the shared delivery screens: step 2 'ready' ('Certificado generado'), step 3 'downloaded' and
 * step 4 'sent'. The fund's send-document answers no 'notSent', so FOVIS never shows that screen.
 */
export type FovisCertificatesPhase = 'loading' | 'unavailable' | 'choosing' | DeliveryPhase;

/** The step numbers (docs/fovis.md, 'FOVIS certificates'): data, not state. */
export const fovisCertificatesSteps = { choosing: 1, ready: 2, downloaded: 3, sent: 4 } as const satisfies Partial<
  Record<FovisCertificatesPhase, number>
>;

/**
 * Why the modal 'Certificado no disponible' is up: the fund answered '500' (`notEligible`), or
 * the card's id is not one of the 14 (`unavailable`).
 */
export type FovisUnavailableReason = 'notEligible' | 'unavailable';

/**
 * The FOVIS certificates: the postulation summary on entry, a card picks a certificate, and the
 * shared delivery hands the generated one over, after FOVIS's own registration with the fund
 * (send-document): the download is registered before the PDF is saved, and the e-mail is the
 * registration with `sendEmail: true`. A card's request is one `InFlight`, and the delivery's
 * commands another: while one runs, a second click does nothing. A card the fund will not
 * generate opens the modal 'Certificado no disponible' through `UiFeedback`; every other failure
 * raises 'Error del sistema', whose closing goes to the online-services home (as every
 * certificate failure does).
 */
@injectable()
export class FovisCertificatesViewModel {
  /** The page's own screens; 'delivery' hands the phase over to the delivery screens. */
  private screen: 'loading' | 'unavailable' | 'choosing' | 'delivery' = 'loading';
  info: PostulationInfo | null = null;
  /** The certificate of steps 2 to 4. */
  certificate: FovisCertificate | null = null;
  /** The modal 'Certificado no disponible', while up: no card can be chosen behind it. */
  unavailableReason: FovisUnavailableReason | null = null;
  readonly submission = new InFlight();
  private readonly deliveryCalls: CertificateDeliveryCalls<FovisCertificate>;

  constructor(
    @inject(LoadPostulationInfo) private readonly loadPostulationInfo: LoadPostulationInfo,
    @inject(RequestFovisCertificate) private readonly requestCertificate: RequestFovisCertificate,
    @inject(RegisterFovisDownload) registerDownload: RegisterFovisDownload,
    @inject(SendFovisCertificateByEmail) sendByEmail: SendFovisCertificateByEmail,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    this.deliveryCalls = {
      registerDownload: (certificate) => registerDownload.execute(certificate),
      send: (certificate) => sendByEmail.execute(certificate),
    };
    makeAutoObservable<this, 'loadPostulationInfo' | 'requestCertificate' | 'deliveryCalls' | 'ui'>(this, {
      info: observableRef,
      certificate: observableRef,
      ...notState('load', 'loadPostulationInfo', 'requestCertificate', 'deliveryCalls', 'delivery', 'ui', 'submission'),
    });
  }

  get phase(): FovisCertificatesPhase {
    return withDeliveryPhase(this.screen, this.delivery);
  }

  /** A command in flight: a card's request, the download or the sending. */
  get isSubmitting(): boolean {
    return this.submission.isSubmitting || this.delivery.isSubmitting;
  }

  /** The current step's number; null while loading, after a failed load, or on a screen FOVIS has no number for. */
  get step(): number | null {
    const phase = this.phase;
    return phase === 'loading' || phase === 'unavailable' || phase === 'notSent' ? null : fovisCertificatesSteps[phase];
  }

  /** GET postulation-info, once per visit: 200 -> the summary and step 1; anything else -> 'Error del sistema'. */
  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.loadPostulationInfo.execute());
    runInAction(() => {
      if (result.kind === 'summary') {
        this.info = result.info;
        this.screen = 'choosing';
      } else {
        this.screen = 'unavailable';
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  });

  /** Step 1, a card chosen: generated -> step 2; '500' or an id outside 1-14 -> the modal; else 'Error del sistema'. */
  async choose(type: FovisCertificateType): Promise<void> {
    if (this.screen !== 'choosing' || this.unavailableReason !== null) return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.requestCertificate.execute(type));
      runInAction(() => {
        if (result.kind === 'generated') {
          this.certificate = result.certificate;
          this.delivery.start(result.certificate, this.deliveryCalls);
          this.screen = 'delivery';
        } else if (result.kind === 'notEligible' || result.kind === 'unavailable') {
          this.showUnavailable(result.kind);
        } else {
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }

  /** The modal 'Certificado no disponible' closed ('Aceptar' or Escape): step 1 again, another card can be chosen. */
  closeUnavailable(): void {
    this.unavailableReason = null;
  }

  /** 'Regresar' on step 2 and 'Nuevo certificado' on steps 3 and 4: back to the card grid. */
  chooseAnother(): void {
    if (this.certificate === null || this.isSubmitting) return;
    this.certificate = null;
    this.delivery.clear();
    this.screen = 'choosing';
  }

  private showUnavailable(reason: FovisUnavailableReason): void {
    this.unavailableReason = reason;
    const close = () => this.closeUnavailable();
    this.ui.showModal({
      tone: 'warning',
      title: m.unavailable.title,
      message: m.unavailable.reasons[reason],
      actions: [{ label: m.unavailable.accept, onSelect: close }],
      onDismiss: close,
    });
  }
}
