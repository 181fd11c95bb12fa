import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  RequestDownloadableCertificate,
  type DownloadableCertificateCode,
} from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { certificateDeliveryCalls, type GeneratedCertificatePage, showGeneratedCertificate } from '@/presentation/certificates/shared/delivery/certificate-delivery-calls.util';
import { certificateDeliverySteps, CertificateDeliveryViewModel, type DeliveryPhase, withDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';

/**
 * The screens of a signed-in certificate page: 'loading' while the certificate is requested
 * (nothing but the intro shows), 'unavailable' when the fund says the conditions are not met,
 * then the delivery screens.
 */
export type SignedInCertificatePhase = 'loading' | 'unavailable' | DeliveryPhase;

/** The screens' step numbers (docs/certificates.md: steps 1 to 5): data, not state. */
export const signedInCertificateSteps = { ...certificateDeliverySteps, unavailable: 4 } as const satisfies Record<
  Exclude<SignedInCertificatePhase, 'loading'>,
  number
>;

/**
 * The income-tax (c04) and with-beneficiaries (c06) pages (docs/certificates.md): the page
 * names its certificate with `configure(code)`, and `load()` requests it on entry; responseCode 0
 * -> the delivery screens, any other code ->
 * 'unavailable' (noCumpleLasCondiciones), a transport error -> 'Error del sistema', whose
 * closing goes home with a reload (the page stays 'loading' behind the modal).
 */
@injectable()
export class SignedInCertificateViewModel implements GeneratedCertificatePage {
  /** The page's own screens; 'delivery' hands the phase over to the delivery screens. */
  private screen: 'loading' | 'unavailable' | 'delivery' = 'loading';
  /** The certificate the page requests, set by `configure` before the first render. */
  private code: DownloadableCertificateCode | null = null;

  constructor(
    @inject(RequestDownloadableCertificate) private readonly requestCertificate: RequestDownloadableCertificate,
    @inject(CertificateDeliveryViewModel) readonly delivery: CertificateDeliveryViewModel,
    @inject(SendCertificateByEmail) private readonly sendCertificateByEmail: SendCertificateByEmail,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'requestCertificate' | 'sendCertificateByEmail' | 'ui' | 'code'>(this, {
      ...notState('load', 'requestCertificate', 'delivery', 'sendCertificateByEmail', 'ui', 'code'),
    });
  }

  /** Which certificate this page is (C04 or C06); the page calls it once, before the first render. */
  configure(code: DownloadableCertificateCode): void {
    this.code = code;
  }

  get phase(): SignedInCertificatePhase {
    return withDeliveryPhase(this.screen, this.delivery);
  }

  /** Once per page visit, however often the page's effect runs (StrictMode runs it twice). */
  readonly load = loadOnce(async () => {
    const code = this.code;
    if (code === null) throw new Error('SignedInCertificateViewModel: configure(code) comes before load()');
    const result = await this.ui.withLoader(() => this.requestCertificate.execute(code));
    runInAction(() => showGeneratedCertificate(result, this, this.ui));
  });

  deliver(certificate: DeliverableCertificate): void {
    this.delivery.start(certificate, certificateDeliveryCalls(this.sendCertificateByEmail));
    this.screen = 'delivery';
  }

  showUnavailable(): void {
    this.screen = 'unavailable';
  }
}
