// The deployment doctor's run: reads the configuration once, builds the context every section
// receives (context.d.mts), runs the sections in the order a fund fixes things (the web server's
// pages and files, config.json, the identity provider, the API, the other origins, TLS, then
// Mozilla's grade of the headers), and formats the report for a person or as JSON.
import { apiChecks } from './api.mjs';
import { httpsChecks, readConfig, sandboxChecks, validate } from './config.mjs';
import { identityChecks } from './identity.mjs';
import { observatoryChecks } from './observatory.mjs';
import { originChecks } from './origins.mjs';
import { fileChecks, pageChecks } from './pages.mjs';
import { tlsChecks } from './tls.mjs';

/**
 * The sections after config.json, each with its title and whether it needs a valid configuration
 * (the servers it names); TLS and the Observatory look at the portal's own server only.
 */
const SECTIONS = /** @type {const} */ ([
  ['Proveedor de identidad', identityChecks, true],
  ['API', apiChecks, true],
  ['Otros orígenes', originChecks, true],
  ['TLS', tlsChecks, false],
  ['Mozilla HTTP Observatory', observatoryChecks, false],
]);

/** The marks of each status, as printed. */
const MARKS = { ok: '✓', warn: '⚠', fail: '✗' };

/**
 * fetch with a time-out on every call and redirects not followed unless asked (a redirect is
 * often what a check is about).
 * @param {typeof fetch} base
 * @param {number} timeoutMs
 */
const fetchWithTimeout = (base, timeoutMs) => (/** @type {string | URL} */ url, /** @type {RequestInit} */ init = {}) =>
  base(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });

/**
 * Every check of a deployment.
 * @param {{ portal: URL, configFile?: string, timeoutMs?: number, httpPort?: number, fetch?: typeof fetch, sections?: ReadonlyArray<readonly [string, import('./context.d.mts').DoctorSection, boolean]> }} options
 * @returns {Promise<import('./run.d.mts').DoctorReport>}
 */
export async function runDoctor({ portal, configFile, timeoutMs = 10_000, httpPort = 80, fetch: base = fetch, sections = SECTIONS }) {
  const doFetch = fetchWithTimeout(base, timeoutMs);
  const read = await readConfig({ portal, file: configFile, fetch: doFetch });
  /** @type {import('./context.d.mts').Check[]} */
  const configChecks = [];
  /** @type {import('./context.d.mts').DoctorContext['appConfig']} */
  let appConfig = null;
  if (read.config === null) {
    configChecks.push({ status: 'fail', id: 'config-read', message: `config.json: ${read.problem}`, doc: 'docs/configuration.md#how-it-is-loaded' });
  } else {
    const validation = validate(read.config, portal);
    appConfig = validation.appConfig;
    configChecks.push(...validation.checks, ...httpsChecks(read.config, portal), ...sandboxChecks(read.config));
  }
  /** @type {import('./context.d.mts').DoctorContext} */
  const context = { portal, config: read.config, appConfig, fetch: doFetch, timeoutMs, httpPort };
  /** @type {import('./run.d.mts').DoctorReport['sections']} */
  const results = [
    { title: 'Páginas', checks: await guarded(() => pageChecks(context)) },
    { title: 'Archivos', checks: await guarded(() => fileChecks(context)) },
    { title: 'config.json', checks: configChecks },
  ];
  for (const [title, section, needsConfig] of sections) {
    if (needsConfig && appConfig === null) {
      results.push({ title, checks: [{ status: 'warn', id: 'skipped', message: 'No se comprobó: config.json no es válido (vea arriba), así que no se sabe a qué servidores apunta.', doc: 'docs/configuration.md' }] });
      continue;
    }
    results.push({ title, checks: await guarded(() => section(context)) });
  }
  const all = results.flatMap((section) => section.checks);
  const counts = { ok: 0, warn: 0, fail: 0 };
  for (const one of all) counts[one.status] += 1;
  return { portal: portal.origin, config: read.source, sections: results, counts, exitCode: counts.fail === 0 ? 0 : 1 };
}

/**
 * A section that throws (a bug of the doctor, never of the deployment) becomes one fail naming it,
 * and the other sections still run.
 * @param {() => Promise<import('./context.d.mts').Check[]>} run
 */
async function guarded(run) {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return [{ status: /** @type {const} */ ('fail'), id: 'doctor-error', message: `La comprobación falló por un error del propio doctor: ${message}`, doc: 'docs/go-live.md' }];
  }
}

/**
 * The report for a person: a heading per section, one line per check (the doc section after
 * every ⚠ and ✗), the counts and the verdict.
 * @param {import('./run.d.mts').DoctorReport} report
 */
export function formatReport(report) {
  const lines = [`Doctor del despliegue: ${report.portal}`, `Configuración comprobada: ${report.config}`];
  for (const section of report.sections) {
    lines.push('', section.title);
    for (const one of section.checks) {
      lines.push(`  ${MARKS[one.status]} ${one.message}${one.status === 'ok' ? '' : `  → ${one.doc}`}`);
    }
  }
  const { ok, warn, fail } = report.counts;
  lines.push('', `Resumen: ${ok} ✓, ${warn} ⚠, ${fail} ✗`);
  lines.push(
    fail === 0
      ? `Resultado: el despliegue cumple${warn > 0 ? '; revise los avisos (⚠)' : ''}.`
      : `Resultado: ${fail === 1 ? 'hay 1 problema' : `hay ${fail} problemas`} (✗) que corregir antes de publicar; cada línea nombra la sección de la documentación que dice cómo.`,
  );
  return `${lines.join('\n')}\n`;
}
