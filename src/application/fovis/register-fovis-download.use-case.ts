import { inject, injectable } from 'inversify';
import type { DownloadRegistrationResult } from '@/application/shared/certificate-delivery/certificate-delivery.model';
import { Identity } from '@/application/shared/session/identity.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { registerFovisDocument } from './fovis-document-registration.model';
import { FovisGateway } from './fovis-gateway.port';

/**
 * 'Descargar certificado' on step 2 (docs/fovis.md), before the shared delivery saves the PDF:
 * registers the download with the fund (send-document, `sendEmail: false`). Only 'registered'
 * (responseCode 200) lets the PDF be saved; nobody signed in sends nothing (the page is behind
 * sign-in; this is the guard); anything else is a system error.
 */
@injectable()
export class RegisterFovisDownload {
  constructor(
    @inject(FovisGateway) private readonly gateway: FovisGateway,
    @inject(Identity) private readonly identity: Pick<Identity, 'currentSession'>,
  ) {}

  async execute(certificate: FovisCertificate): Promise<DownloadRegistrationResult> {
    const registration = await registerFovisDocument(this.gateway, this.identity, certificate, false);
    return registration.kind === 'registered' ? { kind: 'registered' } : registration;
  }
}
