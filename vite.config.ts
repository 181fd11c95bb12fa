import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraStaticGlobalCss } from './scripts/chakra-static-global-css.mjs';
import { compileHintBanner } from './scripts/compile-hints.mjs';
import { paintBeforeEntryPlugin } from './scripts/paint-before-entry.mjs';
import { precompressedPreviewPlugin } from './scripts/precompressed-preview.mjs';
import { prerenderPlugin } from './scripts/prerender.mjs';
import { sandbox } from './sandbox/vite-plugin.ts';

// Chakra recipes that the components take through their `recipe` prop, on demand
// (src/presentation/shared/theme/chakra-theme-subset.model.ts); native-select builds on select.
const onDemandChakraRecipe =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](accordion|alert|dialog|drawer|list|menu|native-select|popover|select|skeleton)\.js$/;

// The local names Chakra's anatomy barrel (dist/esm/anatomy.js) extends Ark UI's anatomies through.
const anatomyExtensions = [
  'accordion', 'clipboard', 'colorPicker', 'combobox', 'datePicker', 'dialog', 'editable', 'field', 'fieldset',
  'fileUpload', 'menu', 'popover', 'radioGroup', 'ratingGroup', 'select', 'slider', 'splitter', 'switch',
].flatMap((name) => [`${name}Anatomy`, `${name}Anatomy$1`]);

// The first load's libraries, in the order their chunks evaluate (each after what it imports).
const startLibraries = [
  { name: 'lib-react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
  { name: 'lib-router', test: /[\\/]node_modules[\\/](?:react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'lib-mobx', test: /[\\/]node_modules[\\/](?:mobx|mobx-react-lite|use-sync-external-store)[\\/]/ },
  { name: 'lib-inversify', test: /[\\/]node_modules[\\/](?:inversify|@inversifyjs|reflect-metadata)[\\/]/ },
  { name: 'lib-oidc', test: /[\\/]node_modules[\\/](?:oidc-client-ts|jwt-decode)[\\/]/ },
];

// Chakra UI with Emotion, Ark UI and Zag: not in the first load (the first screen's shell draws with
// static classes), one chunk of its own that comes with the first page or part drawing with Chakra
// (src/presentation/shared/theme/themed.tsx).
const chakraLibrary = {
  name: 'lib-chakra',
  test: /[\\/]node_modules[\\/](?:@chakra-ui|@emotion|@ark-ui|@zag-js|@pandacss|@floating-ui|@internationalized|@swc|stylis|proxy-compare|proxy-memoize|uqr|hoist-non-react-statics|react-is)[\\/]/,
};
const hintedLibraries = [...startLibraries, chakraLibrary];

const inSrc = (pattern: string) => new RegExp(`[\\\\/]src[\\\\/]${pattern.replaceAll('/', '[\\\\/]')}`);
// The home's cards (every part of them the home draws), the other static parts of the prerendered
// pages, and the certificate list's own page, view model and container module (its use case names
// certificates for the other certificate pages too).
const pageChunkGroups = [
  {
    name: 'card-parts',
    test: inSrc('presentation/shared/components/(card-grid/|page-intro/|service-card/|external-link/new-tab-hint|public-image\\.util)'),
  },
  {
    name: 'page-parts',
    test: inSrc(
      'presentation/shared/(components/(back-button/|page-actions/|session-gated-card/|toggletip/toggletip\\.tsx)|view-model/(not-state|load-once)\\.util)',
    ),
  },
  {
    name: 'certificates-list',
    test: inSrc(
      '(presentation/certificates/certificados/|modules/certificates/list\\.module)',
    ),
    // Its imports are shared with other pages (the use case, the view-model helpers): not this chunk's.
    includeDependenciesRecursively: false,
  },
];

// The sandbox (fund API, identity provider, payment checkout, IP echo) is mounted by a
// plugin in dev and preview only; src never imports it, so `vite build` output has none of it.
// chakraStaticGlobalCss: the build takes Chakra's global styles from src/page.css, not from script.
// paintBeforeEntryPlugin: the built page evaluates the entry after its first frame is painted.
// precompressedPreviewPlugin: preview serves file.br / file.gz where precompress-dist wrote them, as nginx does.
// prerenderPlugin: after the build, each listed route's HTML with its prerendered content (ADR 0022).
export default defineConfig({
  plugins: [react(), sandbox(), chakraStaticGlobalCss(), paintBeforeEntryPlugin(), precompressedPreviewPlugin(), prerenderPlugin()],
  resolve: {
    // @test and @sandbox serve the tests only; lint keeps src from importing either.
    alias: [
      { find: '@test', replacement: fileURLToPath(new URL('./test', import.meta.url)) },
      { find: '@sandbox', replacement: fileURLToPath(new URL('./sandbox', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Inversify imports reflect-metadata/lite, main.tsx the full build: both shipped (3.1 KiB gzip
      // more). The full one only adds Map, Set and WeakMap polyfills, which no es2022 browser needs;
      // both install the same global Reflect API.
      { find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' },
    ],
  },
  // Inversify and class-validator use legacy decorators with parameter metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The entry chunk holds the first screen's libraries (react-dom, React Router, Chakra, Emotion,
    // oidc-client-ts, Inversify, MobX): about 740 kB minified. What guards its size is the home's
    // first-load budget in gzip as shipped (`npm run size`, scripts/size-budget.mjs), so Vite's generic
    // 500 kB notice is set just above the entry instead of printing on every build.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra's theme barrel builds its full default config at module level with `defineConfig`
      // (an identity function); unmarked, that call keeps all ~80 recipes in the home's first load
      // even though the portal's system is built from its own subset. Likewise Chakra's anatomy
      // barrel (and each Ark UI / Zag anatomy module) builds every component's anatomy at module
      // level (`createAnatomy(...)`, `<name>Anatomy$1.extendWith(...)`, `anatomy.build()`): marked
      // pure, only the anatomies of the recipes the first load uses stay in it.
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy', 'anatomy', ...anatomyExtensions] },
      output: {
        // The libraries' chunks are compiled eagerly, off the main thread (V8's compile hint).
        postBanner: compileHintBanner((name) => hintedLibraries.some((library) => library.name === name)),
        codeSplitting: {
          groups: [
            // The recipes of what the first screen never shows (src/presentation/shared/theme/),
            // each in a chunk of its own that comes with the first component to use it. Without
            // this group the one below would take them: Chakra's theme barrel, which the entry
            // imports, imports every recipe.
            {
              debugName: 'chakra-recipes-on-demand',
              name: (id) => {
                const recipe = onDemandChakraRecipe.exec(id)?.[1];
                return recipe ? `chakra-recipe-${recipe === 'select' ? 'native-select' : recipe}` : null;
              },
              test: onDemandChakraRecipe,
              priority: 2,
              // Their imports (Chakra's define helpers) are the entry's: they stay there.
              includeDependenciesRecursively: false,
            },
            // The big libraries of the first load, a chunk each: public/start-after-first-paint.js
            // evaluates the entry's chunks one per task, so each library's module evaluation is a
            // task of its own instead of one of ~300 ms at 4× CPU. Only what the start loads
            // ($initial); a library's dependencies come with it unless a group above took them.
            ...startLibraries.map(({ name, test }) => ({ name, test, tags: ['$initial' as const], priority: 1 })),
            // Chakra and its parts, wherever they are imported from: one chunk beside the pages'.
            { ...chakraLibrary, priority: 1 },
            // Everything else the entry loads statically in one chunk. Left to itself Rolldown gives
            // each module a lazy page also imports a chunk of its own: 27 files before the first
            // render, each compressed alone (6.4 KiB gzip more than one file).
            { name: 'initial', tags: ['$initial'] },
            // The small static parts that many pages share, and /certificados' own page, in a few
            // chunks instead of a file each: on the slow line each answer costs its headers and a
            // small file compresses worse alone, and that route asks for all of them before its cards.
            // After the group above, so what the entry loads stays in it; each takes its modules'
            // imports that no other group holds.
            ...pageChunkGroups,
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A test that runs no assertion fails: every test proves something with expect.
          expect: { requireAssertions: true },
          environment: 'node',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // A test that runs no assertion fails: every test proves something with expect.
          expect: { requireAssertions: true },
          environment: 'happy-dom',
          include: ['test/integration/**/*.test.{ts,tsx}', 'test/lint/**/*.test.ts'],
          setupFiles: ['test/support/setup/integration.ts'],
        },
      },
      {
        // The stand-ins themselves (handlers, provider, PDFs, the dist check): not the portal's tests.
        extends: true,
        test: {
          name: 'sandbox',
          // A test that runs no assertion fails: every test proves something with expect.
          expect: { requireAssertions: true },
          environment: 'happy-dom',
          include: ['test/sandbox/**/*.test.ts'],
          setupFiles: ['test/support/setup/integration.ts'],
        },
      },
    ],
  },
});
