// `npm run check:api`: the plan of calls (plan.mjs) made against a backend (call.mjs), each answer
// validated by the contract's validator (scripts/api-contract/contract.mjs), reported by report.mjs.

import { readFile } from 'node:fs/promises';
import { loadContract } from '../api-contract/contract.mjs';
import { perform } from './call.mjs';
import { HELP, parseCommand } from './options.mjs';
import { plan } from './plan.mjs';
import { callLine, codeEvidence, countsOf, listEvidence, readingLine, readingOf, redact, summaryLines } from './report.mjs';

/**
 * @typedef {import('../api-contract/contract.d.mts').Contract} Contract
 * @typedef {import('./report.mjs').CallRecord} CallRecord
 * @typedef {{ stdout: (line: string) => void, stderr: (line: string) => void, contract?: Contract, fetch?: typeof fetch }} CheckIo
 */

/**
 * Runs the checker; resolves to its exit code: 0 when every call that ran fits, 1 otherwise, 2 for
 * a command it cannot run.
 * @param {readonly string[]} argv @param {CheckIo} io @returns {Promise<number>}
 */
export async function runCheck(argv, io) {
  const command = parseCommand(argv);
  if (command.kind === 'help') {
    io.stdout(HELP);
    return 0;
  }
  if (command.kind === 'error') {
    io.stderr(command.message);
    return 2;
  }
  const { options } = command;
  let token = null;
  if (options.tokenFile) {
    try {
      token = (await readFile(options.tokenFile, 'utf8')).trim();
    } catch {
      io.stderr(`No se pudo leer el archivo de --token-file (${options.tokenFile}).`);
      return 2;
    }
    if (token === '') {
      io.stderr(`El archivo de --token-file (${options.tokenFile}) está vacío.`);
      return 2;
    }
  }
  /** @type {Set<string>} */
  const numbers = new Set([options.document.number]);
  const say = (/** @type {string} */ line) => {
    if (!options.json) io.stdout(redact(line, { token, numbers }));
  };

  const contract = io.contract ?? (await loadContract());
  say(`Comprobando ${options.api} contra el contrato (docs/api/openapi.yaml, ${contract.operations.length} operaciones)`);
  say(
    `Persona de prueba: ${options.document.type}:${options.document.number} · token: ${token ? 'sí (--token-file)' : 'no'} · ` +
      `escrituras: ${options.writes ? 'sí (--writes)' : 'no'} · tiempo máximo: ${options.timeoutMs} ms`,
  );
  say('');

  /** @type {import('./plan.mjs').Found} */
  const found = {};
  /** @type {CallRecord[]} */
  const records = [];
  /** @type {('in-body' | 'mirrored')[]} */
  const codes = [];
  /** @type {('bare' | 'nested')[]} */
  const lists = [];
  for (const step of plan) {
    const operation = contract.operations.find((candidate) => candidate.operationId === step.operationId);
    if (!operation) continue;
    const record = await runStep(step, operation, { options, token, contract, found, numbers, io, codes, lists });
    records.push(record);
    say(callLine(record));
  }

  const counts = countsOf(records);
  const reading = readingOf(codes, lists);
  const exitCode = counts.invalid === 0 && counts.valid > 0 ? 0 : 1;
  say('');
  for (const line of summaryLines(counts)) say(line);
  say(readingLine(reading));
  if (options.json) {
    const report = {
      api: options.api,
      document: `${options.document.type}:${options.document.number}`,
      token: token !== null,
      writes: options.writes,
      timeoutMs: options.timeoutMs,
      calls: records,
      summary: counts,
      reading,
      ok: exitCode === 0,
    };
    io.stdout(redact(JSON.stringify(report, null, 2), { token, numbers }));
  }
  return exitCode;
}

/**
 * @param {import('./plan.mjs').Step} step
 * @param {import('../api-contract/contract.d.mts').ContractOperation} operation
 * @param {{ options: import('./options.mjs').CheckOptions, token: string | null, contract: Contract, found: import('./plan.mjs').Found,
 *   numbers: Set<string>, io: CheckIo, codes: ('in-body' | 'mirrored')[], lists: ('bare' | 'nested')[] }} state
 * @returns {Promise<CallRecord>}
 */
async function runStep(step, operation, state) {
  const { options, token, contract, found } = state;
  const base = { operationId: step.operationId, method: operation.method, path: operation.path, status: null, durationMs: null, readings: [] };
  /** @param {string} reason @returns {CallRecord} */
  const skipped = (reason) => ({ ...base, outcome: 'skipped', reason });
  if (step.changes && !options.writes) return skipped(`${step.changes}; solo con --writes`);
  if (operation.requiresToken && !token) return skipped('exige una sesión: pasa --token-file con el token de una persona de prueba');

  const request = step.build({ document: options.document, contract, found });
  if ('skip' in request) return skipped(request.skip);
  const query = { ...requiredDefaults(operation), ...request.query };
  for (const [name, value] of Object.entries(query)) if (/num|documentNumber|idNumber/i.test(name)) state.numbers.add(value);
  const missing = operation.parameters.find((parameter) => parameter.required && parameter.in === 'query' && !(parameter.name in query));
  if (missing) return skipped(`no se encontró un valor para ${missing.name} en las respuestas anteriores ni en los ejemplos del contrato`);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name) => encodeURIComponent(request.pathParams?.[name] ?? `{${name}}`));
  if (/\{[^}]+\}/.test(path)) return skipped('falta un parámetro de la ruta');

  const shown = { ...base, path: path + (Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '') };
  const result = await perform(options.api, { method: operation.method, path, query, body: request.body, token }, options.timeoutMs, state.io.fetch);
  if (result.outcome === 'timeout') {
    return { ...shown, outcome: 'timeout', durationMs: result.ms, reason: `sin respuesta en ${options.timeoutMs} ms (tiempo máximo agotado)` };
  }
  if (result.outcome === 'network') {
    return { ...shown, outcome: 'network-error', durationMs: result.ms, reason: `falló la conexión (${result.detail})` };
  }
  const answered = { ...shown, status: result.status, durationMs: result.ms };
  if (result.status === 401) {
    const reason = token
      ? '401: el servidor rechazó el token de --token-file (vencido, revocado o de otro emisor); pide uno nuevo'
      : '401: el servidor exigió un token en una llamada que el contrato hace sin sesión';
    return { ...answered, outcome: 'token-refused', reason };
  }
  if (!result.json) {
    const type = (result.contentType ?? 'sin tipo').split(';')[0] ?? '';
    return { ...answered, outcome: 'not-json', pointer: '', expected: 'a JSON object', reason: result.body === '' ? `vacío, ${type}` : type };
  }
  const verdict = contract.validateAnswer(operation.operationId, { status: result.status, contentType: result.contentType, body: result.body });
  if (!verdict.ok) return { ...answered, outcome: 'invalid', pointer: verdict.pointer, expected: verdict.expected };
  step.learn?.(found, result.body);
  for (const beneficiary of found.beneficiaries ?? []) {
    if (typeof beneficiary.documentNumber === 'string') state.numbers.add(beneficiary.documentNumber);
  }
  const evidence = codeEvidence(result.status, result.body);
  if (evidence) state.codes.push(evidence);
  state.lists.push(...listEvidence(operation.operationId, verdict.readings));
  return { ...answered, outcome: 'valid', readings: [...verdict.readings] };
}

/**
 * The required query parameters' values the contract itself gives (an example, a default, the first
 * allowed value), for the calls whose plan names none.
 * @param {import('../api-contract/contract.d.mts').ContractOperation} operation
 * @returns {Record<string, string>}
 */
function requiredDefaults(operation) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required || parameter.in !== 'query') continue;
    const schema = parameter.schema;
    const candidates = [Array.isArray(schema.examples) ? schema.examples[0] : undefined, schema.default, Array.isArray(schema.enum) ? schema.enum[0] : undefined];
    const value = candidates.find((candidate) => typeof candidate === 'string' || typeof candidate === 'number' || typeof candidate === 'boolean');
    if (value !== undefined) values[parameter.name] = String(value);
  }
  return values;
}
