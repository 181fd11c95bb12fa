import { inject, injectable } from 'inversify';
import { Identity } from '@/application/shared/session/identity.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { registerFovisDocument } from './fovis-document-registration.model';
import { FovisGateway } from './fovis-gateway.port';

export type SendFovisCertificateResult =
  /** Step 4: `email` is where the fund sent it (`data.mail`); null when its answer did not say. */
  | { readonly kind: 'sent'; readonly email: string | null }
  /** Nobody signed in: nothing was sent (the page is behind sign-in; this is the guard). */
  | { readonly kind: 'notSignedIn' }
  | { readonly kind: 'systemError' };

/**
 * 'Enviar al correo' on step 2 (the contract's `sendDocument`): send-document with
 * `sendEmail: true`; responseCode 200 -> sent, showing the e-mail the fund returned.
 */
@injectable()
export class SendFovisCertificateByEmail {
  constructor(
    @inject(FovisGateway) private readonly gateway: FovisGateway,
    @inject(Identity) private readonly identity: Pick<Identity, 'currentSession'>,
  ) {}

  async execute(certificate: FovisCertificate): Promise<SendFovisCertificateResult> {
    const registration = await registerFovisDocument(this.gateway, this.identity, certificate, true);
    return registration.kind === 'registered' ? { kind: 'sent', email: registration.mail } : registration;
  }
}
