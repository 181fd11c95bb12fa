import type { ConfigFieldProblem } from '@/application/shared/config/config-problem.model';

/** Spanish (es-CO) texts of the page shown when `config.json` cannot be used. */
export const configErrorMessages = {
  documentTitle: 'Error de configuración | Servicios en línea',
  title: 'No pudimos cargar la configuración del portal',
  intro:
    'El portal necesita su archivo de configuración para mostrar los servicios en línea y no pudo usarlo. Tus datos no se han visto afectados.',
  causeHeading: 'Qué pasó',
  fileLabel: 'Archivo',
  answerLabel: 'Respuesta del servidor',
  noAnswer: 'Sin respuesta',
  missingFile: 'El archivo de configuración no existe en el servidor.',
  unavailableFile: 'El servidor no entregó el archivo de configuración.',
  noConnection: 'No hubo respuesta del servidor al pedir el archivo de configuración. Revisa tu conexión a internet.',
  timedOut: 'El servidor no terminó de entregar el archivo de configuración a tiempo. Revisa tu conexión a internet.',
  noAnswerWithin: (ms: number) => `Sin respuesta completa en ${Math.round(ms / 1000)} segundos`,
  notJson: 'El archivo de configuración llegó, pero su contenido no es JSON válido.',
  invalid: (count: number) =>
    count === 1
      ? 'El archivo de configuración tiene 1 campo con problemas:'
      : `El archivo de configuración tiene ${count} campos con problemas:`,
  wholeFile: 'El archivo completo',
} as const;

/** HTTP statuses a person may meet here, named in Spanish. */
const statusNames: Readonly<Record<number, string>> = {
  401: 'no autorizado',
  403: 'acceso denegado',
  404: 'no encontrado',
  410: 'ya no existe',
  500: 'error interno del servidor',
  502: 'puerta de enlace incorrecta',
  503: 'servicio no disponible',
  504: 'el servidor tardó demasiado en responder',
};

export function httpStatusText(status: number): string {
  const name = statusNames[status];
  return name === undefined ? `HTTP ${status}` : `HTTP ${status} (${name})`;
}

/** Why one field is wrong, as a sentence that follows the field's name. */
export function fieldIssueText(problem: ConfigFieldProblem): string {
  switch (problem.issue) {
    case 'missing':
      return 'falta este campo.';
    case 'notObject':
      return 'debe ser un objeto con sus propios campos ({ … }).';
    case 'notString':
      return 'debe ser un texto entre comillas.';
    case 'empty':
      return 'no puede estar vacío.';
    case 'notUrl':
      return 'debe ser una dirección web completa (https://…) o que empiece por una sola barra (/…).';
    case 'insecureUrl':
      return 'debe usar una conexión segura (https://…) o empezar por una sola barra (/…); http:// solo se admite para localhost, 127.0.0.1 o [::1].';
    case 'notOrigin':
      return 'debe ser un origen seguro sin ruta (https://servidor.ejemplo), o / para el mismo portal; http:// solo se admite para localhost, 127.0.0.1 o [::1].';
    case 'notIdentityOrigin':
      return 'debe estar en el mismo servidor que identity.url (el proveedor de identidad).';
    case 'notIntegrity':
      return 'debe ser un valor de integridad (sha256-…, sha384-… o sha512-…) o estar vacío.';
    case 'integrityRequired':
      return 'es obligatorio cuando releaseNotesWidgetUrl es una dirección completa (https://…): el portal solo carga un script de otro servidor si su contenido coincide con este valor de integridad (sha256-…, sha384-… o sha512-…).';
    case 'notAppPath':
      return 'debe ser una ruta del portal que empiece por una sola barra, por ejemplo /certificados.';
    case 'notPositiveInteger':
      return 'debe ser un número entero mayor que cero.';
    case 'notFraction':
      return 'debe ser un número entre 0 y 1 (0.25: una de cada cuatro visitas).';
    case 'notArray':
      return 'debe ser una lista ([ … ]).';
    case 'emptyList':
      return 'la lista debe tener al menos un elemento.';
    case 'wrongLength':
      return `debe tener exactamente ${problem.expected} elementos.`;
    case 'notPhoneNumber':
      return 'debe ser un número de teléfono (dígitos, espacios, paréntesis, + o -).';
  }
}
