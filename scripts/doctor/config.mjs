// The deployment doctor's config.json section: the file read (served, or given with --config),
// valid by the portal's own configuration rules (src/application/shared/config/app-config.rules.ts,
// the module the portal runs, with its error page's words for each field), every address https
// but a loopback one's, and no value of the sandbox left in it. Pure but for the read
// (`readConfig`); the checks take the JSON (types: config.d.mts).
import { readFileSync } from 'node:fs';
import { validateAppConfig } from '../../src/application/shared/config/app-config.rules.ts';
import { fieldIssueText } from '../../src/presentation/app/errors/config-error.messages.ts';
import { describeNetworkError, isLoopback } from './network.mjs';

/** Where the docs say what each field is and how an environment fills it. */
const DOCS = {
  fields: 'docs/configuration.md',
  deploy: 'docs/deployment.md#one-build-every-environment',
};

/** The sandbox's own configuration (public/config.json): its provider's names must not reach production. */
const sandboxConfig = JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'));

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });


/**
 * The configuration the doctor checks: the file given (--config), or the portal's served one.
 * @param {{ portal: URL, file?: string, fetch: (url: URL, init?: RequestInit) => Promise<Response> }} options
 * @returns {Promise<{ source: string, config: Record<string, unknown> | null, problem: string | null }>}
 */
export async function readConfig({ portal, file, fetch }) {
  if (file !== undefined) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { source: file, config: null, problem: `no se pudo leer ${file} (${error instanceof Error ? error.message : String(error)}).` };
    }
    return parsed(file, text);
  }
  const url = new URL('/config.json', portal).href;
  try {
    const response = await fetch(new URL(url), { headers: { Accept: 'application/json' } });
    if (response.status !== 200) return { source: url, config: null, problem: `${url} responde ${response.status}; debe responder 200 con el config.json del entorno.` };
    return parsed(url, await response.text());
  } catch (error) {
    return { source: url, config: null, problem: `${url}: sin respuesta: ${describeNetworkError(error)}.` };
  }
}

/** @param {string} source @param {string} text */
function parsed(source, text) {
  try {
    const value = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { source, config: value, problem: null };
  } catch {
    // Reported below, with the same words as any other non-object.
  }
  return { source, config: null, problem: `${source} no es un objeto JSON (¿una página HTML en su lugar?).` };
}

/**
 * The configuration held to the portal's rules with the portal's origin: the validated value, and
 * one fail per wrong field in the words of the portal's own configuration error page.
 * @param {Record<string, unknown>} config
 * @param {URL} portal
 */
export function validate(config, portal) {
  const result = validateAppConfig(config, { origin: portal.origin });
  if (result.ok) return { appConfig: result.value, checks: [check('ok', 'config-valid', 'config.json cumple las reglas de configuración del portal.', DOCS.fields)] };
  const checks = result.problems.map((problem) =>
    check('fail', 'config-valid', `config.json: ${problem.path === '' ? 'el archivo completo' : problem.path}: ${fieldIssueText(problem)}`, `${DOCS.fields}#${anchorOf(problem.path)}`),
  );
  return { appConfig: null, checks };
}

/** The docs/configuration.md section that describes each top-level field. */
const SECTIONS = {
  apiBaseUrl: 'api-and-identity',
  requestTimeoutMs: 'api-and-identity',
  identity: 'api-and-identity',
  provider: 'the-fund',
  navigation: 'navigation-in-app-paths',
  footer: 'footer',
  servicePhones: 'footer',
  feedbackSurveyUrl: 'footer',
  releaseNotesWidgetUrl: 'footer',
  releaseNotesWidgetIntegrity: 'footer',
  checkoutOrigins: 'footer',
  externalSites: 'external-sites',
  ipLookup: 'client-ip-lookup',
  telemetry: 'field-telemetry',
  texts: 'texts-left-to-configuration',
};

/** The docs/configuration.md section of a field: its top-level name's, or the list of fields. */
const anchorOf = (/** @type {string} */ path) => SECTIONS[/** @type {keyof typeof SECTIONS} */ (path.split(/[.[]/)[0])] ?? 'fields';

/**
 * Every string of the configuration with its path (`footer.company[0].href`).
 * @param {unknown} value
 * @param {string} [path]
 * @returns {[string, string][]}
 */
export function stringsOf(value, path = '') {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path === '' ? key : `${path}.${key}`));
  }
  return [];
}

/**
 * Every absolute or root-relative address in the configuration is https, or on a loopback host,
 * or the portal's own (root-relative, so on the portal's origin): one fail per plain http address
 * elsewhere, or one ok.
 * @param {Record<string, unknown>} config
 * @param {URL} portal
 */
export function httpsChecks(config, portal) {
  const insecure = stringsOf(config)
    .filter(([, value]) => /^http:\/\//i.test(value))
    .filter(([, value]) => {
      try {
        return !isLoopback(new URL(value).hostname);
      } catch {
        return true;
      }
    });
  const checks = insecure.map(([path, value]) =>
    check('fail', 'config-https', `config.json: ${path} es «${value}», sin https; en esa red cualquiera puede leer o cambiar lo que viaja.`, DOCS.deploy),
  );
  if (portal.protocol === 'http:' && !isLoopback(portal.hostname)) {
    checks.push(check('fail', 'config-https', `El portal mismo (${portal.origin}) se sirve sin https.`, DOCS.deploy));
  }
  if (checks.length > 0) return checks;
  return [check('ok', 'config-https', 'config.json: todas las direcciones usan https (o son de esta máquina o relativas al portal).', DOCS.deploy)];
}

/**
 * No value of the sandbox left in the configuration: no address under /sandbox/ (the sandbox's
 * mount points, which a production server does not have), and not the sandbox's provider name or
 * tax id (the portal would show them in its footer and on every certificate page).
 * @param {Record<string, unknown>} config
 */
export function sandboxChecks(config) {
  const left = stringsOf(config).filter(([, value]) => /(^|\/\/[^/]+)\/sandbox(\/|$)/.test(value));
  const checks = left.map(([path, value]) =>
    check('fail', 'config-sandbox', `config.json: ${path} es «${value}», una dirección del entorno de pruebas (sandbox) que el servidor de producción no tiene.`, DOCS.deploy),
  );
  const provider = /** @type {Record<string, unknown>} */ (config.provider ?? {});
  for (const field of /** @type {const} */ (['tradeName', 'taxId'])) {
    if (provider[field] !== undefined && provider[field] === sandboxConfig.provider[field]) {
      checks.push(check('fail', 'config-sandbox', `config.json: provider.${field} es «${String(provider[field])}», el del entorno de pruebas; ponga el de la caja.`, `${DOCS.fields}#the-fund`));
    }
  }
  if (checks.length > 0) return checks;
  return [check('ok', 'config-sandbox', 'config.json: no queda ningún valor del entorno de pruebas (sandbox).', DOCS.deploy)];
}
