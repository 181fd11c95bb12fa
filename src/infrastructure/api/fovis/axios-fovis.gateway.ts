import { inject, injectable } from 'inversify';
import type {
  FovisCertificateAnswer,
  PostulationInfoAnswer,
  SendDocumentAnswer,
  SendDocumentRequest,
  FovisGateway,
} from '@/application/fovis/fovis-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { FovisCertificateKind } from '@/domain/fovis/fovis-certificate-kind.entity';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { readFovisCertificate, readPostulationInfo, readSendDocument, sendDocumentDto } from './fovis.mapper';

const base = '/api/v1/subsidies';

/** The paths of the contract's FOVIS operations (docs/api/openapi.yaml); appended to `apiBaseUrl` by the HTTP client. */
const fovisApiPaths = {
  postulationInfo: `${base}/postulation-info`,
  certificate: (kind: FovisCertificateKind) => `${base}/${kind}`,
  sendDocument: `${base}/send-document`,
} as const;

/**
 * {@link FovisGateway} over the {@link HttpClient}, which attaches the bearer token the three
 * calls need (`bearerAuth`). The contract states `getPostulationInfo`'s and `sendDocument`'s
 * success as `responseCode` 200 and `getCertificate`'s as `code` 200, so each reads that field first
 * (ADR 0015). Decoding lives in `fovis.mapper.ts`.
 */
@injectable()
export class AxiosFovisGateway implements FovisGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getPostulationInfo(): Promise<GatewayAnswer<PostulationInfoAnswer>> {
    return toGatewayAnswer(await this.http.get(fovisApiPaths.postulationInfo), 'responseCode-first', readPostulationInfo);
  }

  async getCertificate(kind: FovisCertificateKind): Promise<GatewayAnswer<FovisCertificateAnswer>> {
    return toGatewayAnswer(await this.http.get(fovisApiPaths.certificate(kind)), 'code-first', readFovisCertificate);
  }

  async sendDocument(request: SendDocumentRequest): Promise<GatewayAnswer<SendDocumentAnswer>> {
    const response = await this.http.post(fovisApiPaths.sendDocument, sendDocumentDto(request));
    return toGatewayAnswer(response, 'responseCode-first', readSendDocument);
  }
}
