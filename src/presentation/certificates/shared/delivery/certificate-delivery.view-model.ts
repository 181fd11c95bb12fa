import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SaveCertificateFile } from '@/application/certificates/save-certificate-file.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';

/**
 * The delivery steps of the signed-in certificate pages (spec section 2): 1 ready (download or
 * send by e-mail), 2 downloaded, 3 sent, 5 sending failed (HTTP or code 422).
 */
export type CertificateDeliveryStep = 1 | 2 | 3 | 5;

/** Hands a generated certificate over: download it, or have the fund e-mail it. */
@injectable()
export class CertificateDeliveryViewModel {
  step: CertificateDeliveryStep = 1;
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

  /** A new certificate arrived: back to step 1 with nothing downloaded or sent yet. */
  start(certificate: DeliverableCertificate): void {
    this.certificate = certificate;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.step = 1;
  }

  download(): void {
    if (this.certificate === null) return;
    const result = this.saveCertificateFile.execute(this.certificate);
    if (result.kind === 'saved') {
      this.downloadedFileName = result.fileName;
      this.step = 2;
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
        this.step = 3;
      } else if (result.kind === 'notSent') {
        this.step = 5;
      } else {
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  }
}
