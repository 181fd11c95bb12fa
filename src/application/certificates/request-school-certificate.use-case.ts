import { inject, injectable } from 'inversify';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { deliverableCertificateNames, type DeliverableCertificate } from '@/domain/certificates/certificate-delivery.outcomes';
import { CertificationsGateway } from './certifications-gateway.port';

export type SchoolCertificateRequestResult =
  | { readonly kind: 'ready'; readonly certificate: DeliverableCertificate }
  | { readonly kind: 'notAvailable' }
  | { readonly kind: 'systemError' };

/**
 * Asks the fund for the school certificate of one beneficiary (c05 download, spec sections 4
 * and 7: POST certificates/downloadable with certificateCode 'C05' and optionalPersons =
 * [that beneficiary]). responseCode 0 with the PDF -> ready (step 1 of the delivery screens: download
 * or send by e-mail, as for C04 and C06); any other code -> not available (conditions not met);
 * no answer, or a 0 without a PDF -> system error ('Error del sistema', back to the home page).
 */
@injectable()
export class RequestSchoolCertificate {
  constructor(@inject(CertificationsGateway) private readonly gateway: CertificationsGateway) {}

  async execute(beneficiary: Beneficiary): Promise<SchoolCertificateRequestResult> {
    const answer = await this.gateway.requestDownloadableCertificate({
      certificateCode: 'C05',
      optionalPersons: [{ documentType: beneficiary.documentType, documentNumber: beneficiary.documentNumber }],
    });
    if (!answer.ok) return { kind: 'systemError' };
    if (answer.code !== 0) return { kind: 'notAvailable' };
    const { binary, name } = answer.value;
    if (binary === null || binary === '') return { kind: 'systemError' };
    return { kind: 'ready', certificate: { code: 'C05', name: name ?? deliverableCertificateNames.C05, binary } };
  }
}
