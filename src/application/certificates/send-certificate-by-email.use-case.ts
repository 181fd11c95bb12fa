import { inject, injectable } from 'inversify';
import { sendByEmailOutcome, type DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import { CertificatesGateway } from './certificates-gateway.port';

export type SendByEmailResult =
  /** `email` is where the fund sent it; null when its answer did not say. */
  | { readonly kind: 'sent'; readonly email: string | null }
  | { readonly kind: 'notSent' }
  | { readonly kind: 'systemError' };

/**
 * Sends the certificate on screen to the person's registered e-mail (the contract's `sendCertificateByEmail`:
 * POST sendCertificateByEmail with the code and the PDF). Code 0 -> sent (step 3); 422 -> step
 * 5; other codes and no answer -> system error.
 */
@injectable()
export class SendCertificateByEmail {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(certificate: DeliverableCertificate): Promise<SendByEmailResult> {
    const answer = await this.gateway.sendCertificateByEmail({ certificateCode: certificate.code, binaryFile: certificate.binary });
    if (!answer.ok) return { kind: 'systemError' };
    const outcome = sendByEmailOutcome(answer.code);
    if (outcome === 'sent') {
      const email = answer.value.email?.trim() ?? '';
      return { kind: 'sent', email: email === '' ? null : email };
    }
    return { kind: outcome };
  }
}
