// The command line of `npm run check:api` (scripts/check-api.mjs): what it accepts, its defaults and
// its help, in Spanish like every line the checker prints for a person.

/** The sandbox's seeded test person (sandbox/data/personas.ts): María, active, with beneficiaries. */
const DEFAULT_DOCUMENT = Object.freeze({ type: 'CC', number: '1037600123' });

/** The portal's own time-out for a call (public/config.json `requestTimeoutMs`). */
const DEFAULT_TIMEOUT_MS = 30_000;

export const HELP = `Uso: npm run check:api -- --api <URL base> [opciones]

Llama al API del fondo con las llamadas que no cambian nada (consultas, catálogo, ubicaciones,
estados) y valida cada respuesta contra el contrato (docs/api/openapi.yaml).

Opciones:
  --api <URL>          URL base del API (la apiBaseUrl del portal), p. ej. https://staging.example.org/
  --token-file <F>     archivo con un token de acceso de una persona de prueba; sin él, las llamadas
                       que exigen sesión se omiten
  --document TT:NUM    documento de la persona de prueba (por defecto, la persona sembrada del sandbox)
  --writes             también las llamadas que cambian algo (correos, radicaciones, pagos,
                       actualización de datos): úsalo solo con una persona de prueba
  --json               el informe en JSON por la salida estándar, en vez de las líneas
  --timeout <ms>       tiempo máximo por llamada (por defecto ${DEFAULT_TIMEOUT_MS}, el del portal)
  --help               esta ayuda

Código de salida: 0 si todas las respuestas cumplen el contrato, 1 si alguna no, 2 si la orden no es válida.
Nunca muestra el token ni el número de documento completo.`;

/**
 * @typedef {{ type: string, number: string }} TestDocument
 * @typedef {{ api: string, tokenFile: string | null, document: TestDocument, writes: boolean, json: boolean, timeoutMs: number }} CheckOptions
 * @typedef {{ kind: 'run', options: CheckOptions } | { kind: 'help' } | { kind: 'error', message: string }} ParsedCommand
 */

/**
 * @param {readonly string[]} argv the arguments after the script's name
 * @returns {ParsedCommand}
 */
export function parseCommand(argv) {
  /** @type {Partial<CheckOptions>} */
  const options = { tokenFile: null, document: DEFAULT_DOCUMENT, writes: false, json: false, timeoutMs: DEFAULT_TIMEOUT_MS };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag = '', inline] = splitInline(argv[index] ?? '');
    const value = () => {
      if (inline !== undefined) return inline;
      index += 1;
      return argv[index];
    };
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help' };
      case '--writes':
        options.writes = true;
        break;
      case '--json':
        options.json = true;
        break;
      case '--api': {
        const api = apiBase(value());
        if (api === null) return error('--api necesita una URL http(s) completa, p. ej. --api https://staging.example.org/');
        options.api = api;
        break;
      }
      case '--token-file': {
        const file = value();
        if (!file) return error('--token-file necesita la ruta de un archivo con el token.');
        options.tokenFile = file;
        break;
      }
      case '--document': {
        const document = testDocument(value());
        if (document === null) return error('--document se escribe TIPO:NÚMERO, p. ej. --document CC:1234567890.');
        options.document = document;
        break;
      }
      case '--timeout': {
        const text = value() ?? '';
        const timeoutMs = /^\d{1,7}$/.test(text) ? Number(text) : 0;
        if (timeoutMs < 1) return error('--timeout necesita un número entero de milisegundos mayor que 0.');
        options.timeoutMs = timeoutMs;
        break;
      }
      default:
        return error(`Opción desconocida: ${flag}. Usa --help para ver las opciones.`);
    }
  }
  if (!options.api) return error('Falta --api <URL base del API>. Usa --help para ver las opciones.');
  return { kind: 'run', options: /** @type {CheckOptions} */ (options) };
}

/** `--flag=value` as a flag and its value. @param {string} arg @returns {[string, string | undefined]} */
function splitInline(arg) {
  const at = arg.indexOf('=');
  return arg.startsWith('--') && at > 0 ? [arg.slice(0, at), arg.slice(at + 1)] : [arg, undefined];
}

/** The base URL without a trailing slash, or null. @param {string | undefined} text */
function apiBase(text) {
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** `CC:1037600123` as a document, or null. @param {string | undefined} text @returns {TestDocument | null} */
function testDocument(text) {
  const match = /^\s*([A-Za-z]{1,4})\s*:\s*([A-Za-z0-9]{3,15})\s*$/.exec(text ?? '');
  return match?.[1] && match[2] ? { type: match[1].toUpperCase(), number: match[2] } : null;
}

/** @param {string} message @returns {ParsedCommand} */
function error(message) {
  return { kind: 'error', message };
}
