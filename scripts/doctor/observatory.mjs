// The deployment doctor's Mozilla HTTP Observatory section: the grade Mozilla's own scanner
// (@mdn/mdn-http-observatory, the tests and scoring of its public service) gives the portal's
// origin, and one line per test it fails, in Spanish, with the doc section that says how to fix it
// (types: observatory.d.mts). The scanner runs in a child of the same Node (this file, run as a
// script): Node reads NODE_EXTRA_CA_CERTS only when it starts, the scanner reads its time-outs from
// the environment, and the child is the only process the two adjustments below touch.
// `observatoryResultChecks` (the scanner's result → checks) is pure.
import { fork } from 'node:child_process';
import fs, { existsSync } from 'node:fs';
import nodeModule from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where docs/deployment.md says what each test checks and how the deployment passes it. */
const DOCS = {
  observatory: 'docs/deployment.md#mozilla-http-observatory',
  headers: 'docs/deployment.md#the-security-headers',
  policy: 'docs/deployment.md#the-content-security-policy-directive-by-directive',
};

/** Each of the scanner's tests, by its name: what the line calls it and the doc section it points to. */
export const TESTS = {
  'content-security-policy': { title: 'Content-Security-Policy', doc: DOCS.policy },
  cookies: { title: 'Cookies', doc: DOCS.observatory },
  'cross-origin-resource-sharing': { title: 'CORS', doc: DOCS.observatory },
  redirection: { title: 'Redirección de http a https', doc: DOCS.observatory },
  'referrer-policy': { title: 'Referrer-Policy', doc: DOCS.headers },
  'strict-transport-security': { title: 'Strict-Transport-Security', doc: DOCS.headers },
  'subresource-integrity': { title: 'Subresource Integrity', doc: DOCS.observatory },
  'x-content-type-options': { title: 'X-Content-Type-Options', doc: DOCS.headers },
  'x-frame-options': { title: 'X-Frame-Options', doc: DOCS.policy },
  'cross-origin-resource-policy': { title: 'Cross-Origin-Resource-Policy', doc: DOCS.headers },
};

/** The scanner's explanation of each result (its grader's score table), in Spanish. */
export const RESULTS = {
  'csp-implemented-with-no-unsafe-default-src-none': "la Content-Security-Policy tiene default-src 'none', nada 'unsafe' y form-action restringido.",
  'csp-implemented-with-no-unsafe': "la Content-Security-Policy no permite 'unsafe-inline' ni 'unsafe-eval'.",
  'csp-implemented-with-unsafe-inline-in-style-src-only': "la Content-Security-Policy permite fuentes inseguras ('unsafe-inline', data: o https: entero) solo en style-src.",
  'csp-implemented-with-insecure-scheme-in-passive-content-only': 'la Content-Security-Policy deja cargar imágenes o medios por http.',
  'csp-implemented-with-unsafe-eval': "la Content-Security-Policy permite 'unsafe-eval' y deja enviar formularios a cualquier sitio.",
  'csp-implemented-with-unsafe-inline': "la Content-Security-Policy es insegura: 'unsafe-inline' o data: en script-src, fuentes tan amplias como https: en script-src u object-src, o esas directivas sin restringir.",
  'csp-implemented-with-insecure-scheme': 'la Content-Security-Policy deja cargar recursos por http.',
  'csp-header-invalid': 'la Content-Security-Policy no se puede interpretar.',
  'csp-not-implemented': 'falta la cabecera Content-Security-Policy.',
  'csp-not-implemented-but-reporting-enabled': 'la política llega solo como Content-Security-Policy-Report-Only, que informa pero no bloquea.',
  'csp-implemented-but-duplicate-directives': 'la Content-Security-Policy repite directivas; el navegador ignora las repetidas.',
  'cookies-secure-with-httponly-sessions-and-samesite': 'todas las cookies llevan Secure, las de sesión HttpOnly, y SameSite las restringe a su sitio.',
  'cookies-secure-with-httponly-sessions': 'todas las cookies llevan Secure y las de sesión HttpOnly.',
  'cookies-not-found': 'no se encontraron cookies.',
  'cookies-without-secure-flag-but-protected-by-hsts': 'hay cookies sin el atributo Secure (HSTS evita que viajen por http).',
  'cookies-session-without-secure-flag-but-protected-by-hsts': 'una cookie de sesión no lleva Secure (HSTS evita que viaje por http).',
  'cookies-without-secure-flag': 'hay cookies sin el atributo Secure o puestas por http.',
  'cookies-samesite-flag-invalid': 'hay cookies con SameSite distinto de Strict o Lax.',
  'cookies-anticsrf-without-samesite-flag': 'hay fichas anti-CSRF en cookies sin SameSite.',
  'cookies-session-without-httponly-flag': 'una cookie de sesión no lleva HttpOnly: cualquier script de la página puede leerla.',
  'cookies-session-without-secure-flag': 'una cookie de sesión no lleva Secure o se puso por http.',
  'cross-origin-resource-sharing-not-implemented': 'el contenido no se comparte con otros orígenes por CORS.',
  'cross-origin-resource-sharing-implemented-with-public-access': 'el contenido se comparte por CORS con cualquier origen, sin credenciales.',
  'cross-origin-resource-sharing-implemented-with-restricted-access': 'el contenido se comparte por CORS solo con orígenes determinados.',
  'cross-origin-resource-sharing-implemented-with-universal-access': 'el contenido se comparte por CORS con cualquier origen y con credenciales: el sitio queda expuesto a ataques CSRF.',
  'redirection-all-redirects-preloaded': 'todos los sitios a los que redirige están en la lista de precarga HSTS.',
  'redirection-to-https': 'http redirige primero a https en el mismo sitio y termina en https.',
  'redirection-not-needed-no-http': 'no responde por http, así que no hace falta redirigir.',
  'redirection-off-host-from-http': 'http redirige a https de otro sitio, con lo que el navegador no aprende HSTS para este.',
  'redirection-not-to-https-on-initial-redirection': 'http termina en https, pero su primera redirección va a otra dirección http.',
  'redirection-not-to-https': 'http redirige, pero el destino final no es https.',
  'redirection-missing': 'http no redirige a https.',
  'redirection-invalid-cert': 'la cadena de certificados que se encuentra al redirigir no es válida.',
  'referrer-policy-private': 'Referrer-Policy es no-referrer, same-origin, strict-origin o strict-origin-when-cross-origin.',
  'referrer-policy-not-implemented': 'falta la cabecera Referrer-Policy.',
  'referrer-policy-unsafe': 'Referrer-Policy es insegura (origin, origin-when-cross-origin, unsafe-url o no-referrer-when-downgrade).',
  'referrer-policy-header-invalid': 'Referrer-Policy no se reconoce.',
  'hsts-preloaded': 'el sitio está en la lista de precarga HSTS.',
  'hsts-implemented-max-age-at-least-six-months': 'Strict-Transport-Security tiene un max-age de al menos seis meses.',
  'hsts-implemented-max-age-less-than-six-months': 'Strict-Transport-Security tiene un max-age de menos de seis meses (15768000).',
  'hsts-not-implemented': 'falta la cabecera Strict-Transport-Security.',
  'hsts-header-invalid': 'Strict-Transport-Security no se reconoce (repetida o sin max-age).',
  'hsts-not-implemented-no-https': 'el sitio no responde por https, así que no puede tener Strict-Transport-Security.',
  'hsts-invalid-cert': 'la cadena de certificados no es válida, así que Strict-Transport-Security no cuenta.',
  'sri-implemented-and-all-scripts-loaded-securely': 'los scripts llevan integridad (SRI) y vienen de un origen similar.',
  'sri-implemented-and-external-scripts-loaded-securely': 'los scripts llevan integridad (SRI) y todos se cargan de forma segura.',
  'sri-not-implemented-response-not-html': 'la respuesta no es HTML; la integridad (SRI) no aplica.',
  'sri-not-implemented-but-no-scripts-loaded': 'la página no tiene etiquetas script; la integridad (SRI) no hace falta.',
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 'los scripts no llevan integridad (SRI), pero todos vienen de un origen similar.',
  'sri-not-implemented-but-external-scripts-loaded-securely': 'los scripts de otros orígenes no llevan integridad (SRI), aunque se cargan por https.',
  'sri-implemented-but-external-scripts-not-loaded-securely': 'hay scripts de otros orígenes con integridad (SRI), pero cargados por http o con direcciones «//…».',
  'sri-not-implemented-and-external-scripts-not-loaded-securely': 'hay scripts de otros orígenes sin integridad (SRI), cargados por http o con direcciones «//…».',
  'x-content-type-options-nosniff': 'X-Content-Type-Options es nosniff.',
  'x-content-type-options-not-implemented': 'falta la cabecera X-Content-Type-Options.',
  'x-content-type-options-header-invalid': 'X-Content-Type-Options no se reconoce (debe ser nosniff).',
  'x-frame-options-implemented-via-csp': 'la directiva frame-ancestors de la Content-Security-Policy dice quién puede enmarcar la página.',
  'x-frame-options-sameorigin-or-deny': 'X-Frame-Options es SAMEORIGIN o DENY.',
  'x-frame-options-allow-from-origin': 'X-Frame-Options usa la directiva ALLOW-FROM.',
  'x-frame-options-not-implemented': 'faltan X-Frame-Options y frame-ancestors: cualquier sitio puede enmarcar la página.',
  'x-frame-options-header-invalid': 'X-Frame-Options no se reconoce.',
  'corp-header-invalid': 'Cross-Origin-Resource-Policy no se reconoce.',
  'corp-implemented-with-cross-origin': 'Cross-Origin-Resource-Policy es cross-origin: cualquier sitio puede cargar los archivos del portal.',
  'corp-implemented-with-same-origin': 'Cross-Origin-Resource-Policy es same-origin.',
  'corp-implemented-with-same-site': 'Cross-Origin-Resource-Policy es same-site.',
  'corp-not-implemented': 'falta Cross-Origin-Resource-Policy (el navegador asume cross-origin).',
  'html-not-parseable': 'la respuesta dice ser HTML, pero no se puede interpretar.',
};

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

/**
 * The grade's status. The headers the project's nginx sends (scripts/generate-csp.mjs) earn A+
 * with every test passed (115/100), so any lower grade means a header was lost or changed on the
 * way: A and A- (90–99: a bonus lost or a small penalty, still above the public service's "good")
 * warn, anything below A- fails.
 * @param {string} grade
 * @returns {'ok'|'fail'|'warn'}
 */
export function gradeStatus(grade) {
  if (grade === 'A+') return 'ok';
  return grade === 'A' || grade === 'A-' ? 'warn' : 'fail';
}

/**
 * The checks of one scan: the grade's line, then a line per failed test, a fail when the test costs
 * points and a warning when the scanner fails it at no cost. `preloadList: false` says the grade was
 * given without Chromium's HSTS preload list (as if no host were preloaded: never a better grade).
 * @param {import('./observatory.d.mts').ObservatoryResult} result
 * @param {{ preloadList?: boolean }} [options]
 * @returns {import('./security-headers.d.mts').Check[]}
 */
export function observatoryResultChecks(result, { preloadList = true } = {}) {
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  const without = preloadList ? '' : ' Calificado sin la lista de precarga HSTS de Chromium, como si el dominio no estuviera en ella.';
  const checks = [
    check(gradeStatus(grade), 'observatory', `Mozilla HTTP Observatory: ${grade} (puntaje ${score}/100, ${testsPassed} de ${testsQuantity} pruebas superadas).${without}`, DOCS.observatory),
  ];
  for (const [name, test] of Object.entries(result.tests)) {
    if (test.pass) continue;
    const known = TESTS[/** @type {keyof typeof TESTS} */ (name)];
    const explanation = RESULTS[/** @type {keyof typeof RESULTS} */ (test.result ?? '')] ?? `resultado «${test.result ?? 'ninguno'}».`;
    const cost = test.scoreModifier ?? 0;
    const points = cost < 0 ? ` (${cost} puntos)` : ' (sin costo en puntos)';
    const message = `Prueba «${name}» (${known?.title ?? name}) de la Observatory: ${explanation}${points}`;
    checks.push(check(cost < 0 ? 'fail' : 'warn', `observatory-${name}`, message, known?.doc ?? DOCS.observatory));
  }
  return checks;
}

/**
 * Why the scanner gave no grade, as a warning: the section reports and goes on.
 * @param {{ error: string, code?: string }} failure
 * @param {{ origin: string, httpsPort: number, httpPort: number }} target
 * @returns {import('./security-headers.d.mts').Check}
 */
export function observatoryFailureCheck(failure, target) {
  const status = /unexpected HTTP status code (\d+)/.exec(failure.error)?.[1];
  let why;
  if (failure.code === 'ERR_MODULE_NOT_FOUND') why = 'el escáner @mdn/mdn-http-observatory no está instalado (npm ci, con las dependencias de desarrollo)';
  else if (failure.code === 'TIMEOUT') why = `el escáner no terminó: ${failure.error}`;
  else if (failure.error === 'The site seems to be down.') why = `no se pudo conectar con ${target.origin} ni por https (puerto ${target.httpsPort}) ni por http (puerto ${target.httpPort})`;
  else if (status !== undefined) why = `${target.origin}/ respondió ${status}, y la Observatory solo califica respuestas 2xx, 3xx, 401 o 403`;
  else why = `el escáner falló: «${failure.error}»`;
  return check('warn', 'observatory', `Mozilla HTTP Observatory sin calificación: ${why}.`, DOCS.observatory);
}

/**
 * The extra certificates the child trusts: the ones the doctor was started with
 * (NODE_EXTRA_CA_CERTS), else Mozilla's intermediates when their package has downloaded them (the
 * scanner's own command line uses them for servers that leave out their chain), else none.
 * @returns {string | undefined}
 */
function extraCertificates() {
  if (process.env.NODE_EXTRA_CA_CERTS) return process.env.NODE_EXTRA_CA_CERTS;
  try {
    const bundle = fileURLToPath(new URL('ca_bundle/ca_intermediate_bundle.pem', import.meta.resolve('node_extra_ca_certs_mozilla_bundle')));
    return existsSync(bundle) ? bundle : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One scan of `hostname` (https on `httpsPort`, plain http on `httpPort`) in a child process; each of
 * the scanner's requests given `timeoutMs`, the child stopped after three of them and 15 s to load.
 * @param {{ hostname: string, httpsPort: number, httpPort: number, timeoutMs: number }} target
 * @returns {Promise<import('./observatory.d.mts').ScanOutcome>}
 */
function runObservatory({ hostname, httpsPort, httpPort, timeoutMs }) {
  const limit = 3 * timeoutMs + 15_000;
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ABORT_TIMEOUT: String(timeoutMs), CLIENT_TIMEOUT: String(timeoutMs) };
  const certificates = extraCertificates();
  if (certificates) env.NODE_EXTRA_CA_CERTS = certificates;
  return new Promise((resolve) => {
    /** @type {import('./observatory.d.mts').ScanOutcome | undefined} */
    let outcome;
    let stderr = '';
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify({ hostname, httpsPort, httpPort })], {
      env,
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      timeout: limit,
    });
    child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('message', (message) => (outcome = /** @type {import('./observatory.d.mts').ScanOutcome} */ (message)));
    child.on('error', (error) => (outcome ??= { error: error.message }));
    child.on('exit', (code, signal) => {
      if (outcome) resolve(outcome);
      else if (signal === 'SIGTERM') resolve({ error: `pasaron ${limit / 1000} s`, code: 'TIMEOUT' });
      else resolve({ error: `el proceso terminó con ${signal ?? `código ${code}`}: ${stderr.trim().split('\n').pop() ?? ''}` });
    });
  });
}

/**
 * The section: the portal's origin scanned, https on its port, plain http on `context.httpPort`.
 * @type {import('./context.d.mts').DoctorSection}
 */
export async function observatoryChecks(context) {
  const { portal } = context;
  const httpsPort = portal.protocol === 'https:' && portal.port ? Number(portal.port) : 443;
  const target = { origin: portal.origin, httpsPort, httpPort: context.httpPort };
  try {
    const outcome = await runObservatory({ hostname: portal.hostname, httpsPort, httpPort: context.httpPort, timeoutMs: context.timeoutMs });
    if ('error' in outcome) return [observatoryFailureCheck(outcome, target)];
    return observatoryResultChecks(outcome.result, { preloadList: outcome.preloadList });
  } catch (error) {
    return [observatoryFailureCheck({ error: error instanceof Error ? error.message : String(error) }, target)];
  }
}

/**
 * The child: loads the scanner with two adjustments and sends its result to the parent. The
 * scanner's `scan(hostname)` asks its retriever for the standard ports; a resolve hook hands it the
 * retriever with the ports given. Without the preload list its postinstall would download
 * (conf/hsts-preload.json), the list reads as empty. Its TLD list is never read by the scanner.
 * @param {string} argument the target as JSON
 */
async function scanInChild(argument) {
  const { hostname, httpsPort, httpPort } = JSON.parse(argument);
  /** @type {import('./observatory.d.mts').ScanOutcome} */
  let outcome;
  try {
    const entry = import.meta.resolve('@mdn/mdn-http-observatory');
    const scanner = new URL('scanner/index.js', entry).href;
    const retriever = new URL('retriever/retriever.js', entry).href;
    const withPorts = `import { retrieve as scannerRetrieve } from ${JSON.stringify(retriever)};
export const retrieve = (hostname, options = {}) => scannerRetrieve(hostname, { httpsPort: ${JSON.stringify(String(httpsPort))}, httpPort: ${JSON.stringify(String(httpPort))}, ...options });`;
    let portsGiven = false;
    // Node 24's synchronous module hooks (the @types/node the project pins predates them).
    /** @typedef {{ url: string, shortCircuit?: boolean }} Resolved */
    /** @typedef {(specifier: string, context: { parentURL?: string }, nextResolve: (specifier: string, context: { parentURL?: string }) => Resolved) => Resolved} ResolveHook */
    const { registerHooks } = /** @type {{ registerHooks(hooks: { resolve: ResolveHook }): void }} */ (/** @type {unknown} */ (nodeModule));
    registerHooks({
      resolve(specifier, context, nextResolve) {
        if (context.parentURL === scanner && new URL(specifier, scanner).href === retriever) {
          portsGiven = true;
          return { url: `data:text/javascript,${encodeURIComponent(withPorts)}`, shortCircuit: true };
        }
        return nextResolve(specifier, context);
      },
    });
    const preloadPath = fileURLToPath(new URL('../conf/hsts-preload.json', entry));
    const preloadList = existsSync(preloadPath);
    if (!preloadList) {
      const readFileSync = fs.readFileSync;
      fs.readFileSync = /** @type {typeof fs.readFileSync} */ (
        /** @type {unknown} */ ((/** @type {Parameters<typeof fs.readFileSync>} */ ...args) => (args[0] === preloadPath ? '{}' : readFileSync(...args)))
      );
    }
    const { scan } = await import(entry);
    if (!portsGiven) throw new Error(`el escáner ya no carga ${retriever} desde ${scanner}; no se le pueden dar los puertos`);
    const result = await scan(hostname);
    const tests = Object.fromEntries(Object.entries(result.tests).map(([name, { scoreDescription: _description, ...test }]) => [name, test]));
    outcome = { result: { scan: result.scan, tests }, preloadList };
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
    outcome = { error: error instanceof Error ? error.message : String(error), ...(code ? { code } : {}) };
  }
  process.send?.(outcome, () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.send) {
  await scanInChild(process.argv[2] ?? '{}');
}
