import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  RequestDownloadableCertificate,
  type DownloadableCertificateCode,
} from '@/application/certificates/request-downloadable-certificate.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { CertificateDeliveryViewModel, type CertificateDeliveryStep } from '@/presentation/certificates/shared/delivery/certificate-delivery.view-model';

/** 0 while the certificate is requested; 4 conditions not met; otherwise a delivery step. */
export type SignedInCertificateStep = 0 | 4 | CertificateDeliveryStep;

/**
 * The income-tax (c04) and with-beneficiaries (c06) pages (spec sections 2 and 4): the
 * certificate is requested on entry; responseCode 0 -> step 1, any other code -> step 4, a
 * transport error -> 'Error del sistema', whose closing goes home with a reload.
 */
@injectable()
export class SignedInCertificateViewModel {
  private phase: 'loading' | 'unavailable' | 'delivery' = 'loading';
  private hasStartedLoading = false;

  constructor(
    @inject(RequestDownloadableCertificate) private readonly requestCertificate: RequestDownloadableCertificate,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'requestCertificate' | 'ui' | 'hasStartedLoading'>(this, {
      requestCertificate: false,
      delivery: false,
      ui: false,
      hasStartedLoading: false,
    });
  }

  get step(): SignedInCertificateStep {
    if (this.phase === 'loading') return 0;
    if (this.phase === 'unavailable') return 4;
    return this.delivery.step;
  }

  /** Once per page visit, however often the page's effect runs (StrictMode runs it twice). */
  async load(code: DownloadableCertificateCode): Promise<void> {
    if (this.hasStartedLoading) return;
    this.hasStartedLoading = true;
    const result = await this.ui.withLoader(() => this.requestCertificate.execute(code));
    runInAction(() => {
      if (result.kind === 'ready') {
        this.delivery.start(result.certificate);
        this.phase = 'delivery';
      } else if (result.kind === 'notAvailable') {
        this.phase = 'unavailable';
      } else {
        this.ui.showSystemError('goHomeAndReload');
      }
    });
  }
}
