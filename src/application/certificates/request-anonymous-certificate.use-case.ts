import { inject, injectable } from 'inversify';
import {
  anonymousCertificateOutcome,
  type AnonymousCertificateFlow,
} from '@/domain/certificates/anonymous-certificate.outcomes';
import { documentQueryForRequest, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { CertificatesGateway } from './certificates-gateway.port';

export type AnonymousCertificateResult =
  /** Sent to `email` (step 2). */
  | { readonly kind: 'generated'; readonly email: string }
  /** Not generated; `description` is the backend's reason when it gave one. */
  | { readonly kind: 'notGenerated'; readonly description: string | null }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'systemError' };

/**
 * The worker (c01), beneficiary (c02) and FOSFEC (c07) certificates, requested without sign-in
 * by document type and number. The code goes through the flow's outcome table; no answer
 * (network, time-out, 5xx, malformed body) is the generic error. A success that does not say
 * where the certificate went cannot be confirmed to the person, so it is a system error too.
 */
@injectable()
export class RequestAnonymousCertificate {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(flow: AnonymousCertificateFlow, query: DocumentQuery): Promise<AnonymousCertificateResult> {
    const request = documentQueryForRequest(query);
    const answer = await this.call(flow, request);
    if (!answer.ok) return { kind: 'systemError' };
    switch (anonymousCertificateOutcome(answer.code, flow)) {
      case 'generated': {
        const email = answer.value.email?.trim() ?? '';
        return email === '' ? { kind: 'systemError' } : { kind: 'generated', email };
      }
      case 'notGenerated':
        return { kind: 'notGenerated', description: answer.value.description };
      case 'notFound':
        return { kind: 'notFound' };
      case 'systemError':
        return { kind: 'systemError' };
    }
  }

  private call(flow: AnonymousCertificateFlow, query: DocumentQuery) {
    switch (flow) {
      case 'worker':
        return this.gateway.requestWorkerCertificate(query);
      case 'beneficiary':
        return this.gateway.requestBeneficiaryCertificate(query);
      case 'fosfec':
        return this.gateway.requestFosfecCertificate(query);
    }
  }
}
