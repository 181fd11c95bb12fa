import { maxFileBytes, type FileFormat } from '@/domain/shared/files/file-upload.rules';
import { groupThousands } from '@/domain/shared/money.rules';

const formatNames: Readonly<Record<FileFormat, string>> = Object.freeze({
  pdf: 'PDF',
  jpeg: 'JPG',
  png: 'PNG',
  tiff: 'TIFF',
});

/**
 * A size as people read it, in decimal units like the upload limit (2,000,000 bytes = '2 MB'):
 * 532 -> '532 bytes', 245_780 -> '245,8 KB', 1_950_000 -> '2 MB', 1_940_000 -> '1,9 MB'.
 *
 * The text `Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 })` gives, built by hand: the
 * browser's first es-CO formatter loads the locale's data, one task of ~15 ms on a fast machine,
 * and this module is evaluated with the booking and certificate pages' first screen.
 */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  // Tenths of the unit, halves up (integer bytes: a half is exact, as ICU's halfExpand rounds it).
  if (bytes < 1_000_000) return `${tenthsText(Math.round(bytes / 100))} KB`;
  return `${tenthsText(Math.round(bytes / 100_000))} MB`;
}

/** A count of tenths with at most one decimal, es-CO: 12 -> '1,2', 20 -> '2', 15_000 -> '1.500'. */
function tenthsText(tenths: number): string {
  const whole = groupThousands(Math.floor(tenths / 10));
  const decimal = tenths % 10;
  return decimal === 0 ? whole : `${whole},${decimal}`;
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
  // Not one of the configured file errors (those three are about the file, not the browser).
  unreadable: 'No pudimos leer el archivo. Selecciónalo de nuevo.',
} as const;
