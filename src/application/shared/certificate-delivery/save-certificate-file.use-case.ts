import { inject, injectable } from 'inversify';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { certificateFileName } from '@/domain/shared/files/certificate-file-name.rules';
import type { GeneratedCertificate } from '@/domain/shared/files/generated-certificate.entity';

export type SaveCertificateFileResult =
  | { readonly kind: 'saved'; readonly fileName: string }
  /** The PDF could not be decoded: the flow shows the system error. */
  | { readonly kind: 'notSaved' };

/**
 * Saves a generated certificate's PDF on the person's device under its file name
 * (the certificate's name lowercased, hyphens for spaces, no commas, '.pdf'). The
 * download of every delivered certificate, signed-in certificates and FOVIS alike.
 */
@injectable()
export class SaveCertificateFile {
  constructor(@inject(FileDownloader) private readonly fileDownloader: FileDownloader) {}

  execute(certificate: GeneratedCertificate): SaveCertificateFileResult {
    const fileName = certificateFileName(certificate.name);
    return this.fileDownloader.saveBase64File(fileName, certificate.binary, 'application/pdf')
      ? { kind: 'saved', fileName }
      : { kind: 'notSaved' };
  }
}
