// Local rule `local/feature-zones`: the feature boundaries of ADR 0001 ("Feature zones"), for any feature
// folder name. no-restricted-imports cannot say "your own feature only" (it has no notion of the importing
// file's folder), so this rule resolves each import to a path under src/ and compares zones:
//
//   src/<domain|application>/<feature>/**, src/infrastructure/<api|storage>/<feature>/**, src/presentation/<feature>/**
//   src/<layer>/shared/**, src/infrastructure/<anything else>/**, files directly in src/infrastructure/<api|storage>/,
//   src/presentation/app/**                                                                         (not features)
//   src/presentation/<feature>/<route>/**, <feature>/shared/**, <feature>/<feature>.routes.ts    (inside a page feature)
//   src/modules/**, src/container.ts, src/main.tsx                                                  (composition)
//
// The direction between layers (presentation -> application -> domain ...) stays with no-restricted-imports
// (eslint.config.js `layerRules`); this rule only adds what those patterns cannot express.
import path from 'node:path';

const LAYERS = new Set(['domain', 'application', 'infrastructure', 'presentation']);
/** Infrastructure folders whose subfolders are features: API gateways, and browser storage that speaks a feature's domain. */
const FEATURE_INFRASTRUCTURE = new Set(['api', 'storage']);
const stripExtension = (file) => file.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');

/** Where a repo-relative posix path sits. */
function classify(relative) {
  const parts = relative.split('/');
  if (parts[0] !== 'src') return { kind: 'outside', path: relative };
  const inSrc = parts.slice(1);
  if (inSrc.length === 1) return { kind: 'composition', path: relative };
  if (inSrc[0] === 'modules') return { kind: 'modules', path: relative };
  const layer = inSrc[0];
  if (!LAYERS.has(layer)) return { kind: 'other', path: relative };
  let rest = inSrc.slice(1);
  if (layer === 'infrastructure') {
    if (!FEATURE_INFRASTRUCTURE.has(rest[0])) return { kind: 'shared', layer, path: relative };
    rest = rest.slice(1);
  }
  if (layer === 'presentation' && rest[0] === 'app') return { kind: 'app', layer, path: relative };
  if (rest.length <= 1 || rest[0] === 'shared') return { kind: 'shared', layer, path: relative };
  const feature = rest[0];
  const zone = { kind: 'feature', layer, feature, path: relative };
  if (layer !== 'presentation') return zone;
  const inFeature = rest.slice(1);
  if (inFeature.length === 1) {
    // A file beside the feature's route folders: the route fragment, or the page of a one-route feature.
    return stripExtension(inFeature[0]) === `${feature}.routes` ? { ...zone, part: 'routes' } : { ...zone, part: 'root' };
  }
  if (inFeature[0] === 'shared') return { ...zone, part: 'shared' };
  return { ...zone, part: 'route', route: inFeature[0] };
}

/** The repo-relative path an import specifier points to, or null for a package. */
function resolveSpecifier(specifier, importerFile, cwd) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(cwd, 'src', specifier.slice(2));
  else if (specifier.startsWith('@test/')) absolute = path.join(cwd, 'test', specifier.slice('@test/'.length));
  else if (specifier.startsWith('@sandbox/')) absolute = path.join(cwd, 'sandbox', specifier.slice('@sandbox/'.length));
  else if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    absolute = path.resolve(path.dirname(importerFile), specifier);
  } else return null;
  return path.relative(cwd, absolute).split(path.sep).join('/');
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

/** null when allowed, else [messageId, data]. */
function verdict(from, to, { dynamic, typeOnly }) {
  if (to.kind === 'modules' && from.kind !== 'composition' && from.kind !== 'modules') {
    return ['modules', { target: to.path }];
  }
  if (from.kind === 'composition' || from.kind === 'modules' || from.kind === 'outside') return null;

  // Domain's allow-list: other layers, composition and sandbox/test have their own messages (layerRules);
  // anything else outside src/domain (src/<other>, files above src) is caught here.
  if (from.layer === 'domain' && (to.kind === 'other' || to.kind === 'outside') && !/(^|\/)(test|sandbox)(\/|$)/.test(to.path)) {
    return ['domainOutside', { target: to.path }];
  }
  if (to.kind !== 'feature') return null;

  if (from.kind === 'shared') return ['sharedToFeature', { target: to.path, feature: to.feature }];
  if (from.kind === 'app') {
    return to.part === 'routes' ? null : ['appToFeature', { target: to.path, feature: to.feature }];
  }
  // from.kind === 'feature'
  if (from.feature !== to.feature) {
    return ['otherFeature', { feature: from.feature, other: to.feature, target: to.path }];
  }
  if (from.layer !== 'presentation' || to.layer !== 'presentation') return null;

  // Inside one presentation feature.
  switch (from.part) {
    case 'routes':
      if (to.part === 'route' && !dynamic && !typeOnly) return ['eagerRoute', { target: to.path }];
      return null;
    case 'shared':
      return to.part === 'shared' ? null : ['featureSharedToRoute', { feature: from.feature, target: to.path }];
    case 'root':
      return to.part === 'root' || to.part === 'shared' ? null : ['siblingRoute', { target: to.path }];
    case 'route':
      if (to.part === 'shared') return null;
      if (to.part === 'route' && to.route === from.route) return null;
      return ['siblingRoute', { target: to.path }];
    default:
      return null;
  }
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature zones: a feature imports only itself and shared; shared and the shell import no feature.' },
    schema: [],
    messages: {
      otherFeature:
        "feature '{{feature}}' imports only its own folders and shared code, never another feature ('{{other}}': {{target}}); move what both need to a shared folder.",
      sharedToFeature:
        "shared code imports no feature ('{{feature}}': {{target}}): shared sits below every feature.",
      appToFeature:
        "the app shell reaches a feature only through its route fragment @/presentation/{{feature}}/{{feature}}.routes, not {{target}}.",
      siblingRoute:
        'a route folder imports its own folder, its feature\'s shared/, presentation shared and the lower layers, never another route of the feature ({{target}}); move what both need to <feature>/shared/.',
      featureSharedToRoute:
        "{{feature}}/shared is shared by the feature's routes and imports none of them ({{target}}).",
      eagerRoute:
        'a route fragment loads its route folders lazily with import() (a static import puts the page in the route table chunk): {{target}}.',
      modules: 'only the composition level (src/modules, container.ts, main.tsx) imports src/modules ({{target}}).',
      domainOutside: 'domain imports only domain files and class-validator ({{target}} is outside src/domain).',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.physicalFilename ?? context.filename;
    const relative = path.relative(cwd, file).split(path.sep).join('/');
    const from = classify(relative);
    if (from.kind === 'outside') return {};

    const check = (node, source, dynamic) => {
      if (!source) return;
      let specifier;
      if (source.type === 'Literal' && typeof source.value === 'string') specifier = source.value;
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) specifier = source.quasis[0].value.cooked;
      else return;
      const target = resolveSpecifier(specifier, file, cwd);
      if (target === null) return;
      const result = verdict(from, classify(target), { dynamic, typeOnly: !dynamic && isTypeOnly(node) });
      if (result) context.report({ node: source, messageId: result[0], data: result[1] });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && check(node, node.moduleReference.expression, false),
    };
  },
};
