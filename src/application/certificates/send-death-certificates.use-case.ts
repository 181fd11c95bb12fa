import { inject, injectable } from 'inversify';
import { deathCertificatesOutcome } from '@/domain/certificates/certificate-upload.outcomes';
import { CertificatesGateway, type DeathCertificateItem } from './certificates-gateway.port';

/** 'uploaded': the fund took the certificates (code 200); 'notUploaded': any other answer or none. */
export type DeathCertificatesResult = { readonly kind: 'uploaded' } | { readonly kind: 'notUploaded' };

/**
 * Sends the death certificates the person attached, one per beneficiary row (c09, the contract's
 * `sendDeathCertificates`: POST certificates/defunction with code 'C09', which the gateway adds).
 *
 * A transport failure is 'notUploaded' like a rejection: the page's error step already tells the
 * person it did not go through and keeps the files for another try, which serves them better
 * than the generic modal that would send them home and lose every file.
 */
@injectable()
export class SendDeathCertificates {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(certificates: readonly DeathCertificateItem[]): Promise<DeathCertificatesResult> {
    // 'Enviar' is disabled without files; an empty call would only earn a rejection.
    if (certificates.length === 0) return { kind: 'notUploaded' };
    const answer = await this.gateway.sendDeathCertificates({ certificates });
    if (!answer.ok) return { kind: 'notUploaded' };
    return { kind: deathCertificatesOutcome(answer.code) };
  }
}
