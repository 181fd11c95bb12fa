import { inject, injectable } from 'inversify';
import { deathCertificatesOutcome } from '@/domain/certificates/certificate-upload.outcomes';
import { CertificationsGateway, type DeathCertificateItem } from './certifications-gateway.port';

/** 'sent': the fund took the certificates (code 200); 'notSent': any other answer or none. */
export type DeathCertificatesResult = 'sent' | 'notSent';

/**
 * Sends the death certificates the person attached, one per beneficiary row (c09, spec
 * sections 4 and 7: POST certificates/defunction with code 'C09', which the gateway adds).
 *
 * A transport failure is 'notSent' like a rejection: the page's error step already tells the
 * person it did not go through and keeps the files for another try, which serves them better
 * than the generic modal that would send them home and lose every file.
 */
@injectable()
export class SendDeathCertificates {
  constructor(@inject(CertificationsGateway) private readonly gateway: CertificationsGateway) {}

  async execute(certificates: readonly DeathCertificateItem[]): Promise<DeathCertificatesResult> {
    // 'Enviar' is disabled without files; an empty call would only earn a rejection.
    if (certificates.length === 0) return 'notSent';
    const answer = await this.gateway.sendDeathCertificates({ certificates });
    if (!answer.ok) return 'notSent';
    return deathCertificatesOutcome(answer.code) === 'uploaded' ? 'sent' : 'notSent';
  }
}
