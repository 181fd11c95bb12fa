// `npm run size [-- --budget-kib=N]`: builds the portal with a manifest and prints, in KiB gzip -9,
//   - for each route chunk (the lazy page modules, src/presentation/<feature>/**/*.page.tsx) and each
//     feature's container module (src/modules/*.module.ts, loaded with its first route): its own JS
//     and CSS, and the JS it pulls in beyond what the entry already loaded;
//   - the home route's initial total: entry + its static imports + the home page chunk + its static
//     imports, and the CSS of all of them;
//   - the library floor (scripts/size-floor.mjs: the design card's libraries alone, built as
//     `npm run bench:floor` builds them) and the portal's own share of the home's JS over it.
// With --budget-kib=N it exits 1 when the home route's initial JS exceeds N KiB.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { homeInitialJsBudgetKiB } from './size-budget.mjs';
import { libraryFloorGzipBytes } from './size-floor.mjs';
import { moduleShares } from './size-modules.mjs';

// A report script: its output is the product, so it writes to stdout directly.
const print = (line = '') => process.stdout.write(`${line}\n`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const presentationPrefix = 'src/presentation/';
const isLazyChunk = (src) =>
  (src.startsWith(presentationPrefix) && src.endsWith('.page.tsx')) || /^src\/modules\/(?:[^/]+\/)?[^/]+\.module\.ts$/.test(src);
const homePage = 'src/presentation/home/home.page.tsx';

const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kib='));
const budgetKiB = budgetArg ? Number(budgetArg.slice('--budget-kib='.length)) : null;
if (budgetArg && !(budgetKiB > 0)) {
  console.error(`Presupuesto inválido: ${budgetArg} (usa --budget-kib=120)`);
  process.exit(2);
}

// The build runs in-process with one extra plugin that records which source modules went into
// each chunk: the manifest names chunks, not their modules, and the home check below needs both.
/** @type {Map<string, string[]>} chunk file -> repo-relative module paths */
const chunkModules = new Map();
/** @type {Map<string, {module: string, code: string}[]>} chunk file -> its modules' rendered code (--modules) */
const chunkModuleCode = new Map();
const listModules = process.argv.includes('--modules');
try {
  await build({
    root,
    logLevel: 'warn',
    build: { manifest: true },
    plugins: [
      {
        name: 'size-report:chunk-modules',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            chunkModules.set(
              output.fileName,
              Object.keys(output.modules).map((id) => relative(root, id.replace(/^\0/, '').split('?')[0])),
            );
            chunkModuleCode.set(
              output.fileName,
              Object.entries(output.modules).map(([id, rendered]) => ({
                module: relative(root, id.replace(/^\0/, '').split('?')[0]),
                code: rendered.code ?? '',
              })),
            );
          }
        },
      },
    ],
  });
} catch (error) {
  console.error(error);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The manifest keys a chunk loads before it can run: itself and its static imports, transitively. */
const staticClosure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
};
const jsFiles = (keys) => new Set([...keys].map((key) => manifest[key].file));
const cssFiles = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('El manifiesto no tiene entrada (isEntry).');
  process.exit(1);
}
const entryKeys = staticClosure(entryKey);
const entryJs = jsFiles(entryKeys);
const entryCss = cssFiles(entryKeys);

/**
 * The manifest key of the chunk that holds `module`: its own key when it is a chunk's facade, else the
 * key of the chunk a group of vite.config.ts put it in (`pageChunkGroups`), whose key names the chunk.
 */
const manifestKeyOf = (module) => {
  if (manifest[module]) return module;
  const file = [...chunkModules].find(([, modules]) => modules.includes(module))?.[0];
  return file ? Object.keys(manifest).find((key) => manifest[key].file === file) : undefined;
};

// Pages and container modules, each with the chunk that holds it: its own, or a group's shared with others.
const lazyModules = [
  ...Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && isLazyChunk(manifest[key].src ?? key)),
  ...[...new Set([...chunkModules.values()].flat())].filter((module) => isLazyChunk(module) && !manifest[module]),
];
const routes = lazyModules
  .filter((module) => manifestKeyOf(module))
  .sort()
  .map((module) => {
    const key = manifestKeyOf(module);
    const closure = staticClosure(key);
    const extraJs = [...jsFiles(closure)].filter((file) => !entryJs.has(file) && file !== manifest[key].file);
    const inGroup = key === module ? '' : ` (en ${manifest[key].file.replace(/^assets\//, '')})`;
    return {
      key,
      name: `${module.startsWith(presentationPrefix) ? module.slice(presentationPrefix.length) : module.slice('src/'.length)}${inGroup}`,
      ownJs: gzipBytes(manifest[key].file),
      ownCss: sum(manifest[key].css ?? []),
      sharedJs: sum(extraJs),
      closure,
    };
  });

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);
const nameWidth = Math.max(28, ...routes.map((route) => route.name.length + 2));

print('\nTamaño por ruta (KiB gzip -9)\n');
print(`${pad('Chunk de página o módulo', nameWidth)}${lpad('JS propio', 11)}${lpad('CSS propio', 12)}${lpad('JS extra*', 11)}`);
print('-'.repeat(nameWidth + 34));
for (const route of routes) {
  print(
    `${pad(route.name, nameWidth)}${lpad(kib(route.ownJs), 11)}${lpad(kib(route.ownCss), 12)}${lpad(kib(route.sharedJs), 11)}`,
  );
}
print('* JS extra: chunks compartidos que la página importa estáticamente además de los de la entrada.');

print(`\nEntrada (${manifest[entryKey].file} + ${entryJs.size - 1} importaciones estáticas): JS ${kib(sum(entryJs))} KiB, CSS ${kib(sum(entryCss))} KiB`);

const home = routes.find((route) => route.key === homePage || (manifest[route.key].src ?? route.key) === homePage);
if (!home) {
  print(`\nNo se encontró el chunk de la página de inicio (${homePage}): no se puede calcular la carga inicial.`);
  process.exit(budgetKiB ? 1 : 0);
}
const initialKeys = new Set([...entryKeys, ...home.closure]);
const initialJs = sum(jsFiles(initialKeys));
const initialCss = sum(cssFiles(initialKeys));
print('\nRuta de inicio (/), carga inicial:');
print(`  JS  ${kib(initialJs)} KiB gzip (${jsFiles(initialKeys).size} archivos)`);
print(`  CSS ${kib(initialCss)} KiB gzip (${cssFiles(initialKeys).size} archivos)`);
print(`  Total ${kib(initialJs + initialCss)} KiB gzip`);
// Built after the portal's report: its own build writes elsewhere (node_modules/.cache).
const floorJs = await libraryFloorGzipBytes();
print(`  Piso de las librerías (scripts/bench/library-floor/entry.js): JS ${kib(floorJs)} KiB gzip`);
print(`  Parte propia del portal sobre el piso: ${kib(initialJs - floorJs)} KiB gzip`);
const overBudget = initialJs / 1024 - homeInitialJsBudgetKiB;
print(
  `  Presupuesto del inicio: ${homeInitialJsBudgetKiB} KiB → ` +
    (overBudget <= 0 ? 'cumple' : `lo excede en ${overBudget.toFixed(1)} KiB (npm test aplica el trinquete de scripts/size-budget.mjs)`),
);

if (listModules) {
  print('\n  Por módulo o paquete (KiB gzip, parte proporcional de su chunk; scripts/size-modules.mjs):');
  for (const { name, bytes } of moduleShares(chunkModuleCode, jsFiles(initialKeys), gzipBytes)) {
    if (bytes >= 51.2) print(`    ${lpad(kib(bytes), 6)}  ${name}`);
  }
}

// A feature's code (its use cases, view models, gateway, container module) must arrive with its
// routes, never in the home's first load: docs/adr/0009-one-flow-template.md. Two kinds of feature
// file are the shell's to load: route fragments, and `*.eraser.ts` (a feature's personal-data
// eraser, which the shell module binds so a session end erases data whose module never loaded).
const featureCode = /^src\/(?:(?:domain|application)\/(?!shared\/)[^/]+\/|infrastructure\/api\/|presentation\/(?!app\/|shared\/|home\/)[^/]+\/|modules\/(?!feature-modules|lazy-feature-module-loader|lazy-session-timeout-loader|shell\.module)[^/]+)/;
const leaked = [...jsFiles(initialKeys)]
  .flatMap((file) => (chunkModules.get(file) ?? []).map((module) => ({ file, module })))
  .filter(({ module }) => featureCode.test(module) && !/\.(?:routes|eraser)\.ts$/.test(module));
if (leaked.length === 0) {
  print('  Código de features: ninguno (solo los fragmentos de rutas, los *.eraser.ts y los cargadores de módulos)');
} else {
  print(`  Código de features en la carga inicial (${leaked.length} módulos): EXCEDE lo permitido`);
  for (const { file, module } of leaked) print(`    ${module}  (${file})`);
  process.exitCode = 1;
}

// The first screen's shell and the home draw with static classes compiled from Chakra styles at
// build time (src/presentation/shared/static-styles), so Chakra UI, Emotion, Ark UI and Zag stay out
// of the first load: they come with the first page or part that draws with Chakra
// (src/presentation/shared/theme/themed.tsx).
const chakraCode = /^node_modules\/(?:@chakra-ui|@emotion|@ark-ui|@zag-js|@pandacss)\//;
const chakraLeaked = [...jsFiles(initialKeys)].flatMap((file) => (chunkModules.get(file) ?? []).filter((module) => chakraCode.test(module)));
if (chakraLeaked.length === 0) {
  print('  Chakra UI (y Emotion, Ark UI, Zag): ninguno en la carga inicial; llega con la primera página o parte que lo usa');
} else {
  print(`  Chakra UI en la carga inicial (${chakraLeaked.length} módulos): EXCEDE lo permitido`);
  for (const module of chakraLeaked.slice(0, 20)) print(`    ${module}`);
  process.exitCode = 1;
}

// Pages whose route says they draw with static classes only (`staticStyles: true` in their route
// fragment): the home, above; /certificados, whose cards are the largest paint of a frequent first
// screen; and the data update, whose intro and person paint before its form. Their chunk's static
// imports hold no Chakra; it comes later, with a part that needs it.
const staticPages = ['src/presentation/certificates/certificados/certificates.page.tsx', 'src/presentation/profile/actualizacion-de-datos/personal-data.page.tsx'];
for (const page of staticPages) {
  const key = manifestKeyOf(page);
  const modules = key ? [...jsFiles(staticClosure(key))].flatMap((file) => (chunkModules.get(file) ?? []).filter((module) => chakraCode.test(module))) : [];
  if (!key) {
    print(`  ${page}: no está en el manifiesto`);
    process.exitCode = 1;
  } else if (modules.length === 0) {
    print(`  ${page}: sin Chakra en sus imports estáticos`);
  } else {
    print(`  ${page}: Chakra en sus imports estáticos (${modules.length} módulos): EXCEDE lo permitido`);
    process.exitCode = 1;
  }
}

// Field telemetry (docs/telemetry.md) comes after the first screen, and only when configured: in
// the first load only its lazy adapter (the `import()`) may be, never web-vitals or the records.
const telemetryCode = /^(?:src\/infrastructure\/telemetry\/(?!lazy-field-telemetry\.adapter)|node_modules\/web-vitals\/)/;
const telemetryLeaked = [...jsFiles(initialKeys)].flatMap((file) => (chunkModules.get(file) ?? []).filter((module) => telemetryCode.test(module)));
const telemetryKey = Object.keys(manifest).find((key) => key.endsWith('src/infrastructure/telemetry/page-view-telemetry.adapter.ts'));
if (telemetryLeaked.length === 0) {
  const chunk = telemetryKey ? `; su chunk, tras la primera pantalla: ${kib(sum([...jsFiles(staticClosure(telemetryKey))].filter((file) => !entryJs.has(file))))} KiB` : '';
  print(`  Código de telemetría: ninguno${chunk}`);
} else {
  print(`  Código de telemetría en la carga inicial (${telemetryLeaked.length} módulos): EXCEDE lo permitido`);
  for (const module of telemetryLeaked) print(`    ${module}`);
  process.exitCode = 1;
}

if (budgetKiB !== null) {
  const within = initialJs / 1024 <= budgetKiB;
  print(`\nPresupuesto de JS inicial: ${budgetKiB} KiB → ${within ? 'cumple' : 'EXCEDIDO'}`);
  if (!within) process.exitCode = 1;
}
