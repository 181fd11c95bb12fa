import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { DocumentNumberError } from '@/domain/shared/documents/document-number.rules';
import type { FileUploadError } from '@/domain/shared/files/file-upload.rules';

/**
 * The Spanish text of the domain's validation codes (each feature's doc, the rules). The domain only speaks in
 * codes; this catalogue is the one place where they become words people read.
 */

export const documentNumberMessages: Readonly<Record<DocumentNumberError, string>> = Object.freeze({
  'documentNumber.required': 'Debes ingresar un número de documento',
  'documentNumber.invalid': 'Ingresa un número válido',
});

/** The message for a document-number code; null (no message) when the number is valid. */
export function documentQueryMessage(code: DocumentNumberError | null): string | null {
  return code === null ? null : documentNumberMessages[code];
}

/** The configured texts of the file errors (docs/configuration.md). */
export type FileErrorTexts = Pick<AppConfig['texts'], FileUploadError>;

export function fileUploadMessages(texts: FileErrorTexts): Readonly<Record<FileUploadError, string>> {
  return Object.freeze({
    errorFormato: texts.errorFormato,
    errorPeso: texts.errorPeso,
    errorArchivo: texts.errorArchivo,
  });
}

/** The configured message for a file check's result; null when the file was accepted. */
export function fileUploadMessage(error: FileUploadError | null, texts: FileErrorTexts): string | null {
  return error === null ? null : fileUploadMessages(texts)[error];
}
