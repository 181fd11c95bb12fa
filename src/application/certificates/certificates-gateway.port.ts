import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { Beneficiary, PersonDocument } from '@/domain/certificates/beneficiary.entity';
import type { UpstreamCertificateCode } from '@/domain/certificates/certificate-card.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';

/**
 * The fund's certifications API (docs/api/openapi.yaml, every `/api/v1/certifications` call) as the
 * certificate use cases need it. The adapter (`AxiosCertificatesGateway`) speaks HTTP and
 * JSON; this port speaks answers: a business code and the fields the flows read, already
 * type-checked. What a code means (next step, toast, modal) is the domain's outcome tables'
 * business, never the adapter's.
 *
 * Every method resolves, never rejects.
 */
export interface CertificatesGateway {
  /** GET listarCertificados. `cards` is null when `data` is not a list. */
  listCertificates(): Promise<GatewayAnswer<{ readonly cards: readonly ListedCertificate[] | null }>>;

  /** GET afiliado/sin-beneficiarios?tipoDoc&numDoc (c01, no sign-in). `email` from `data`. */
  requestWorkerCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>>;

  /** GET beneficiario?tipoDoc&numDoc (c02, no sign-in). Code, `detail` (e-mail), `description` live in `data`. */
  requestBeneficiaryCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>>;

  /** GET fosfec?tipoDoc&numDoc (c07, no sign-in). `email` from `detail`. */
  requestFosfecCertificate(query: DocumentQuery): Promise<GatewayAnswer<AnonymousCertificateAnswer>>;

  /** GET cuota-monetaria (B, c03): the person's family groups by period. */
  getMonetaryQuota(): Promise<GatewayAnswer<MonetaryQuotaAnswer>>;

  /** POST certificates/downloadable (B; c04, c06, c02 signed in, c05 download). Success: responseCode 0. */
  requestDownloadableCertificate(request: DownloadableCertificateRequest): Promise<GatewayAnswer<CertificateFileAnswer>>;

  /** POST sendCertificateByEmail (B). Success: code 0, `detail` holds the e-mail it went to. */
  sendCertificateByEmail(request: SendCertificateByEmailRequest): Promise<GatewayAnswer<SentByEmailAnswer>>;

  /** GET certificates/getDataBeneficiary?includeAll (B; c05, c08, c09). responseCode 0, 1, 101. */
  getBeneficiaries(request?: { readonly includeAll?: boolean }): Promise<GatewayAnswer<BeneficiariesAnswer>>;

  /** POST upload/certificateSchool (B, c05). Success: code 200. */
  uploadSchoolCertificate(request: SchoolCertificateUpload): Promise<GatewayAnswer<MessageAnswer>>;

  /** POST affiliationCard (B, c08). Success: responseCode 0 with the card's PDF. */
  requestAffiliationCard(request: AffiliationCardRequest): Promise<GatewayAnswer<CertificateFileAnswer>>;

  /** POST certificates/defunction (B, c09). Success: code 200. */
  sendDeathCertificates(request: DeathCertificatesUpload): Promise<GatewayAnswer<MessageAnswer>>;
}
export const CertificatesGateway = Symbol.for('CertificatesGateway');


/** A card as listed; codes the portal does not know are filtered out by the domain, not here. */
export interface ListedCertificate {
  readonly code: string;
  readonly name: string;
  readonly role: string;
}

export interface AnonymousCertificateAnswer {
  /** Where the certificate was sent (step 2 shows it). */
  readonly email: string | null;
  /** The backend's own explanation (`description` or `message`), e.g. why it was not generated. */
  readonly description: string | null;
}

export interface CertificateFileAnswer {
  /**
   * The generated PDF: `data` as a base64 string, or `data.binary` (+ `data.name`). A bare string
   * carries no name (null): the use case names it from the certificate list's card (ADR 0011).
   */
  readonly binary: string | null;
  readonly name: string | null;
  readonly description: string | null;
}

export interface SentByEmailAnswer {
  readonly email: string | null;
  readonly description: string | null;
}

export interface BeneficiariesAnswer {
  /**
   * From `data` as a list, or from the list `data` holds under `familiarGroups` or `beneficiaries`
   * (ADR 0011). Rows without a name, type or number are dropped; null when none of these is a list.
   */
  readonly beneficiaries: readonly Beneficiary[] | null;
}

export interface MessageAnswer {
  readonly message: string | null;
}

export interface DownloadableCertificateRequest {
  readonly certificateCode: UpstreamCertificateCode;
  /** Null for the holder's own certificate; a list to name the beneficiaries it covers. */
  readonly optionalPersons: readonly PersonDocument[] | null;
}

export interface SendCertificateByEmailRequest {
  readonly certificateCode: UpstreamCertificateCode;
  /** The PDF (base64) the person already has on screen. */
  readonly binaryFile: string;
}

export interface SchoolCertificateUpload {
  /** The fund's own scheme carries the sequential number; an external certificate sends null. */
  readonly consecutivo: number | null;
  /** MIME type of the file, e.g. 'application/pdf'. */
  readonly typeFile: string;
  /** The file as base64 (no data-URL prefix). */
  readonly binaryFile: string;
  readonly optionalsPersons: readonly Beneficiary[];
}

export interface AffiliationCardRequest {
  /** One to five beneficiaries. */
  readonly beneficiaries: readonly Beneficiary[];
}

/** One death certificate to upload (the contract's `sendDeathCertificates`). */
export interface DeathCertificateItem {
  readonly fileType: string;
  readonly binaryFile: string;
  readonly beneficiary: Beneficiary;
}

export interface DeathCertificatesUpload {
  readonly certificates: readonly DeathCertificateItem[];
}

/** One beneficiary paid in a period (the contract's `getMonetaryQuota`). */
export interface QuotaPaymentDetailData {
  readonly state: string;
  readonly beneficiaryIdentification: string;
  readonly beneficiaryName: string;
  readonly subsidyValue: number;
}

export interface QuotaPeriodData {
  /** Null or empty when the fund has none on record ('No registra'). */
  readonly paymentMethod: string | null;
  readonly subsidyValue: number;
  readonly detail: readonly QuotaPaymentDetailData[];
}

/** Family groups by key, each with its periods keyed 'YYYY-MM'. */
export type FamiliarGroupsData = Readonly<Record<string, Readonly<Record<string, QuotaPeriodData>>>>;

export interface MonetaryQuotaAnswer {
  /** From `detail.familiarGroups` (or `data.familiarGroups`); null when absent or not shaped as above. */
  readonly familiarGroups: FamiliarGroupsData | null;
  readonly description: string | null;
}
