import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { FovisCertificateId, FovisCertificateKind } from '@/domain/fovis/fovis-certificate-kind.entity';
import type { PostulationInfoReading } from '@/domain/fovis/postulation-info.entity';

/**
 * The fund's subsidies API (docs/api/openapi.yaml, the three `/api/v1/subsidies` calls) as the FOVIS
 * use cases need it. The adapter speaks HTTP and JSON; this port speaks answers: a business code
 * and the fields the flow reads, already type-checked (`GatewayAnswer`). All three calls carry
 * the bearer token (B). Every method resolves, never rejects.
 *
 * Codes may arrive in the body or mirrored in the HTTP status too (ADR 0005: HTTP 500 `{code: 500}`
 * is the same answer as HTTP 200 `{code: 500}`, and a 5xx whose JSON body carries a code is an
 * answer, not a server failure); the adapter reads them as each method says below.
 */
export interface FovisGateway {
  /** GET postulation-info. Success: responseCode 200 with `data` (the code read `responseCode` first). */
  getPostulationInfo(): Promise<GatewayAnswer<PostulationInfoAnswer>>;

  /**
   * GET {kind} (one of the 14 path segments). Success: code 200 with the PDF (the code read `code`
   * first, 'on 200 code'); code 500, or the message '500', is the not-eligible modal.
   */
  getCertificate(kind: FovisCertificateKind): Promise<GatewayAnswer<FovisCertificateAnswer>>;

  /** POST send-document. Success: responseCode 200, `data.mail` when it was sent by e-mail. */
  sendDocument(request: SendDocumentRequest): Promise<GatewayAnswer<SendDocumentAnswer>>;
}
export const FovisGateway = Symbol.for('FovisGateway');

export interface PostulationInfoAnswer {
  /**
   * `data` read as the FOVIS postulation info (fullName, loggedHouseHold, postulantMembers,
   * status, projectName, totalSaving, certificateTypes, the modality label): each field of the
   * wrong type or missing is null (lists: empty), the use case applies the defaults. Null when
   * `data` is missing or not an object.
   */
  readonly info: PostulationInfoReading | null;
}

export interface FovisCertificateAnswer {
  /**
   * The PDF as base64, in either reading: `data` as the bare base64 string, or `data.binary`
   * (with `data.name`). Null when neither is text.
   */
  readonly binary: string | null;
  /** `data.name` when `data` is an object that names the certificate; the card's name wins (use case). */
  readonly name: string | null;
  /**
   * The answer's `message` (a number kept as its text: 500 -> '500'); '500' is the not-eligible
   * modal whatever the code. Null when absent.
   */
  readonly message: string | null;
}

/**
 * The send-document body (the contract's `sendDocument`), in its order. Both step-2 actions send it: download
 * with `sendEmail: false` (the fund registers the download), e-mail with `sendEmail: true`.
 */
export interface SendDocumentRequest {
  /** The signed-in person's own document (their session's), never a typed one. */
  readonly documentType: string;
  readonly documentNumber: string;
  /** The id of the card chosen in step 1 (1-14). */
  readonly certificateId: FovisCertificateId;
  /** The certificate file-name rule applied to the certificate's name, '.pdf' included. */
  readonly fileName: string;
  readonly sendEmail: boolean;
  /** The PDF as base64 (no data-URL prefix), as the fund generated it. */
  readonly binaryFile: string;
}

export interface SendDocumentAnswer {
  /** `data.mail`: where the fund sent the certificate; null when absent or not text. */
  readonly mail: string | null;
}
