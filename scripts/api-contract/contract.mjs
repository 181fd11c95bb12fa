// The fund's API contract (docs/api/openapi.yaml) as a validator of answers: the contract bundled by
// Redocly CLI into one JSON document (as sandbox/api-docs/contract-bundle.ts does for the API page),
// every response schema compiled by Ajv's JSON Schema 2020-12 build, and the operations listed with
// their method, path template, token and parameters. Used by the tests (the msw fixtures and the
// sandbox's answers) and by Node scripts; docs/api/README.md ("Validating answers") lists the readings.

import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** A path, not a URL object: under a DOM test environment `URL` is the DOM's, which fs rejects. */
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaultContractPath = path.join(repoRoot, 'docs/api/openapi.yaml');
const redoclyCli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
const contractId = 'https://contract.invalid/openapi.json';
const methods = /** @type {const} */ (['get', 'post', 'put', 'patch', 'delete']);

/** @typedef {import('./contract.d.mts').Contract} Contract */
/** @typedef {import('./contract.d.mts').ContractOperation} ContractOperation */
/** @typedef {import('./contract.d.mts').Answer} Answer */
/** @typedef {import('./contract.d.mts').Verdict} Verdict */
/** @typedef {Record<string, unknown>} Json */

/** @param {string} contractPath */
function bundleArgs(contractPath) {
  return [redoclyCli, 'bundle', path.relative(repoRoot, contractPath), '--ext', 'json'];
}

/** Redocly CLI's environment: no usage telemetry, no update check, no colours. */
const redoclyOptions = {
  cwd: repoRoot,
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  maxBuffer: 32 * 1024 * 1024,
  timeout: 60_000,
  encoding: /** @type {const} */ ('utf8'),
};

/**
 * The contract bundled and compiled.
 * @param {{ contractPath?: string }} [options]
 * @returns {Promise<Contract>}
 */
export function loadContract({ contractPath = defaultContractPath } = {}) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, bundleArgs(contractPath), redoclyOptions, (error, stdout, stderr) => {
      if (error) reject(new Error(`redocly bundle failed: ${String(stderr).trim() || error.message}`));
      else resolve(contractFromDocument(JSON.parse(stdout)));
    });
  });
}

/** @type {Map<string, Contract>} */
const loaded = new Map();

/**
 * The same contract, bundled synchronously once per path and process (for test setup files).
 * @param {{ contractPath?: string }} [options]
 * @returns {Contract}
 */
export function loadContractSync({ contractPath = defaultContractPath } = {}) {
  const known = loaded.get(contractPath);
  if (known) return known;
  const stdout = execFileSync(process.execPath, bundleArgs(contractPath), { ...redoclyOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  const contract = contractFromDocument(JSON.parse(stdout));
  loaded.set(contractPath, contract);
  return contract;
}

/** @param {string} token */
const escapePointer = (token) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The contract from an already bundled OpenAPI document.
 * @param {Json} document
 * @returns {Contract}
 */
function contractFromDocument(document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, contractId);
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();
  /** @param {string} pointer */
  const validatorAt = (pointer) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${contractId}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** @type {(ContractOperation & { pointer: string, responses: Json })[]} */
  const operations = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      operations.push({
        operationId: operation.operationId,
        method: /** @type {ContractOperation['method']} */ (method.toUpperCase()),
        path: template,
        tag: operation.tags?.[0] ?? '',
        requiresToken: security.length > 0 && security.every((/** @type {Json} */ need) => Object.keys(need).length > 0),
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((/** @type {Json} */ parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
          schema: parameter.schema ?? {},
        })),
        requestBodyRequired: operation.requestBody?.required === true,
        businessCodes: businessCodesOf(operation),
        pointer: `/paths/${escapePointer(template)}/${method}`,
        responses: operation.responses ?? {},
      });
    }
  }
  const matchers = operations.map((operation) => ({
    operation,
    pattern: new RegExp(`^${operation.path.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}/?$`),
    literal: !operation.path.includes('{'),
  }));
  // A literal path wins over a template that also matches it (`/subsidies/send-document` over `/subsidies/{kind}`).
  matchers.sort((a, b) => Number(b.literal) - Number(a.literal));

  /** @param {Json} schema @param {unknown} data @param {string} pointer @param {Set<string>} labels @param {number} depth */
  const collectReadings = (schema, data, pointer, labels, depth) => {
    if (!schema || typeof schema !== 'object' || depth > 40) return;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
      collectReadings(resolvePointer(document, schema.$ref.slice(1)), data, schema.$ref.slice(1), labels, depth + 1);
    }
    for (const key of ['oneOf', 'anyOf']) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      branches.forEach((branch, index) => {
        const at = `${pointer}/${key}/${index}`;
        if (!validatorAt(at)(data)) return;
        const target = typeof branch.$ref === 'string' ? resolvePointer(document, branch.$ref.slice(1)) : null;
        const label = branch['x-reading'] ?? target?.['x-reading'];
        // A null where a list may be is no list: it shows neither reading.
        if (typeof label === 'string' && data !== null) labels.add(label);
        collectReadings(branch, data, at, labels, depth + 1);
      });
    }
    if (Array.isArray(schema.allOf)) schema.allOf.forEach((part, index) => collectReadings(part, data, `${pointer}/allOf/${index}`, labels, depth + 1));
    if (isObject(data) && isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        if (name in data) collectReadings(property, data[name], `${pointer}/properties/${escapePointer(name)}`, labels, depth + 1);
      }
    }
    if (Array.isArray(data) && isObject(schema.items)) {
      for (const item of data) collectReadings(schema.items, item, `${pointer}/items`, labels, depth + 1);
    }
  };

  /** @type {Contract} */
  const contract = {
    document,
    operations: operations.map(({ pointer: _pointer, responses: _responses, ...operation }) => operation),
    findOperation(method, concretePath) {
      const wanted = method.toUpperCase();
      const bare = concretePath.split(/[?#]/)[0] ?? '';
      const found = matchers.find(({ operation, pattern }) => operation.method === wanted && pattern.test(bare));
      return found ? contract.operations[operations.indexOf(found.operation)] ?? null : null;
    },
    validateAnswer(operationId, { status, contentType, body }) {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      if (!operation) return failure('', 'an operation of the contract', `no operation "${operationId}" in the contract`);
      const key = responseKey(operation.responses, status);
      if (key === null) {
        const listed = Object.keys(operation.responses).join(', ');
        return failure('', `a status among ${listed}`, `${operationId}: HTTP ${status} is not a status the contract lists (${listed})`);
      }
      const response = operation.responses[key];
      const responsePointer = `${operation.pointer}/responses/${escapePointer(key)}`;
      const content = isObject(response.content) ? response.content : null;
      const readings = codeReadings(status, body);
      const empty = body === undefined || body === null || body === '';
      if (!content || Object.keys(content).length === 0) return { ok: true, response: key, readings };
      if (empty && response['x-empty-body'] === true) return { ok: true, response: key, readings };
      const media = mediaFor(content, contentType);
      if (media === null) {
        return failure('', `a body of type ${Object.keys(content).join(' or ')}`, `${operationId} HTTP ${status}: content type ${contentType ?? 'none'} is not what the contract lists`);
      }
      if (/json/.test(media) && !isObject(body) && !Array.isArray(body)) {
        return failure('', 'a JSON object', `${operationId} HTTP ${status}: the body is not JSON (${describe(body)})`);
      }
      const schemaPointer = `${responsePointer}/content/${escapePointer(media)}/schema`;
      if (!isObject(content[media]?.schema)) return { ok: true, response: key, readings };
      const validate = validatorAt(schemaPointer);
      if (!validate(body)) {
        const error = deepestError(validate.errors ?? []);
        const expected = error ? expectation(error) : 'a valid body';
        const at = error?.instancePath ?? '';
        return failure(at, expected, `${operationId} HTTP ${status} (response ${key}) at '${at}': expected ${expected}`);
      }
      // The operation's own statuses (200 and the ones its codes are mirrored as) carry its named codes;
      // the shared `4XX`/`5XX` responses are any request refused or failed, whatever code they carry.
      const unnamed = key === String(status) ? unnamedCode(operation, body) : null;
      if (unnamed) {
        const expected = `one of the codes the contract names: ${unnamed.named.join(', ')}`;
        return failure(unnamed.pointer, expected, `${operationId} HTTP ${status} (response ${key}) at '${unnamed.pointer}': business code ${unnamed.code}, expected ${expected}`);
      }
      /** @type {Set<string>} */
      const labels = new Set(readings);
      collectReadings(content[media].schema, body, schemaPointer, labels, 0);
      return { ok: true, response: key, readings: [...labels] };
    },
  };
  return contract;
}

/** @param {Json} responses @param {number} status */
function responseKey(responses, status) {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  if (range in responses) return range;
  if (`${exact[0]}xx` in responses) return `${exact[0]}xx`;
  return 'default' in responses ? 'default' : null;
}

/** @param {Json} content @param {string | null | undefined} contentType */
function mediaFor(content, contentType) {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && type in content) return type;
  const json = Object.keys(content).find((media) => /json/.test(media));
  // A body announced as something else (text/html, none) is still checked against the JSON schema:
  // the portal reads every answer as JSON, and a text body then fails as 'not JSON'.
  return json ?? (Object.keys(content)[0] ?? null);
}

/**
 * 'code-in-body' for an HTTP 200, 'code-mirrored' for another status equal to the body's code.
 * @param {number} status @param {unknown} body
 */
function codeReadings(status, body) {
  if (status === 200) return ['code-in-body'];
  const code = businessCode(body);
  return code !== null && code === status ? ['code-mirrored'] : [];
}

/** The business code as the portal reads it: `code`, `responseCode` or `data.code`, the first present. @param {unknown} body */
export function businessCode(body) {
  if (!isObject(body)) return null;
  const data = isObject(body.data) ? body.data : {};
  for (const value of [body.code, body.responseCode, data.code]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value);
    return null;
  }
  return null;
}

/** @type {Record<string, readonly string[]>} The places of the code, in each `x-code-order`. */
const CODE_PLACES = {
  'code-first': ['/code', '/responseCode', '/data/code'],
  'responseCode-first': ['/responseCode', '/code', '/data/code'],
  'data-code-first': ['/data/code', '/code', '/responseCode'],
};

/**
 * The operation's named codes as the contract lists them (`x-business-codes` and its companions).
 * @param {Json} operation @returns {import('./contract.d.mts').BusinessCodes | null}
 */
function businessCodesOf(operation) {
  const named = operation['x-business-codes'];
  if (!Array.isArray(named)) return null;
  const order = operation['x-code-order'];
  return {
    named: named.filter((code) => Number.isInteger(code)),
    order: typeof order === 'string' && order in CODE_PLACES ? /** @type {import('./contract.d.mts').CodeOrder} */ (order) : 'code-first',
    optional: operation['x-business-codes-optional'] === true,
    open: operation['x-business-codes-open'] === true,
    message: typeof operation['x-business-message'] === 'string' ? operation['x-business-message'] : null,
  };
}

/**
 * The business code as the portal reads it in one order (src/infrastructure/http/json-body.mapper.ts,
 * `readBusinessCode`): the first place holding a finite number or non-blank text decides; a whole
 * number there (or one written as text) is the code, anything else makes it null.
 * @param {unknown} body @param {import('./contract.d.mts').CodeOrder} order
 * @returns {{ code: number | null, pointer: string } | null} null when no place holds anything
 */
function businessCodeAt(body, order) {
  if (!isObject(body)) return null;
  const data = isObject(body.data) ? body.data : {};
  /** @type {Record<string, unknown>} */
  const values = { '/code': body.code, '/responseCode': body.responseCode, '/data/code': data.code };
  for (const pointer of CODE_PLACES[order] ?? CODE_PLACES['code-first']) {
    const value = values[pointer];
    if (typeof value === 'number' && Number.isFinite(value)) return { code: Number.isInteger(value) ? value : null, pointer };
    if (typeof value === 'string' && value.trim() !== '') {
      return { code: /^[+-]?\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null, pointer };
    }
  }
  return null;
}

/**
 * The code a body carries that its operation does not name, with its place; null when the code is named,
 * absent or unreadable, when the operation lists none or takes any code (`x-business-codes-open`), or when
 * the body's message is the operation's `x-business-message`.
 * @param {{ businessCodes: import('./contract.d.mts').BusinessCodes | null }} operation @param {unknown} body
 */
function unnamedCode({ businessCodes }, body) {
  if (!businessCodes || businessCodes.open) return null;
  const read = businessCodeAt(body, businessCodes.order);
  if (!read || read.code === null || businessCodes.named.includes(read.code)) return null;
  if (businessCodes.message !== null && isObject(body) && typeof body.message === 'string' && body.message.trim() === businessCodes.message) return null;
  return { code: read.code, pointer: read.pointer, named: businessCodes.named };
}

/** The error that says most: the deepest place, the combinators' own summaries last. @param {import('ajv').ErrorObject[]} errors */
function deepestError(errors) {
  const depth = (/** @type {import('ajv').ErrorObject} */ error) => (error.instancePath.match(/\//g) ?? []).length + (error.keyword === 'required' ? 1 : 0);
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  const pool = specific.length > 0 ? specific : errors;
  return pool.reduce((best, error) => (best === undefined || depth(error) > depth(best) ? error : best), /** @type {import('ajv').ErrorObject | undefined} */ (undefined));
}

/** What the contract expected, in words. @param {import('ajv').ErrorObject} error */
function expectation(error) {
  const params = /** @type {Json} */ (error.params);
  switch (error.keyword) {
    case 'type':
      return Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
    case 'required':
      return `required property "${params.missingProperty}"`;
    case 'enum':
      return `one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return `the value ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return `text matching ${params.pattern}`;
    case 'format':
      return `a ${params.format}`;
    case 'minLength':
      return `text of at least ${params.limit} characters`;
    case 'maxLength':
      return `text of at most ${params.limit} characters`;
    case 'minItems':
      return `at least ${params.limit} items`;
    case 'maxItems':
      return `at most ${params.limit} items`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${params.comparison} ${params.limit}`;
    case 'additionalProperties':
      return `no property "${params.additionalProperty}"`;
    case 'oneOf':
      return params.passingSchemas ? `exactly one of the listed shapes (${params.passingSchemas.length} matched)` : 'one of the listed shapes';
    case 'anyOf':
      return 'one of the listed shapes';
    default:
      return error.message ?? error.keyword;
  }
}

/** @param {string} pointer @param {string} expected @param {string} message @returns {Verdict} */
function failure(pointer, expected, message) {
  return { ok: false, pointer, expected, message };
}

/** @param {Json} document @param {string} pointer */
function resolvePointer(document, pointer) {
  /** @type {unknown} */
  let node = document;
  for (const token of pointer.split('/').slice(1)) {
    node = node?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** @param {unknown} value @returns {value is Json} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {unknown} body */
function describe(body) {
  if (body === undefined || body === '') return 'empty';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
