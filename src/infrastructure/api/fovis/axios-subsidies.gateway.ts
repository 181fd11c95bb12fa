import { inject, injectable } from 'inversify';
import type {
  FovisCertificateAnswer,
  PostulationInfoAnswer,
  SendDocumentAnswer,
  SendDocumentRequest,
  SubsidiesGateway,
} from '@/application/fovis/subsidies-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { FovisCertificateKind } from '@/domain/fovis/fovis-certificate-kind.entity';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { readFovisCertificate, readPostulationInfo, readSendDocument, sendDocumentDto } from './subsidies.mapper';

const base = '/api/v1/subsidies';

/** Spec section 7; appended to `apiBaseUrl` by the HTTP client. */
export const subsidiesApiPaths = {
  postulationInfo: `${base}/postulation-info`,
  certificate: (kind: FovisCertificateKind) => `${base}/${kind}`,
  sendDocument: `${base}/send-document`,
} as const;

/**
 * {@link SubsidiesGateway} over the {@link HttpClient}, which attaches the bearer token the three
 * calls need (B). The spec states postulation-info's and send-document's success as
 * 'responseCode 200' and the certificate's as 'on 200 code', so each reads that field first
 * (ADR 0015). Decoding lives in `subsidies.mapper.ts`.
 */
@injectable()
export class AxiosSubsidiesGateway implements SubsidiesGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getPostulationInfo(): Promise<GatewayAnswer<PostulationInfoAnswer>> {
    return toGatewayAnswer(await this.http.get(subsidiesApiPaths.postulationInfo), 'responseCode-first', readPostulationInfo);
  }

  async getCertificate(kind: FovisCertificateKind): Promise<GatewayAnswer<FovisCertificateAnswer>> {
    return toGatewayAnswer(await this.http.get(subsidiesApiPaths.certificate(kind)), 'code-first', readFovisCertificate);
  }

  async sendDocument(request: SendDocumentRequest): Promise<GatewayAnswer<SendDocumentAnswer>> {
    const response = await this.http.post(subsidiesApiPaths.sendDocument, sendDocumentDto(request));
    return toGatewayAnswer(response, 'responseCode-first', readSendDocument);
  }
}
