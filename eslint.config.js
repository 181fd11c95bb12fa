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
import flowTemplate from './eslint-rules/flow-template.js';
import { maxFileLines } from './eslint-rules/file-size.mjs';
import noIssueReferences from './eslint-rules/no-issue-references.js';
import noOutsideReferences from './eslint-rules/no-outside-references.js';

const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `../../${name}`];
const sandboxAndTests = {
  group: ['**/sandbox/**', '**/test/**', '@/../sandbox/**', '@/../test/**', '@sandbox', '@sandbox/**', '@test', '@test/**'],
  message: 'src never imports sandbox/ or test/: the production bundle must not contain them.',
};
const composition = {
  group: ['@/container', '**/container', '@/main', '**/main', '@/startup', '**/startup'],
  message: 'Only main.tsx (through startup.tsx) and tests know the composition root.',
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
  // application (an eraser: a feature's PersonalDataEraser, which the shell module binds)
  'port', 'use-case', 'controller', 'eraser',
  // infrastructure: a feature's API adapter, a port's adapter (browser, identity, storage, HTTP), a data mapper
  'gateway', 'adapter', 'mapper',
  // presentation (styles: a first-screen class compiled at build time, src/presentation/shared/static-styles)
  'page', 'view-model', 'store', 'messages', 'routes', 'styles',
  // composition
  'module',
  // any layer: types and tokens only (model), a small framework-free helper (util)
  'model', 'util',
];

const commentsPlugin = { rules: { 'no-issue-references': noIssueReferences, 'no-outside-references': noOutsideReferences } };

// Where comments are checked for issue references: the source, the tests, the scripts, the sandbox
// and the configuration files (Markdown is scanned by test/lint/no-issue-references.test.ts).
export const commentRuleFiles = [
  'src/**/*.{ts,tsx,js,mjs}',
  'scripts/**/*.{js,mjs,ts,mts}',
  'sandbox/**/*.{ts,tsx,js,mjs}',
  'test/**/*.{ts,tsx,js,mjs}',
  'eslint-rules/**/*.js',
  '*.{js,mjs,cjs,ts,mts}',
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
      'local/file-names': ['error', { suffixes: roleSuffixes }],
    },
  },
  // The flow template's decisions (docs/adr/0009-one-flow-template.md), each the one way of doing it:
  // outcomes read through the table's reading (the *.outcomes.ts files define it), the entry load started
  // by useEntryLoad, 'Error del sistema' raised by showSystemError (the shell's messages own its title), and
  // a feature's success or "not available" shown through UiFeedback, not a dialog of its own, and one
  // route fragment per feature, found by the route table by its folder.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { template: { rules: flowTemplate } },
    rules: { 'template/outcomes-through-reading': 'error', 'template/system-error-one-way': 'error' },
  },
  { files: ['src/presentation/**/*.routes.ts'], rules: { 'template/one-route-fragment': 'error' } },
  { files: ['src/**/*.outcomes.ts', 'src/domain/shared/outcome-table.rules.ts'], rules: { 'template/outcomes-through-reading': 'off' } },
  { files: ['src/presentation/app/texts/shell.messages.ts'], rules: { 'template/system-error-one-way': 'off' } },
  {
    files: ['src/presentation/**/*.tsx'],
    ignores: ['src/presentation/app/**', 'src/presentation/shared/**'],
    rules: { 'template/entry-load-one-way': 'error', 'template/feedback-through-ui': 'error' },
  },
  // Comments state the reason itself, never an issue number, a numbered item or a work session
  // (eslint-rules/no-issue-references.js). The files this applies to are exported for its test.
  {
    files: commentRuleFiles,
    plugins: { comments: commentsPlugin },
    rules: { 'comments/no-issue-references': 'error' },
  },
  // The repository stands alone: comments and literals (test titles too) cite the contract, an ADR or a
  // feature's doc, never a document outside it (eslint-rules/no-outside-references.js). Every linted file.
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { comments: commentsPlugin },
    rules: { 'comments/no-outside-references': 'error' },
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
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: maxFileLines, skipBlankLines: false, skipComments: false }] },
  },
);
