import { maxFileBytes, type FileFormat } from '@/domain/shared/files/file-upload.rules';

const formatNames: Readonly<Record<FileFormat, string>> = Object.freeze({
  pdf: 'PDF',
  jpeg: 'JPG',
  png: 'PNG',
  tiff: 'TIFF',
});

const oneDecimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/**
 * A size as people read it, in decimal units like the spec's limit (2,000,000 bytes = '2 MB'):
 * 532 -> '532 bytes', 245_780 -> '245,8 KB', 1_950_000 -> '1,9 MB'.
 */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1_000_000) return `${oneDecimal.format(bytes / 1000)} KB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}

/** 'PDF, JPG o TIFF' */
function formatList(formats: readonly FileFormat[]): string {
  const names = formats.map((format) => formatNames[format]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;
}

export const fileUploadComponentMessages = {
  chooseFile: 'Seleccionar archivo',
  hint: (formats: readonly FileFormat[]) =>
    `Formatos permitidos: ${formatList(formats)}. Tamaño máximo: ${fileSizeText(maxFileBytes)}.`,
  loadedFiles: (label: string) => `Archivos cargados: ${label}`,
  remove: 'Quitar',
  removeNamed: (fileName: string) => `Quitar ${fileName}`,
  reading: 'Leyendo el archivo…',
  // Not in the spec's catalogue (its three file errors are about the file, not the browser).
  unreadable: 'No pudimos leer el archivo. Selecciónalo de nuevo.',
} as const;
