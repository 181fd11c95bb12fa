import { inject, injectable } from 'inversify';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { schoolCertificateUploadOutcome } from '@/domain/certificates/certificate-upload.outcomes';
import { sequentialNumberForRequest } from '@/domain/certificates/school-sequential-number.rules';
import { CertificatesGateway } from './certificates-gateway.port';

/**
 * Where the school certificate comes from (docs/certificates.md, steps 8 and 9): issued under the
 * fund's own scheme, which prints a sequential number, or by another institution (external).
 */
type SchoolCertificateSource =
  | { readonly scheme: 'own'; readonly sequentialNumber: string }
  | { readonly scheme: 'external' };

interface SchoolCertificateFile {
  /** MIME type: 'application/pdf', 'image/jpeg' or 'image/png'. */
  readonly mimeType: string;
  /** The file as base64, without a data-URL prefix. */
  readonly base64: string;
}

export interface SchoolCertificateSubmission {
  readonly source: SchoolCertificateSource;
  readonly file: SchoolCertificateFile;
  readonly beneficiary: Beneficiary;
}

/**
 * 'uploaded': code 200 (step 10). 'invalidSequentialNumber': the own-scheme number breaks the
 * rule, nothing was sent. 'systemError': any other code, or no answer ('Error del sistema').
 */
export type SchoolCertificateUploadResult =
  | { readonly kind: 'uploaded' }
  | { readonly kind: 'invalidSequentialNumber' }
  | { readonly kind: 'systemError' };

/**
 * Uploads a school certificate for one beneficiary (c05, the contract's `uploadSchoolCertificate`: POST
 * upload/certificateSchool with code 'C05', which the gateway adds; `consecutivo` is the
 * sequential number for the own scheme and null for an external certificate).
 */
@injectable()
export class UploadSchoolCertificate {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute({ source, file, beneficiary }: SchoolCertificateSubmission): Promise<SchoolCertificateUploadResult> {
    const consecutivo = source.scheme === 'own' ? sequentialNumberForRequest(source.sequentialNumber) : null;
    if (source.scheme === 'own' && consecutivo === null) return { kind: 'invalidSequentialNumber' };
    const answer = await this.gateway.uploadSchoolCertificate({
      consecutivo,
      typeFile: file.mimeType,
      binaryFile: file.base64,
      optionalsPersons: [beneficiary],
    });
    if (!answer.ok) return { kind: 'systemError' };
    // The contract names no failure of its own here: 'notUploaded' is the generic error.
    return schoolCertificateUploadOutcome(answer.code) === 'uploaded' ? { kind: 'uploaded' } : { kind: 'systemError' };
  }
}
