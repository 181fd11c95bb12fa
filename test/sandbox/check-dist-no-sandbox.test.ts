// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-dist-no-sandbox.mjs run as `npm test` runs it, against fake dist/ folders:
// one like a clean build, and others each carrying one kind of leak.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(root, 'scripts/check-dist-no-sandbox.mjs');

let dist: string | null = null;

afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = null;
});

async function fakeDist(files: Record<string, string>): Promise<string> {
  dist = await mkdtemp(path.join(tmpdir(), 'fake-dist-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  return dist;
}

function check(directory: string) {
  const run = spawnSync(process.execPath, [script, directory], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const cleanBuild = {
  'index.html': '<!doctype html><html lang="es-CO"><script type="module" src="/assets/index-Dx1.js"></script></html>',
  'assets/index-Dx1.js': 'const a="/api/v1/certifications/listarCertificados";fetch("/config.json");const n=110376001234;',
  'assets/index-Ab2.css': 'body{margin:0}',
  // Deployment configuration may point at the sandbox's pages; it is not code.
  'config.json': '{"feedbackSurveyUrl":"/sandbox/externo/encuesta","releaseNotesWidgetUrl":"/sandbox/widgets/release-notes.js"}',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

describe('scripts/check-dist-no-sandbox.mjs', () => {
  it('passes a clean build and says what it checked and skipped', { timeout: 40_000 }, async () => {
    const result = check(await fakeDist(cleanBuild));
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('3 archivos revisados (.js, .css, .html): assets/index-Ab2.css, assets/index-Dx1.js, index.html');
    expect(result.out).toContain('2 archivos omitidos (config.json y recursos): config.json, images/logo.svg');
    expect(result.out).toContain('OK, el bundle de producción no contiene nada del sandbox.');
  });

  it('fails on sandbox code, msw and seeded data, naming each file and trace', { timeout: 40_000 }, async () => {
    const result = check(
      await fakeDist({
        ...cleanBuild,
        'assets/api-1.js': 'import{setupServer as s}from"msw/node";',
        'assets/handlers-2.js': 'const p="/work/main/sandbox/api/handlers.ts";',
        'assets/personas-3.js': 'const d={numero:"1037600123",nombre:"María Fernanda Restrepo Gómez"};',
        'assets/beneficiary-4.js': 'x="SOFÍA ARANGO RESTREPO"',
        // What a bundled handler module looks like once minified: no import path survives.
        'assets/index-5.js': 'Ze.get("*/api/v1/certifications/listarCertificados",()=>q.json({code:200}));const m=`[MSW]`;',
        'about.html': '<p>Sitio externo simulado por el sandbox</p>',
        'assets/telemetry-7.js': 'const t="Telemetría de campo del portal";',
        'assets/bookings-6.js': 'const r={documentNumber:"1020304101",reservationCode:"RVA-2026-031401"};',
      }),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('FALLA: el bundle de producción contiene código o datos del sandbox');
    expect(result.err).toContain('assets/api-1.js: "msw/node"');
    expect(result.err).toContain('assets/api-1.js: "setupServer"');
    expect(result.err).toContain('assets/handlers-2.js: "sandbox/"');
    expect(result.err).toContain('assets/personas-3.js: "1037600123" (documento de la persona sembrada \'afiliada-con-beneficiarios\')');
    expect(result.err).toContain('assets/personas-3.js: "María Fernanda Restrepo Gómez"');
    expect(result.err).toContain('assets/beneficiary-4.js: "SOFÍA ARANGO RESTREPO"');
    expect(result.err).toContain('about.html: "Sitio externo simulado"');
    expect(result.err).toContain('assets/telemetry-7.js: "Telemetría de campo del portal" (tablero de telemetría del sandbox)');
    expect(result.err).toContain('assets/index-5.js: "*/api/" (URL de un handler de msw del sandbox)');
    expect(result.err).toContain('assets/index-5.js: "[MSW]"');
    expect(result.err).toContain('assets/bookings-6.js: "1020304101" (documento del comprador sembrado \'compras-varias\')');
    expect(result.err).toContain('assets/bookings-6.js: "RVA-2026-031401" (código de reserva del comprador sembrado \'compras-varias\')');
  });

  it('fails on a file whose name says sandbox or msw', { timeout: 40_000 }, async () => {
    const result = check(await fakeDist({ ...cleanBuild, 'mockServiceWorker.js': '' }));
    expect(result.code).toBe(1);
    expect(result.err).toContain('mockServiceWorker.js: "mockServiceWorker.js" (nombre de archivo del sandbox o de msw)');
    const hashed = check(await fakeDist({ ...cleanBuild, 'assets/msw-handlers-B2x9k1Qa.js': '' }));
    expect(hashed.err).toContain('assets/msw-handlers-B2x9k1Qa.js: "msw-handlers-B2x9k1Qa.js" (nombre de archivo del sandbox o de msw)');
  });

  it('passes a chunk whose content hash happens to spell msw', { timeout: 40_000 }, async () => {
    const result = check(await fakeDist({ ...cleanBuild, 'assets/feedback-modal-CEYnuMSw.js': 'export const a=1;' }));
    expect(result.err).not.toContain('feedback-modal');
    expect(result.code).toBe(0);
  });

  it('fails when there is nothing to check or no dist at all', { timeout: 40_000 }, async () => {
    const empty = check(await fakeDist({ 'config.json': '{}' }));
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('no hay ningún archivo .js, .css o .html que revisar');

    const missing = check(path.join(tmpdir(), 'no-existe-dist-de-prueba'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('ejecuta primero `vite build`');
  });
});
