import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DownloadFovisCertificate } from '@/application/fovis/download-fovis-certificate.use-case';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import type { FovisCertificateType, PostulationInfo } from '@/domain/fovis/postulation-info.entity';
import type { DeliveryScreen } from '@/presentation/shared/components/certificate-delivery/certificate-delivery-screens';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/**
 * The screens of /subsidios/subsidio-vivienda/certificados-vivienda (spec sections 2 and 4):
 * 'loading' while the postulation info is asked for; 'failed' once 'Error del sistema' is up
 * (closing it leaves the page); then the summary on top of step 1 'choosing' (the card grid),
 * step 2 'generated', step 3 'downloaded' and step 4 'sent'.
 */
export type FovisCertificatesPhase = 'loading' | 'failed' | 'choosing' | 'generated' | 'downloaded' | 'sent';

/** The spec's step numbers (section 2, 'FOVIS certificates'): data, not state. */
export const fovisCertificatesSteps = { choosing: 1, generated: 2, downloaded: 3, sent: 4 } as const satisfies Record<
  Exclude<FovisCertificatesPhase, 'loading' | 'failed'>,
  number
>;

/**
 * Why the modal 'Certificado no disponible' is up: the fund answered '500' (`notEligible`), or
 * the card's id is not one of the 14 (`unavailable`).
 */
export type FovisUnavailableReason = 'notEligible' | 'unavailable';

/** Which shared delivery screen shows each FOVIS step from 2 on. */
const deliveryScreens: Partial<Record<FovisCertificatesPhase, DeliveryScreen>> = {
  generated: 'ready',
  downloaded: 'downloaded',
  sent: 'sent',
};

/**
 * The FOVIS certificates: the postulation summary on entry, a card
 * picks a certificate, and the generated one is downloaded or sent by e-mail. Every command is
 * one `InFlight`: while a card's request, the download or the sending runs, the others (and a
 * second click of the same) do nothing. Every failure raises 'Error del sistema', whose closing
 * goes to the online-services home (spec section 8: certificate failures go home).
 */
@injectable()
export class FovisCertificatesViewModel {
  phase: FovisCertificatesPhase = 'loading';
  info: PostulationInfo | null = null;
  /** The certificate of steps 2 to 4. */
  certificate: FovisCertificate | null = null;
  downloadedFileName: string | null = null;
  /** Where the fund sent it (`data.mail`); null when it did not say. */
  sentTo: string | null = null;
  /** The modal 'Certificado no disponible', when up. */
  unavailableReason: FovisUnavailableReason | null = null;
  readonly submission = new InFlight();

  constructor(
    @inject(LoadPostulationInfo) private readonly loadPostulationInfo: LoadPostulationInfo,
    @inject(RequestFovisCertificate) private readonly requestCertificate: RequestFovisCertificate,
    @inject(DownloadFovisCertificate) private readonly downloadCertificate: DownloadFovisCertificate,
    @inject(SendFovisCertificateByEmail) private readonly sendCertificate: SendFovisCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadPostulationInfo' | 'requestCertificate' | 'downloadCertificate' | 'sendCertificate' | 'ui'>(this, {
      info: observableRef,
      certificate: observableRef,
      ...notState('load', 'loadPostulationInfo', 'requestCertificate', 'downloadCertificate', 'sendCertificate', 'ui', 'submission'),
    });
  }

  get isSubmitting(): boolean {
    return this.submission.isSubmitting;
  }

  /** The spec's number of the current step; null while loading or after a failed load. */
  get step(): number | null {
    return this.phase === 'loading' || this.phase === 'failed' ? null : fovisCertificatesSteps[this.phase];
  }

  /** The shared delivery screen of steps 2 to 4; null on the other screens. */
  get deliveryScreen(): DeliveryScreen | null {
    return this.certificate === null ? null : (deliveryScreens[this.phase] ?? null);
  }

  /** GET postulation-info, once per visit: 200 -> the summary and step 1; anything else -> 'Error del sistema'. */
  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.loadPostulationInfo.execute());
    runInAction(() => {
      if (result.kind === 'summary') {
        this.info = result.info;
        this.phase = 'choosing';
      } else {
        this.phase = 'failed';
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  });

  /** Step 1, a card chosen: generated -> step 2; '500' or an id outside 1-14 -> the modal; else 'Error del sistema'. */
  async choose(type: FovisCertificateType): Promise<void> {
    if (this.phase !== 'choosing' || this.unavailableReason !== null) return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.requestCertificate.execute(type));
      runInAction(() => {
        if (result.kind === 'generated') {
          this.certificate = result.certificate;
          this.downloadedFileName = null;
          this.sentTo = null;
          this.phase = 'generated';
        } else if (result.kind === 'notEligible' || result.kind === 'unavailable') {
          this.unavailableReason = result.kind;
        } else {
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }

  /** The modal 'Certificado no disponible' closed: step 1 again, another card can be chosen. */
  closeUnavailable(): void {
    this.unavailableReason = null;
  }

  /** Step 2, 'Descargar certificado': registered and saved -> step 3; a failure -> 'Error del sistema'. */
  async download(): Promise<void> {
    const certificate = this.certificate;
    if (certificate === null || this.phase !== 'generated') return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.downloadCertificate.execute(certificate));
      runInAction(() => {
        if (result.kind === 'downloaded') {
          this.downloadedFileName = result.fileName;
          this.phase = 'downloaded';
        } else if (result.kind === 'systemError') {
          this.ui.showSystemError('goHomeAndReload');
        }
        // 'notSignedIn': nothing was sent (spec section 4, 'If the token is missing, nothing
        // happens'); the session's own notices say why.
      });
    });
  }

  /** Step 2, 'Enviar al correo': sent -> step 4 with the fund's `data.mail`; a failure -> 'Error del sistema'. */
  async send(): Promise<void> {
    const certificate = this.certificate;
    if (certificate === null || this.phase !== 'generated') return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.sendCertificate.execute(certificate));
      runInAction(() => {
        if (result.kind === 'sent') {
          this.sentTo = result.email;
          this.phase = 'sent';
        } else if (result.kind === 'systemError') {
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }

  /** 'Regresar' on step 2 and 'Nuevo certificado' on steps 3 and 4: back to the card grid. */
  chooseAnother(): void {
    if (this.certificate === null || this.isSubmitting) return;
    this.certificate = null;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.phase = 'choosing';
  }
}
