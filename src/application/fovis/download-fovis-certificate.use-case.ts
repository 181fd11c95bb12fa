import { inject, injectable } from 'inversify';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { Identity } from '@/application/shared/session/identity.port';
import type { FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { registerFovisDocument } from './fovis-document-registration.model';
import { FovisGateway } from './fovis-gateway.port';

export type DownloadFovisCertificateResult =
  /** Step 3: the PDF was saved on the device under `fileName`. */
  | { readonly kind: 'downloaded'; readonly fileName: string }
  /** Nobody signed in: nothing was sent nor saved (the page is behind sign-in; this is the guard). */
  | { readonly kind: 'notSignedIn' }
  /** The fund did not register the download, or the PDF could not be decoded: nothing was saved. */
  | { readonly kind: 'systemError' };

/**
 * 'Descargar certificado' on step 2 (spec section 4): registers the download with
 * the fund (send-document, `sendEmail: false`) and, once it answers 200, saves the PDF under the
 * spec's file-name rule (the certificate's name lowercased, hyphens, no commas, '.pdf').
 */
@injectable()
export class DownloadFovisCertificate {
  constructor(
    @inject(FovisGateway) private readonly gateway: FovisGateway,
    @inject(Identity) private readonly identity: Pick<Identity, 'currentSession'>,
    @inject(FileDownloader) private readonly fileDownloader: FileDownloader,
  ) {}

  async execute(certificate: FovisCertificate): Promise<DownloadFovisCertificateResult> {
    const registration = await registerFovisDocument(this.gateway, this.identity, certificate, false);
    if (registration.kind !== 'registered') return registration;
    const { fileName } = registration;
    return this.fileDownloader.saveBase64File(fileName, certificate.binary, 'application/pdf')
      ? { kind: 'downloaded', fileName }
      : { kind: 'systemError' };
  }
}
