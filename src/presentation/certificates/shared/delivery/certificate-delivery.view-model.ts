import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SaveCertificateFile } from '@/application/certificates/save-certificate-file.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';

/**
 * The delivery screens of the signed-in certificate pages (spec section 2): ready (download or
 * send by e-mail), downloaded, sent, and notSent (the fund answered 422: it could not send it).
 */
export type DeliveryPhase = 'ready' | 'downloaded' | 'sent' | 'notSent';

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

/** Hands a generated certificate over: download it, or have the fund e-mail it. */
@injectable()
export class CertificateDeliveryViewModel {
  phase: DeliveryPhase = 'ready';
  certificate: DeliverableCertificate | null = null;
  downloadedFileName: string | null = null;
  /** Where the fund sent it; null when it did not say. */
  sentTo: string | null = null;

  constructor(
    @inject(SaveCertificateFile) private readonly saveCertificateFile: SaveCertificateFile,
    @inject(SendCertificateByEmail) private readonly sendCertificateByEmail: SendCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'saveCertificateFile' | 'sendCertificateByEmail' | 'ui'>(this, {
      certificate: observableRef,
      saveCertificateFile: false,
      sendCertificateByEmail: false,
      ui: false,
    });
  }

  /** A new certificate arrived: back to 'ready' with nothing downloaded or sent yet. */
  start(certificate: DeliverableCertificate): void {
    this.certificate = certificate;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.phase = 'ready';
  }

  download(): void {
    if (this.certificate === null) return;
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
  }
}
