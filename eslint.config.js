// Layer rules of docs/architecture.md, enforced here so a violation fails CI.
// Dependencies point inward: presentation -> application -> domain; infrastructure -> application -> domain.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureZones from './eslint-rules/feature-zones.js';
import fileNames from './eslint-rules/file-names.js';

const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `../../${name}`];
const sandboxAndTests = {
  group: ['**/sandbox/**', '**/test/**', '@/../sandbox/**', '@/../test/**', '@sandbox', '@sandbox/**', '@test', '@test/**'],
  message: 'src never imports sandbox/ or test/: the production bundle must not contain them.',
};
const composition = {
  group: ['@/container', '**/container', '@/main', '**/main'],
  message: 'Only main.tsx and tests know the composition root.',
};
const uiLibraries = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'mobx', 'mobx-react-lite', '@chakra-ui/*', '@emotion/*'];
const ioLibraries = ['axios', 'oidc-client-ts'];

export const layerRules = {
  domain: {
    patterns: [
      { group: [...layer('application'), ...layer('infrastructure'), ...layer('presentation')], message: 'domain imports nothing outside itself.' },
      // An allow-list: every package but class-validator (relative and @/ paths are left to the patterns above
      // and to local/feature-zones; the @test/@sandbox aliases to sandboxAndTests).
      {
        regex: '^(?!\\.{1,2}(/|$)|@/|@test(/|$)|@sandbox(/|$)|class-validator(/|$))',
        message: 'domain is pure: it imports only domain files and class-validator.',
      },
      sandboxAndTests,
      composition,
    ],
  },
  application: {
    patterns: [
      { group: [...layer('infrastructure'), ...layer('presentation')], message: 'application imports domain and its own ports only.' },
      { group: [...uiLibraries, ...ioLibraries], message: 'application knows no UI or I/O library: declare a port.' },
      sandboxAndTests,
      composition,
    ],
  },
  infrastructure: {
    patterns: [
      { group: layer('presentation'), message: 'infrastructure implements ports; it never reaches the UI.' },
      { group: uiLibraries, message: 'infrastructure knows no UI library.' },
      sandboxAndTests,
      composition,
    ],
  },
  presentation: {
    patterns: [
      { group: layer('infrastructure'), message: 'presentation reaches adapters through the container, never directly.' },
      { group: ioLibraries, message: 'presentation never talks HTTP or OIDC: use a use case from the container.' },
      sandboxAndTests,
      composition,
    ],
  },
};

// no-restricted-imports does not see `import()`: the same boundaries for dynamic imports.
// (esquery regexes cannot contain '/', hence \\x2F.) Domain and application load nothing lazily;
// infrastructure may lazy-load its own libraries (oidc-client-ts); presentation lazy-loads its pages.
const dynamicImportOf = (alternatives, message) => ({
  selector: `ImportExpression[source.value=/(^|\\x2F)(${alternatives.join('|')})(\\x2F|$)/]`,
  message,
});
const noDynamicImport = {
  selector: 'ImportExpression',
  message: 'domain and application load nothing lazily: a dynamic import would slip past the layer rules.',
};
const noDynamicSandboxOrTests = dynamicImportOf(['@?sandbox', '@?test'], sandboxAndTests.message);
export const dynamicImportRules = {
  domain: [noDynamicImport],
  application: [noDynamicImport],
  infrastructure: [
    dynamicImportOf(['presentation'], 'infrastructure implements ports; it never reaches the UI.'),
    noDynamicSandboxOrTests,
  ],
  presentation: [
    dynamicImportOf(['infrastructure', 'axios', 'oidc-client-ts'], 'presentation reaches adapters through the container, never directly.'),
    noDynamicSandboxOrTests,
  ],
};

// Role suffixes of file names under src/ (`<kebab-name>.<role>.ts`), taken from the tree: React
// components (.tsx) and hooks (use-*.ts) in src/presentation need none.
export const roleSuffixes = [
  // domain
  'entity', 'rules', 'outcomes', 'constraint', 'form',
  // application
  'port', 'use-case', 'controller',
  // infrastructure
  'gateway', 'mapper',
  // presentation
  'page', 'view-model', 'store', 'messages', 'routes',
  // composition
  'module',
];

// Files named before the suffix rule, each with a proposed name; remove a line when the file is renamed
// (git mv + fix imports). Listed rather than renamed because their importers were being edited by others
// when the rule came in. The proposals use three roles not in the tree yet (.adapter: an infrastructure class
// implementing a port; .model: types and tokens only; .util: a small framework-free helper): add a role to
// roleSuffixes with the first file that uses it. Any new file must follow the rule.
export const legacyFileNames = [
  'src/application/shared/config/app-config.ts', // -> app-config.model.ts
  'src/application/shared/config/config-problem.ts', // -> config-problem.model.ts
  'src/application/shared/config/validate-app-config.ts', // -> validate-app-config.util.ts
  'src/application/shared/gateway-answer.ts', // -> gateway-answer.model.ts
  'src/domain/shared/outcome-table.ts', // -> outcome-table.rules.ts
  'src/infrastructure/browser/broadcast-channel-activity.ts', // -> broadcast-channel-activity.adapter.ts
  'src/infrastructure/browser/object-url-file-downloader.ts', // -> object-url-file-downloader.adapter.ts
  'src/infrastructure/browser/popup-window-opener.ts', // -> popup-window-opener.adapter.ts
  'src/infrastructure/browser/timer-scheduler.ts', // -> timer-scheduler.adapter.ts
  'src/infrastructure/config/load-runtime-config.ts', // -> runtime-config.adapter.ts
  'src/infrastructure/http/axios-http-client.ts', // -> axios-http-client.adapter.ts
  'src/infrastructure/http/http-client.ts', // -> http-client.port.ts
  'src/infrastructure/http/normalise-api-response.ts', // -> api-response.mapper.ts
  'src/infrastructure/identity/anonymous-identity.ts', // -> anonymous-identity.adapter.ts
  'src/infrastructure/identity/jwt-claims.ts', // -> jwt-claims.mapper.ts
  'src/infrastructure/identity/oidc-browser.ts', // -> oidc-browser.adapter.ts
  'src/infrastructure/identity/oidc-identity.ts', // -> oidc-identity.adapter.ts
  'src/infrastructure/ip-lookup/http-client-ip-lookup.ts', // -> http-client-ip-lookup.adapter.ts
  'src/infrastructure/ip-lookup/ip-address.ts', // -> ip-address.rules.ts
  'src/infrastructure/storage/web-key-value-storage.ts', // -> web-key-value-storage.adapter.ts
  'src/modules/feature-modules.ts', // -> feature-modules.module.ts
  'src/modules/lazy-feature-module-loader.ts', // -> lazy-feature-module-loader.adapter.ts
  'src/presentation/app/feedback/page-reloader.ts', // -> page-reloader.port.ts
  'src/presentation/app/feedback/window-page-reloader.ts', // -> window-page-reloader.adapter.ts
  'src/presentation/app/layout/release-notes-widget.ts', // -> release-notes-widget.adapter.ts
  'src/presentation/app/layout/route-meta.ts', // -> route-meta.model.ts
  'src/presentation/app/layout/shell-context.ts', // -> shell-context.model.ts
  'src/presentation/app/layout/when-idle.ts', // -> when-idle.util.ts
  'src/presentation/app/routing/feature-module-loader.ts', // -> feature-module-loader.port.ts
  'src/presentation/app/session/announce-identity-startup.ts', // -> announce-identity-startup.util.ts
  'src/presentation/app/theme/chakra-theme-subset.ts', // -> chakra-theme-subset.model.ts
  'src/presentation/app/theme/portal-system.ts', // -> portal-system.model.ts
  'src/presentation/shared/components/file-upload/browser-file.ts', // -> browser-file.model.ts
  'src/presentation/shared/components/public-image.ts', // -> public-image.util.ts
  'src/presentation/shared/routing/feature-routes.ts', // -> feature-routes.model.ts
  'src/presentation/shared/routing/route-handle.ts', // -> route-handle.model.ts
  'src/presentation/shared/view-model/load-once.ts', // -> load-once.util.ts
  // Certificates feature (its owners rename these; new, in-progress files at the time of writing):
  'src/application/certificates/certificate-generation-result.ts', // -> certificate-generation-result.model.ts
  'src/presentation/certificates/shared/beneficiary-list-entry.ts', // -> beneficiary-list-entry.model.ts
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'test/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', layerRules.domain],
      'no-restricted-syntax': ['error', ...dynamicImportRules.domain],
    },
  },
  {
    files: ['src/application/**'],
    rules: {
      'no-restricted-imports': ['error', layerRules.application],
      'no-restricted-syntax': ['error', ...dynamicImportRules.application],
    },
  },
  {
    files: ['src/infrastructure/**'],
    rules: {
      'no-restricted-imports': ['error', layerRules.infrastructure],
      'no-restricted-syntax': ['error', ...dynamicImportRules.infrastructure],
    },
  },
  {
    files: ['src/presentation/**'],
    rules: {
      'no-restricted-imports': ['error', layerRules.presentation],
      'no-restricted-syntax': ['error', ...dynamicImportRules.presentation],
    },
  },
  // The composition root (main.tsx, container.ts) may import every layer, but never sandbox/ or test/.
  { files: ['src/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [sandboxAndTests] }] } },
  // The container modules (src/modules) may import every layer too, but not the root that loads them.
  { files: ['src/modules/**'], rules: { 'no-restricted-imports': ['error', { patterns: [sandboxAndTests, composition] }] } },
  // Feature zones (ADR 0001, "Feature zones"): features import only themselves and shared code, shared code
  // and the shell import no feature (the shell only route fragments), route folders of a page feature do
  // not import each other, and only the composition level imports src/modules. Any feature folder name.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-zones': featureZones, 'file-names': fileNames } } },
    rules: {
      'local/feature-zones': 'error',
      'local/file-names': ['error', { suffixes: roleSuffixes, exceptions: legacyFileNames }],
    },
  },
  // No import cycles, through the @/ (and @test/, @sandbox/) aliases of tsconfig.json. Type-only imports
  // are erased at build time and do not count; a lazy import() does.
  {
    files: ['src/**/*.{ts,tsx}', 'test/lint/fixtures/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
