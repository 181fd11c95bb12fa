// `npm run doctor -- https://portal.caja.example`: checks a live deployment of the portal end to
// end (the web server's pages, headers and files, config.json, the identity provider's realm, the
// API's CORS, the other origins, TLS, and Mozilla HTTP Observatory's grade), one line per check,
// with the doc section that says how to fix what is wrong (docs/go-live.md). Only GET, HEAD,
// OPTIONS and authorization requests that stop at the login page: it changes nothing anywhere.
// Exit 0 with no ✗; 1 otherwise; 2 for a bad command.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatReport, runDoctor } from './doctor/run.mjs';

export const USAGE = `Uso: npm run doctor -- <dirección del portal> [opciones]

  <dirección del portal>   p. ej. https://portal.caja.example (solo el origen)
  --config <archivo>       comprueba este config.json en lugar del servido (antes de publicarlo)
  --json                   imprime el informe en JSON
  --timeout <ms>           tiempo máximo de cada petición (10000)
  --http-port <puerto>     puerto donde se comprueba que http redirige a https (80)
  --help                   esta ayuda

Sale con 0 si no hay ningún ✗, 1 si lo hay, 2 si el comando está mal escrito.
Para confiar en un certificado propio: NODE_EXTRA_CA_CERTS=ca.pem npm run doctor -- …
`;

/**
 * @param {string[]} argv
 * @param {{ stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream, fetch?: typeof fetch }} [io]
 * @returns {Promise<number>}
 */
export async function main(argv, { stdout = process.stdout, stderr = process.stderr, fetch: fetchImpl = fetch } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        config: { type: 'string' },
        json: { type: 'boolean', default: false },
        timeout: { type: 'string', default: '10000' },
        'http-port': { type: 'string', default: '80' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    stdout.write(USAGE);
    return 0;
  }
  const problems = [];
  /** @type {URL | null} */
  let portal = null;
  if (positionals.length !== 1) problems.push('Falta la dirección del portal (una sola).');
  else {
    try {
      portal = new URL(positionals[0]);
      if (portal.protocol !== 'https:' && portal.protocol !== 'http:') problems.push(`«${positionals[0]}» no es una dirección http(s).`);
    } catch {
      problems.push(`«${positionals[0]}» no es una dirección (p. ej. https://portal.caja.example).`);
    }
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) problems.push(`--timeout debe ser un número entero de milisegundos, no «${values.timeout}».`);
  const httpPort = Number(values['http-port']);
  if (!Number.isInteger(httpPort) || httpPort <= 0 || httpPort > 65_535) problems.push(`--http-port debe ser un puerto (1–65535), no «${values['http-port']}».`);
  if (problems.length > 0 || portal === null) {
    stderr.write(`${problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const report = await runDoctor({
    portal: new URL(portal.origin),
    configFile: values.config === undefined ? undefined : resolve(values.config),
    timeoutMs,
    httpPort,
    fetch: fetchImpl,
  });
  stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
