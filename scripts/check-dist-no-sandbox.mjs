#!/usr/bin/env node
// Proves the production bundle carries none of the sandbox (ADR 0004): after
// `vite build`, every .js, .css and .html file under dist/ is searched for traces of
// sandbox modules, msw, and the sandbox's seeded data. Any hit fails with exit code 1.
//
// Usage: node scripts/check-dist-no-sandbox.mjs [distDir]   (default: dist)
//
// dist/config.json is skipped on purpose: it is deployment configuration, and the copy
// shipped in public/ points at the sandbox's stand-in pages (/sandbox/externo/...) so that
// `npm start` works offline. A deployment replaces it; the code must not depend on it.
//
// The seeded people are read from sandbox/data/personas.ts itself (through Vite's module
// runner, which understands TypeScript), so adding a persona extends the check; the bookings'
// buyers and reservation codes likewise from sandbox/data/bookings.ts.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.css', '.html']);
const SKIPPED_FILES = new Set(['config.json']);

/** Traces of the sandbox's code and tooling; none has a reason to be in the portal's bundle. */
const codeMarkers = [
  { marker: 'sandbox/', why: 'ruta de un módulo del sandbox' },
  // Handlers match any origin ('*/api/v1/...'); the portal's own calls never start with '*'.
  { marker: '*/api/', why: 'URL de un handler de msw del sandbox' },
  { marker: '[MSW]', why: 'mensajes de la librería msw' },
  { marker: 'mswjs.io', why: 'enlaces de la librería msw' },
  { marker: '@mswjs', why: 'paquete de msw' },
  { marker: 'msw/node', why: 'msw para Node' },
  { marker: 'setupServer', why: 'servidor de msw' },
  { marker: 'setupWorker', why: 'service worker de msw' },
  { marker: 'mockServiceWorker', why: 'service worker de msw' },
  { marker: 'http-middleware', why: 'middleware HTTP de msw' },
  { marker: 'Sitio externo simulado', why: 'páginas externas simuladas del sandbox' },
  { marker: 'novedades-portal-widget', why: 'widget de novedades del sandbox' },
  { marker: 'sandbox-not-implemented', why: 'respuesta del API simulado' },
  { marker: 'Telemetría de campo del portal', why: 'tablero de telemetría del sandbox' },
];

async function personaMarkers() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(repoRoot, 'sandbox/data/personas.ts'), {
    root: repoRoot,
    logLevel: 'error',
  });
  const markers = [];
  for (const persona of module.seededPersonas) {
    const who = `persona sembrada '${persona.id}'`;
    markers.push({ marker: `${persona.givenNames} ${persona.familyNames}`, why: `nombre de la ${who}` });
    markers.push({ marker: persona.documentNumber, why: `documento de la ${who}` });
    if (persona.email) markers.push({ marker: persona.email, why: `correo de la ${who}` });
    for (const beneficiary of persona.beneficiaries) {
      markers.push({ marker: beneficiary.namePerson, why: `beneficiario de la ${who}` });
      markers.push({ marker: beneficiary.documentNumber, why: `documento de un beneficiario de la ${who}` });
    }
  }
  return markers;
}

async function bookingMarkers() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(repoRoot, 'sandbox/data/bookings.ts'), {
    root: repoRoot,
    logLevel: 'error',
  });
  const markers = [];
  for (const buyer of module.seededBookingBuyers) {
    const who = `comprador sembrado '${buyer.id}'`;
    markers.push({ marker: buyer.documentNumber, why: `documento del ${who}` });
    for (const purchase of buyer.purchases) {
      for (const reservation of purchase.reservations) {
        markers.push({ marker: reservation.reservationCode, why: `código de reserva del ${who}` });
      }
    }
  }
  return markers;
}

async function filesUnder(directory) {
  const found = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/**
 * Scans `distDir`; returns the files checked, the files skipped and every leak found.
 * A marker that is only digits must stand alone (not inside a longer number), so a
 * document number does not match, say, a hash or a numeric constant that contains it.
 */
export async function scanDist(distDir, markers) {
  const checked = [];
  const skipped = [];
  const leaks = [];
  for (const file of (await filesUnder(distDir)).sort()) {
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const name = path.basename(file);
    // The name as written, without the content hash Vite adds (`-` and eight characters before the
    // extension): a hash is random letters, and `feedback-modal-CEYnuMSw.js` is not msw.
    const unhashed = relative.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
    if (/sandbox|msw|mockServiceWorker/i.test(unhashed)) {
      leaks.push({ file: relative, marker: name, why: 'nombre de archivo del sandbox o de msw' });
    }
    if (SKIPPED_FILES.has(name) || !SCANNED_EXTENSIONS.has(path.extname(name))) {
      skipped.push(relative);
      continue;
    }
    checked.push(relative);
    const content = await readFile(file, 'utf8');
    for (const { marker, why } of markers) {
      const hit = /^\d+$/.test(marker)
        ? new RegExp(`(?<![0-9])${marker}(?![0-9])`).test(content)
        : content.includes(marker);
      if (hit) leaks.push({ file: relative, marker, why });
    }
  }
  return { checked, skipped, leaks };
}

async function main() {
  const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'dist'));
  const isDirectory = await stat(distDir).then((info) => info.isDirectory(), () => false);
  if (!isDirectory) {
    console.error(`check-dist-no-sandbox: no existe ${distDir}; ejecuta primero \`vite build\`.`);
    process.exitCode = 1;
    return;
  }
  const markers = [...codeMarkers, ...(await personaMarkers()), ...(await bookingMarkers())];
  const { checked, skipped, leaks } = await scanDist(distDir, markers);

  console.info(`check-dist-no-sandbox: ${distDir}`);
  console.info(`  ${checked.length} archivos revisados (.js, .css, .html): ${checked.join(', ') || 'ninguno'}`);
  console.info(`  ${skipped.length} archivos omitidos (config.json y recursos): ${skipped.join(', ') || 'ninguno'}`);
  console.info(`  ${markers.length} marcas buscadas: módulos del sandbox, msw y los datos de las personas y compradores sembrados`);
  if (checked.length === 0) {
    console.error('check-dist-no-sandbox: FALLA: no hay ningún archivo .js, .css o .html que revisar.');
    process.exitCode = 1;
    return;
  }
  if (leaks.length > 0) {
    console.error(`check-dist-no-sandbox: FALLA: el bundle de producción contiene código o datos del sandbox (${leaks.length}):`);
    for (const leak of leaks) console.error(`  - ${leak.file}: "${leak.marker}" (${leak.why})`);
    console.error('  Nada en src/ puede importar sandbox/ ni test/; revisa los imports de los archivos señalados.');
    process.exitCode = 1;
    return;
  }
  console.info('check-dist-no-sandbox: OK, el bundle de producción no contiene nada del sandbox.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
