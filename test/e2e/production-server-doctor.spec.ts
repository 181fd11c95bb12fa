import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { NginxSite } from '../../scripts/nginx-site.mjs';
import type { Check } from '../../scripts/doctor/context.d.mts';
import { hasOpenssl } from '../../scripts/nginx-site.mjs';
import { isCI, nginx } from '@test/support/browser/production-site';
import { startCorsGateway } from '@test/support/doctor/cors-gateway';
import { certificateFor, freePort, replaceIn, runDoctor, staleIntegrity, startDeployment, type DeploymentOptions } from '@test/support/doctor/deployments';
import { startSandboxProvider } from '@test/support/doctor/identity-provider';

// `npm run doctor` as a fund meets it (docs/go-live.md): against the production build served by
// Debian's nginx over TLS with the generated headers, in front of the fund's systems as this
// machine stands them in (the sandbox provider, a gateway to the sandbox's API and services), every
// check is ✓; against each broken deployment, the doctor exits 1 with that deployment's own ✗ and
// no other. The deployments share the portal's ports, one at a time, so the realm's registered
// addresses and the API's allowed origin are the same for all of them.

test.describe.configure({ mode: 'default' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'Solo en escritorio: el doctor no depende de la pantalla.');
test.skip(nginx === null && !isCI, 'Sin nginx o su módulo brotli_static (fuera de CI): instala nginx y libnginx-mod-http-brotli-static de Debian.');
test.skip(!hasOpenssl() && !isCI, 'Sin openssl (fuera de CI): los certificados de prueba lo necesitan.');
test.setTimeout(60_000);

type Systems = Awaited<ReturnType<typeof startSystems>>;
let systems: Systems;

/** The fund's systems: a realm with exact addresses and one with a wildcard, an API with CORS for the portal and one without. */
async function startSystems(preview: string) {
  const folder = resolve('test-results', 'doctor', String(new URL(preview).port));
  const port = await freePort();
  const httpPort = await freePort();
  const portal = `https://localhost:${port}`;
  // The fund's systems over https with the portal's certificate (its name is localhost): a policy
  // that names an http origin is graded down by the Observatory, as it would be in production.
  const certificate = await certificateFor(join(folder, 'valid'), { days: 30 });
  const expired = await certificateFor(join(folder, 'expired'), { expired: true });
  const tls = certificate;
  // The API (with CORS for the portal, or without any) and the other services each on an origin of their own.
  const [exact, wildcard, gateway, closed, services] = await Promise.all([
    startSandboxProvider({ portalOrigin: portal, tls }),
    startSandboxProvider({ portalOrigin: portal, redirectUris: 'any', tls }),
    startCorsGateway({ upstream: preview, allowOrigins: [portal], tls }),
    startCorsGateway({ upstream: preview, allowOrigins: [], tls }),
    startCorsGateway({ upstream: preview, allowOrigins: [portal], paths: { '/servicios/': '/sandbox/' }, tls }),
  ]);
  // What the doctor trusts, as a fund's machine trusts its certificate authority: both certificates,
  // so the expired one is refused for its dates and not for an unknown issuer.
  const trusted = join(folder, 'trusted.pem');
  writeFileSync(trusted, `${readFileSync(certificate.certificate, 'utf8')}${readFileSync(expired.certificate, 'utf8')}`);
  const widget = Buffer.from(await (await fetch(`${preview}/sandbox/widgets/release-notes.js`)).arrayBuffer());
  return { folder, port, httpPort, portal, exact, wildcard, gateway, closed, services, certificate, expired, trusted, widget, preview };
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; the preview's address is the project's.
test.beforeAll(async ({}, testInfo) => {
  systems = await startSystems(new URL(String(testInfo.project.use.baseURL)).origin);
});
test.afterAll(async () => {
  await Promise.all([systems?.exact.stop(), systems?.wildcard.stop(), systems?.gateway.stop(), systems?.closed.stop(), systems?.services.stop()]);
});

/** A deployment (the good one unless changed), the doctor run against it, and the deployment stopped. */
async function doctorOn(
  name: string,
  change: Partial<Pick<DeploymentOptions, 'configure' | 'alter'>> & { realm?: 'exact' | 'any'; api?: 'cors' | 'none'; expiredCertificate?: boolean } = {},
) {
  const realm = change.realm === 'any' ? systems.wildcard : systems.exact;
  const api = change.api === 'none' ? systems.closed : systems.gateway;
  const certificate = change.expiredCertificate === true ? systems.expired : systems.certificate;
  let site: NginxSite | undefined;
  try {
    site = await startDeployment({
      nginx: nginx ?? 'nginx',
      prefix: join(systems.folder, name),
      dist: process.env.E2E_OUT_DIR ?? 'dist',
      upstream: systems.preview,
      port: systems.port,
      httpPort: systems.httpPort,
      systems: { identity: { url: realm.url, realm: realm.realm }, api: api.origin, services: systems.services.origin },
      widget: systems.widget,
      certificate,
      configure: change.configure,
      alter: change.alter,
    });
    const outcome = await runDoctor(site.origin, { httpPort: systems.httpPort, ca: systems.trusted });
    await test.info().attach(`doctor-${name}.txt`, { body: outcome.text, contentType: 'text/plain' });
    writeFileSync(join(systems.folder, `doctor-${name}.txt`), outcome.text);
    return outcome;
  } finally {
    await site?.stop();
  }
}

const failed = (checks: Check[]) => checks.filter((check) => check.status === 'fail');
const allChecks = (report: { sections: { checks: Check[] }[] }) => report.sections.flatMap((section) => section.checks);

test('la instalación buena: todas las comprobaciones ✓ y sale con 0', async () => {
  const { exitCode, report, text, textExitCode } = await doctorOn('buena');
  expect(failed(allChecks(report)), text).toEqual([]);
  expect(allChecks(report).filter((check) => check.status === 'warn'), text).toEqual([]);
  expect([exitCode, textExitCode]).toEqual([0, 0]);
  expect(report.sections.map((section) => section.title)).toEqual(['Páginas', 'Archivos', 'config.json', 'Proveedor de identidad', 'API', 'Otros orígenes', 'TLS', 'Mozilla HTTP Observatory']);
  expect(text).toContain('Resultado: el despliegue cumple.');
});

const pageLocations = /(location (?:= \/|~ "\^\(\?<portal_route>[^"]*") \{[^}]*?)add_header Cache-Control "no-store" always;/g;

/**
 * Each broken deployment: its change, the ✗ it must produce (a pattern of its message), and the
 * sections a ✗ may come from (its own, and the Observatory where it grades the same header).
 */
const broken: { name: string; change: Parameters<typeof doctorOn>[1]; expected: RegExp; sections: string[] }[] = [
  {
    name: 'sin-cabecera',
    change: { alter: ({ snippets }) => replaceIn(join(snippets, 'portal-security-headers.conf'), /^add_header X-Content-Type-Options .*$/m, '') },
    expected: /^\/: falta la cabecera X-Content-Type-Options; el navegador puede adivinar el tipo de un archivo y ejecutarlo\. Debe ser «nosniff»\.$/,
    sections: ['Páginas', 'Mozilla HTTP Observatory'],
  },
  {
    name: 'cabecera-vieja',
    change: { alter: ({ snippets }) => replaceIn(join(snippets, 'portal-security-headers.conf'), /Referrer-Policy "[^"]*"/, 'Referrer-Policy "no-referrer-when-downgrade"') },
    expected: /^\/: Referrer-Policy es «no-referrer-when-downgrade»; debe ser «strict-origin-when-cross-origin»\.$/,
    sections: ['Páginas', 'Mozilla HTTP Observatory'],
  },
  {
    // The headers generated while the API was on the portal's origin; config.json then moved it.
    name: 'politica-sin-api',
    change: {
      configure: (config) => ({ ...config, apiBaseUrl: '/' }),
      alter: ({ root }) => replaceIn(join(root, 'config.json'), /"apiBaseUrl": "\/"/, `"apiBaseUrl": "${systems.gateway.origin}"`),
    },
    expected: /^\/: en la directiva connect-src de la Content-Security-Policy falta la fuente https:\/\/localhost:\d+; regenérela desde el config\.json servido\.$/,
    sections: ['Páginas'],
  },
  {
    name: 'html-en-cache',
    change: { alter: ({ snippets }) => replaceIn(join(snippets, 'portal-locations.conf'), pageLocations, '$1add_header Cache-Control "public, max-age=3600" always;') },
    expected: /^\/: la página se guarda en caché \(Cache-Control «public, max-age=3600»\); tras publicar una versión, el navegador puede mostrar la anterior/,
    sections: ['Páginas'],
  },
  {
    name: 'fragmento-con-html',
    change: { alter: ({ snippets }) => replaceIn(join(snippets, 'portal-locations.conf'), 'try_files $uri =404;', 'try_files $uri /index.html;') },
    expected: /^\/assets\/fragmento-que-no-existe-doctor\.js: un fragmento que no existe responde 200 con la página HTML/,
    sections: ['Archivos'],
  },
  {
    name: 'config-con-sandbox',
    change: { configure: (config) => ({ ...config, ipLookup: { ...(config.ipLookup as object), services: ['/sandbox/ip'] } }) },
    expected: /^config\.json: ipLookup\.services\[0\] es «\/sandbox\/ip», una dirección del entorno de pruebas \(sandbox\)/,
    sections: ['config.json'],
  },
  {
    name: 'reino-con-comodin',
    change: { realm: 'any' },
    expected: /acepta redirect_uri=https:\/\/doctor-check\.invalid\/auth\/callback .*RFC 9700 §2\.1, §4\.1/,
    sections: ['Proveedor de identidad'],
  },
  {
    name: 'api-sin-cors',
    change: { api: 'none' },
    expected: /^Preflight de GET con token \(getUser\) a https:\/\/localhost:\d+\/api\/v1\/manage\/people\/users\/user desde https:\/\/localhost:\d+: .*El navegador no deja al portal hacer la llamada\.$/,
    sections: ['API'],
  },
  {
    name: 'widget-alterado',
    change: { configure: (config) => ({ ...config, releaseNotesWidgetIntegrity: staleIntegrity(systems.widget) }) },
    expected: /^El widget https:\/\/localhost:\d+\/servicios\/widgets\/release-notes\.js tiene sha384-\S+, pero releaseNotesWidgetIntegrity dice sha384-\S+: el navegador no lo ejecuta\./,
    sections: ['Otros orígenes'],
  },
  {
    name: 'certificado-vencido',
    change: { expiredCertificate: true },
    expected: /^El certificado de localhost venció el \d{4}-\d{2}-\d{2}/,
    // Nothing of the portal can be read over a certificate the client refuses: every section says so.
    sections: ['Páginas', 'Archivos', 'config.json', 'Proveedor de identidad', 'API', 'Otros orígenes', 'TLS', 'Mozilla HTTP Observatory'],
  },
];

for (const { name, change, expected, sections } of broken) {
  test(`una instalación rota (${name}): sale con 1, con su ✗`, async () => {
    const { exitCode, report, text, textExitCode } = await doctorOn(name, change);
    expect([exitCode, textExitCode], text).toEqual([1, 1]);
    const fails = report.sections.flatMap((section) => failed(section.checks).map((check) => ({ section: section.title, message: check.message })));
    expect(fails.some(({ message }) => expected.test(message)), `${String(expected)}\n${text}`).toBe(true);
    expect(fails.filter(({ section }) => !sections.includes(section)), text).toEqual([]);
  });
}
