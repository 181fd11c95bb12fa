import type { CertificateGenerationResult } from '@/application/certificates/certificate-generation-result.model';
import type { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import type { CertificateDeliveryCalls } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';

/** The signed-in certificates' own delivery call: the fund's sendCertificateByEmail; the download is the shared save alone. */
export function certificateDeliveryCalls(sendCertificateByEmail: SendCertificateByEmail): CertificateDeliveryCalls<DeliverableCertificate> {
  return { send: (certificate) => sendCertificateByEmail.execute(certificate) };
}

/** A signed-in certificate page whose generated certificate ends in the delivery screens (c04, c05, c06, c08). */
export interface GeneratedCertificatePage {
  /** The certificate is ready: the delivery screens take it. */
  deliver(certificate: DeliverableCertificate): void;
  /** The fund answered another code: the page's 'Certificado no disponible'. */
  showUnavailable(reason: 'noCumpleLasCondiciones'): void;
}

/**
 * One rule for every signed-in certificate's generation: ready -> delivery;
 * not available -> the page's unavailable screen; no usable answer -> 'Error del sistema', whose
 * closing goes home with a reload. Call it inside the page's MobX action.
 */
export function showGeneratedCertificate(result: CertificateGenerationResult, page: GeneratedCertificatePage, ui: UiFeedback): void {
  if (result.kind === 'ready') page.deliver(result.certificate);
  else if (result.kind === 'noCumpleLasCondiciones') page.showUnavailable(result.kind);
  else ui.showSystemError('goHomeAndReload');
}
