import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CertificateGenerationResult } from '@/application/certificates/certificate-generation-result.model';
import { SaveCertificateFile } from '@/application/certificates/save-certificate-file.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import type { DeliveryScreen } from '@/presentation/shared/components/certificate-delivery/certificate-delivery-screens';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/**
 * The delivery screens of the signed-in certificate pages (spec section 2): ready (download or
 * send by e-mail), downloaded, sent, and notSent (the fund answered 422: it could not send it).
 * The screens themselves are the shared `CertificateDeliveryScreens`, which FOVIS shows too.
 */
export type DeliveryPhase = DeliveryScreen;

/** The spec's numbers for the delivery screens (section 2, 'Certificate pages with sign-in'): data, not state. */
export const certificateDeliverySteps = { ready: 1, downloaded: 2, sent: 3, notSent: 5 } as const satisfies Record<DeliveryPhase, number>;

const deliveryPhases: readonly string[] = Object.keys(certificateDeliverySteps);

/** Whether a page's phase is one of the delivery screens, which `CertificateDelivery` shows. */
export function isDeliveryPhase(phase: string): phase is DeliveryPhase {
  return deliveryPhases.includes(phase);
}

/**
 * A page's phase when its last screens are the delivery: its own screen, or, once it has handed
 * the certificate to the delivery ('delivery'), the delivery's phase.
 */
export function withDeliveryPhase<Screen extends string>(
  screen: Screen | 'delivery',
  delivery: CertificateDeliveryViewModel,
): Screen | DeliveryPhase {
  return screen === 'delivery' ? delivery.phase : screen;
}

/** A signed-in certificate page whose generated certificate ends in the delivery screens (c04, c05, c06, c08). */
export interface GeneratedCertificatePage {
  /** The certificate is ready: the delivery screens take it. */
  deliver(certificate: DeliverableCertificate): void;
  /** The fund answered another code: the page's 'Certificado no disponible'. */
  showUnavailable(reason: 'noCumpleLasCondiciones'): void;
}

/**
 * One rule for every signed-in certificate's generation (spec section 8): ready -> delivery;
 * not available -> the page's unavailable screen; no usable answer -> 'Error del sistema', whose
 * closing goes home with a reload. Call it inside the page's MobX action.
 */
export function showGeneratedCertificate(result: CertificateGenerationResult, page: GeneratedCertificatePage, ui: UiFeedback): void {
  if (result.kind === 'ready') page.deliver(result.certificate);
  else if (result.kind === 'noCumpleLasCondiciones') page.showUnavailable(result.kind);
  else ui.showSystemError('goHomeAndReload');
}

/** Hands a generated certificate over: download it, or have the fund e-mail it. */
@injectable()
export class CertificateDeliveryViewModel {
  phase: DeliveryPhase = 'ready';
  certificate: DeliverableCertificate | null = null;
  downloadedFileName: string | null = null;
  /** Where the fund sent it; null when it did not say. */
  sentTo: string | null = null;
  /** 'Enviar al correo' in flight: both buttons are disabled and a second click is ignored. */
  readonly submission = new InFlight();

  constructor(
    @inject(SaveCertificateFile) private readonly saveCertificateFile: SaveCertificateFile,
    @inject(SendCertificateByEmail) private readonly sendCertificateByEmail: SendCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'saveCertificateFile' | 'sendCertificateByEmail' | 'ui'>(this, {
      certificate: observableRef,
      ...notState('saveCertificateFile', 'sendCertificateByEmail', 'ui', 'submission'),
    });
  }

  /** A new certificate arrived: back to 'ready' with nothing downloaded or sent yet. */
  start(certificate: DeliverableCertificate): void {
    this.certificate = certificate;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.phase = 'ready';
  }

  get isSubmitting(): boolean {
    return this.submission.isSubmitting;
  }

  download(): void {
    if (this.certificate === null || this.isSubmitting) return;
    const result = this.saveCertificateFile.execute(this.certificate);
    if (result.kind === 'saved') {
      this.downloadedFileName = result.fileName;
      this.phase = 'downloaded';
    } else {
      this.ui.showSystemError('goHomeAndReload');
    }
  }

  async send(): Promise<void> {
    const certificate = this.certificate;
    if (certificate === null) return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(() => this.sendCertificateByEmail.execute(certificate));
      runInAction(() => {
        if (result.kind === 'sent') {
          this.sentTo = result.email;
          this.phase = 'sent';
        } else if (result.kind === 'notSent') {
          this.phase = 'notSent';
        } else {
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }
}
