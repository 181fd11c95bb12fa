// What the checker says: one line per call, the summary and the reading the backend uses, in
// Spanish for a person; the same as a JSON report with stable English keys. Neither ever holds the
// token or a whole document number: every text goes through `redact` before it is written.

import { businessCode } from '../api-contract/contract.mjs';

/**
 * @typedef {'valid' | 'invalid' | 'skipped' | 'timeout' | 'network-error' | 'not-json' | 'token-refused'} Outcome
 * @typedef {{ operationId: string, method: string, path: string, outcome: Outcome, status: number | null, durationMs: number | null,
 *   pointer?: string, expected?: string, reason?: string, readings: string[] }} CallRecord
 * @typedef {'in-body' | 'mirrored' | 'mixed' | 'undetermined'} CodeReading
 * @typedef {'bare' | 'nested' | 'mixed' | 'undetermined'} ListReading
 */

/** The operations whose list is in `data`, bare or nested (docs/api/README.md, 'The two readings'). */
const DATA_LIST_OPERATIONS = new Set(['getBeneficiaries', 'findPendingPayments', 'findCustomerPurchases', 'createRequest']);

/**
 * A document number with all but its last 2 characters hidden (all of them when it is short).
 * @param {string} number
 */
function maskNumber(number) {
  const shown = number.length >= 6 ? 2 : 0;
  return `${'•'.repeat(number.length - shown)}${number.slice(number.length - shown)}`;
}

/**
 * The text with every secret replaced: the token by '[token]', each document number by its mask.
 * @param {string} textToRedact @param {{ token: string | null, numbers: Iterable<string> }} secrets
 */
export function redact(textToRedact, secrets) {
  let result = textToRedact;
  if (secrets.token) result = result.split(secrets.token).join('[token]');
  const numbers = [...secrets.numbers].filter((number) => number.length >= 3).sort((a, b) => b.length - a.length);
  for (const number of numbers) result = result.split(number).join(maskNumber(number));
  return result;
}

/** Codes that say nothing of the reading: request refusals, answered before any business rule in either. */
const REFUSALS = new Set([400, 401, 403, 405, 406, 407, 413, 415]);

/**
 * A business code in the HTTP status says how a backend answers: HTTP 200 with it is the code in the
 * body, the status equal to it is the code mirrored. Only client and server statuses count: HTTP 200
 * and 202 are successes whatever the reading, a code that is no HTTP status (1, 18, 101) is answered
 * with HTTP 200 in either, and a request refused as malformed, forbidden or too large (400, 403...)
 * is refused with its status in either.
 * @param {number} status @param {unknown} body @returns {'in-body' | 'mirrored' | null}
 */
export function codeEvidence(status, body) {
  const code = businessCode(body);
  if (code === null || code < 400 || code > 599 || REFUSALS.has(code)) return null;
  if (status === 200) return 'in-body';
  return status === code ? 'mirrored' : null;
}

/** The list reading one valid answer shows (only lists in `data`). @param {string} operationId @param {readonly string[]} readings @returns {('bare' | 'nested')[]} */
export function listEvidence(operationId, readings) {
  if (!DATA_LIST_OPERATIONS.has(operationId)) return [];
  /** @type {('bare' | 'nested')[]} */
  const found = [];
  // `pagos` at the top level is a list outside `data`: not nested, so bare.
  if (readings.includes('list-bare') || readings.includes('list-top-level')) found.push('bare');
  if (readings.includes('list-nested')) found.push('nested');
  return found;
}

/**
 * @template {string} T
 * @param {readonly T[]} seen @returns {T | 'mixed' | 'undetermined'}
 */
function agree(seen) {
  const distinct = [...new Set(seen)];
  if (distinct.length === 0) return 'undetermined';
  return distinct.length === 1 ? /** @type {T} */ (distinct[0]) : 'mixed';
}

/** @param {readonly ('in-body' | 'mirrored')[]} codes @param {readonly ('bare' | 'nested')[]} lists */
export function readingOf(codes, lists) {
  return { code: /** @type {CodeReading} */ (agree(codes)), lists: /** @type {ListReading} */ (agree(lists)) };
}

const codeWords = {
  'in-body': 'códigos en el cuerpo',
  mirrored: 'códigos reflejados en el estado HTTP',
  mixed: 'códigos mixtos (unas respuestas en el cuerpo, otras reflejadas en el estado HTTP)',
  undetermined: 'códigos sin determinar (ninguna respuesta trajo un código de error)',
};
const listWords = {
  bare: 'listas sueltas',
  nested: 'listas anidadas en data',
  mixed: 'listas mixtas (unas sueltas, otras anidadas en data)',
  undetermined: 'listas sin determinar (ninguna respuesta trajo una lista en data)',
};

/** @param {{ code: CodeReading, lists: ListReading }} reading */
export function readingLine(reading) {
  return `Lectura: ${codeWords[reading.code]}; ${listWords[reading.lists]}`;
}

/** The contract's expectation in Spanish, its names and types as the contract writes them. @param {string} expected */
function expectedInSpanish(expected) {
  return expected
    .replace(/^required property "(.*)"$/, 'la propiedad obligatoria "$1"')
    .replace(/^a JSON object$/, 'un objeto JSON')
    .replace(/^a status among (.*)$/, 'un estado HTTP de los que lista el contrato ($1)')
    .replace(/^one of the listed shapes.*$/, 'una de las formas que lista el contrato')
    .replace(/^one of the codes the contract names: (.*)$/, 'uno de los códigos que nombra el contrato ($1)')
    .replace(/^one of (\[.*\])$/, 'uno de $1')
    .replace(/^text matching (.*)$/, 'un texto que cumpla $1')
    .replace(/^a body of type (.*)$/, 'un cuerpo de tipo $1')
    .replace(/ or /g, ' o ');
}

/** @param {CallRecord} record */
function detail(record) {
  switch (record.outcome) {
    case 'valid':
      return 'válida';
    case 'invalid':
      return `${record.pointer === '' ? '(cuerpo)' : record.pointer}: se esperaba ${expectedInSpanish(record.expected ?? '')}`;
    case 'not-json':
      return `(cuerpo): no es JSON${record.reason ? ` (${record.reason})` : ''}: se esperaba un objeto JSON`;
    case 'token-refused':
      return record.reason ?? '401';
    case 'timeout':
      return record.reason ?? 'sin respuesta';
    case 'network-error':
      return record.reason ?? 'falló la conexión';
    case 'skipped':
      return `omitida: ${record.reason ?? ''}`;
  }
}

/** @param {CallRecord} record */
export function callLine(record) {
  const mark = record.outcome === 'valid' ? '✓' : record.outcome === 'skipped' ? '–' : '✗';
  const status = record.status === null ? '---' : String(record.status);
  const time = record.durationMs === null ? '' : `  (${record.durationMs} ms)`;
  return `${mark} ${record.method.padEnd(4)} ${record.path}  ${status}  ${detail(record)}${time}`;
}

/** @param {readonly CallRecord[]} records */
export function countsOf(records) {
  const valid = records.filter((record) => record.outcome === 'valid').length;
  const skipped = records.filter((record) => record.outcome === 'skipped').length;
  return { valid, invalid: records.length - valid - skipped, skipped, total: records.length };
}

/** @param {ReturnType<typeof countsOf>} counts */
export function summaryLines(counts) {
  const lines = [`Resumen: ${counts.valid} cumplen, ${counts.invalid} no cumplen, ${counts.skipped} omitidas (de ${counts.total} operaciones)`];
  if (counts.invalid > 0) lines.push(`Resultado: ${counts.invalid === 1 ? 'una respuesta no cumple' : `${counts.invalid} respuestas no cumplen`} el contrato.`);
  else if (counts.valid === 0) lines.push('Resultado: ninguna llamada se hizo; nada que comprobar.');
  else lines.push('Resultado: todas las respuestas cumplen el contrato.');
  return lines;
}
