import { inject, injectable } from 'inversify';
import type { AffiliationCardRequest, AnonymousCertificateAnswer, BeneficiariesAnswer, CertificateFileAnswer, CertificatesGateway, DeathCertificatesUpload, DownloadableCertificateRequest, ListedCertificate, MessageAnswer, MonetaryQuotaAnswer, SchoolCertificateUpload, SendCertificateByEmailRequest, SentByEmailAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import {
  beneficiaryDto,
  personDocumentDto,
  readBeneficiaries,
  readBeneficiaryAnswer,
  readCertificateFile,
  readCertificateList,
  readFosfecAnswer,
  readMessage,
  readMonetaryQuota,
  readSentByEmail,
  readWorkerAnswer,
} from './certificates.mapper';

const base = '/api/v1/certifications';

/** The paths of the contract's Certificates operations (docs/api/openapi.yaml); appended to `apiBaseUrl` by the HTTP client. */
const certificatesApiPaths = {
  list: `${base}/listarCertificados`,
  worker: `${base}/afiliado/sin-beneficiarios`,
  beneficiary: `${base}/beneficiario`,
  fosfec: `${base}/fosfec`,
  monetaryQuota: `${base}/cuota-monetaria`,
  downloadable: `${base}/certificates/downloadable`,
  sendByEmail: `${base}/sendCertificateByEmail`,
  beneficiaries: `${base}/certificates/getDataBeneficiary`,
  schoolUpload: `${base}/upload/certificateSchool`,
  affiliationCard: `${base}/affiliationCard`,
  defunction: `${base}/certificates/defunction`,
} as const;

/**
 * {@link CertificatesGateway} over the {@link HttpClient}. The client attaches the bearer
 * token whenever someone is signed in, so the calls the contract secures with `bearerAuth` need
 * nothing more here; the anonymous ones simply go with one too when a session exists, which the
 * contract allows (docs/api/README.md: an optional token). Decoding lives in `certificates.mapper.ts`; the envelope and the business code are read
 * by the shared `toGatewayAnswer`, in each call's `CodeOrder`.
 */
@injectable()
export class AxiosCertificatesGateway implements CertificatesGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async listCertificates(): Promise<GatewayAnswer<{ readonly cards: readonly ListedCertificate[] | null }>> {
    return toGatewayAnswer(await this.http.get(certificatesApiPaths.list), 'code-first', readCertificateList);
  }

  async requestWorkerCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>> {
    const response = await this.http.get(certificatesApiPaths.worker, { params: documentParams(query) });
    return toGatewayAnswer(response, 'code-first', readWorkerAnswer);
  }

  async requestBeneficiaryCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>> {
    const response = await this.http.get(certificatesApiPaths.beneficiary, { params: documentParams(query) });
    return toGatewayAnswer(response, 'data-code-first', readBeneficiaryAnswer);
  }

  async requestFosfecCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>> {
    const response = await this.http.get(certificatesApiPaths.fosfec, { params: documentParams(query) });
    return toGatewayAnswer(response, 'code-first', readFosfecAnswer);
  }

  async getMonetaryQuota(): Promise<GatewayAnswer<MonetaryQuotaAnswer>> {
    return toGatewayAnswer(await this.http.get(certificatesApiPaths.monetaryQuota), 'code-first', readMonetaryQuota);
  }

  async requestDownloadableCertificate(request: DownloadableCertificateRequest): Promise<GatewayAnswer<CertificateFileAnswer>> {
    const response = await this.http.post(certificatesApiPaths.downloadable, {
      certificateCode: request.certificateCode,
      optionalPersons: request.optionalPersons === null ? null : request.optionalPersons.map(personDocumentDto),
    });
    return toGatewayAnswer(response, 'responseCode-first', readCertificateFile);
  }

  async sendCertificateByEmail(request: SendCertificateByEmailRequest): Promise<GatewayAnswer<SentByEmailAnswer>> {
    const response = await this.http.post(certificatesApiPaths.sendByEmail, {
      certificateCode: request.certificateCode,
      binaryFile: request.binaryFile,
      sendEmail: true,
    });
    return toGatewayAnswer(response, 'code-first', readSentByEmail);
  }

  async getBeneficiaries(request: { readonly includeAll?: boolean } = {}): Promise<GatewayAnswer<BeneficiariesAnswer>> {
    const response = await this.http.get(certificatesApiPaths.beneficiaries, {
      params: { includeAll: request.includeAll ?? true },
    });
    return toGatewayAnswer(response, 'responseCode-first', readBeneficiaries);
  }

  async uploadSchoolCertificate(request: SchoolCertificateUpload): Promise<GatewayAnswer<MessageAnswer>> {
    const response = await this.http.post(certificatesApiPaths.schoolUpload, {
      code: 'C05',
      consecutivo: request.consecutivo,
      typeFile: request.typeFile,
      binaryFile: request.binaryFile,
      optionalsPersons: request.optionalsPersons.map(beneficiaryDto),
    });
    return toGatewayAnswer(response, 'code-first', readMessage);
  }

  async requestAffiliationCard(request: AffiliationCardRequest): Promise<GatewayAnswer<CertificateFileAnswer>> {
    const response = await this.http.post(certificatesApiPaths.affiliationCard, {
      beneficiaries: request.beneficiaries.map(beneficiaryDto),
      certificateCode: 'C08',
    });
    return toGatewayAnswer(response, 'responseCode-first', readCertificateFile);
  }

  async sendDeathCertificates(request: DeathCertificatesUpload): Promise<GatewayAnswer<MessageAnswer>> {
    const response = await this.http.post(certificatesApiPaths.defunction, {
      code: 'C09',
      certificates: request.certificates.map((item) => ({
        fileType: item.fileType,
        binaryFile: item.binaryFile,
        beneficiary: beneficiaryDto(item.beneficiary),
      })),
    });
    return toGatewayAnswer(response, 'code-first', readMessage);
  }
}

/** The anonymous calls' query (the contract's `tipoDoc` and `numDoc` parameters). */
const documentParams = (query: DocumentQuery) => ({ tipoDoc: query.documentType, numDoc: query.documentNumber });
