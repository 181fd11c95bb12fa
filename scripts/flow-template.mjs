// The parts every feature of the portal has (ADR 0009), as data, and the check of a tree against them.
// test/lint/flow-template.test.ts runs the check on the repository; docs/adding-a-flow.md walks through
// the same parts in the order a new feature creates them.
//
// A feature is a container module in src/modules/ (`<feature>.module.ts`) other than the shell's and the
// list of feature modules; its key names every part below (ADR 0009, decision 14).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The shell's container modules (the first load's, and the session timeout's chunk loaded with a
// session) and the list of feature modules itself: in src/modules, but no feature.
const notFeatures = new Set(['shell', 'session-timeout', 'feature-modules']);

/** `fovis` -> `Fovis`: the key as it starts a class name. */
const pascal = (feature) => feature.charAt(0).toUpperCase() + feature.slice(1);

/** A tree read from the disk under `root`. */
export function diskTree(root) {
  return {
    exists: (path) => existsSync(join(root, path)),
    read: (path) => readFileSync(join(root, path), 'utf8'),
    list: (dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []),
  };
}

/** The features of a tree: the keys of its container modules. */
export function featuresIn(tree) {
  return tree
    .list('src/modules')
    .filter((name) => name.endsWith('.module.ts'))
    .map((name) => name.slice(0, -'.module.ts'.length))
    .filter((name) => !notFeatures.has(name))
    .sort();
}

/**
 * The parts one feature must have. Each is a file that must exist, found by its name (no list wires
 * it in); `contains` is what the file itself must declare.
 */
export function templateParts(feature) {
  const Feature = pascal(feature);
  return [
    {
      part: 'container module',
      path: `src/modules/${feature}.module.ts`,
      // The file is the feature's code: the list of modules finds it by its name (src/modules/feature-modules.module.ts).
      contains: ['new ContainerModule('],
    },
    {
      part: 'route fragment',
      // The route table finds it by its folder and takes its one fragment by name.
      path: `src/presentation/${feature}/${feature}.routes.ts`,
      contains: ['export const featureRoutes'],
    },
    {
      part: 'gateway port',
      path: `src/application/${feature}/${feature}-gateway.port.ts`,
      contains: [`export interface ${Feature}Gateway`],
    },
    { part: 'gateway', path: `src/infrastructure/api/${feature}/axios-${feature}.gateway.ts` },
    { part: 'mapper', path: `src/infrastructure/api/${feature}/${feature}.mapper.ts` },
    {
      part: 'fault-matrix rows',
      // The matrix finds it by its file (test/support/fault-matrix/rows/index.ts).
      path: `test/support/fault-matrix/rows/${feature}.rows.ts`,
    },
    {
      part: 'sandbox handlers',
      path: `sandbox/api/${feature}.handlers.ts`,
      // sandbox/api/handlers.ts finds it by its name and takes this list.
      contains: [`export const ${feature}Handlers`],
    },
    { part: 'sandbox handlers test', path: `test/sandbox/${feature}.handlers.test.ts` },
    {
      part: 'fake gateway',
      path: `test/support/${feature}/fake-${feature}-gateway.ts`,
      contains: [`export function fake${Feature}Gateway`, `export function bind${Feature}Gateway`],
    },
  ];
}

const readingOf = /export (?:function|const) \w+Outcome\b/;
const tableBuilt = /outcomeTable\s*(?:<[^(]*>)?\(/;

/** What `feature` lacks in `tree`: one line per missing part, empty when it has them all. */
export function missingParts(tree, feature) {
  const missing = [];
  for (const { part, path, contains = [] } of templateParts(feature)) {
    if (!tree.exists(path)) {
      missing.push(`${feature}: ${part} (${path}) is missing`);
      continue;
    }
    const text = contains.length > 0 ? tree.read(path) : '';
    for (const declaration of contains) {
      if (!text.includes(declaration)) missing.push(`${feature}: ${part} (${path}) does not declare '${declaration}'`);
    }
  }

  // Outcome tables (decision 11): at least one, each with its table and its reading.
  const domain = `src/domain/${feature}`;
  const outcomeFiles = tree.list(domain).filter((name) => name.endsWith('.outcomes.ts'));
  if (outcomeFiles.length === 0) missing.push(`${feature}: outcome tables (${domain}/*.outcomes.ts) are missing`);
  for (const name of outcomeFiles) {
    const text = tree.read(`${domain}/${name}`);
    if (!tableBuilt.test(text)) missing.push(`${feature}: ${domain}/${name} builds no table with outcomeTable(...)`);
    if (!readingOf.test(text)) missing.push(`${feature}: ${domain}/${name} exports no reading (<call>Outcome)`);
  }

  // Entry loads (decision 19): a page whose view model starts 'loading' draws through useShownPhase.
  for (const page of loadingPages(tree, `src/presentation/${feature}`)) {
    if (!tree.read(page).includes('useShownPhase(')) missing.push(`${feature}: ${page} draws a 'loading' entry phase without useShownPhase`);
  }

  // Entry loads (decisions 6 and 20): a page beside a view model with an entry load starts it with useEntryLoad.
  for (const page of entryLoadPages(tree, `src/presentation/${feature}`)) {
    if (!tree.read(page).includes('useEntryLoad(')) missing.push(`${feature}: ${page} does not start its entry load with useEntryLoad(vm)`);
  }

  // Glossary rows: the feature's key as a code name in the table of features and routes.
  const glossary = tree.exists('docs/glossary.md') ? tree.read('docs/glossary.md') : '';
  const rows = glossary.split('\n').filter((line) => line.startsWith('|'));
  if (!rows.some((line) => line.includes(`\`${feature}\``))) missing.push(`${feature}: no row of docs/glossary.md names \`${feature}\``);
  return missing;
}

/** A phase type that starts with the entry load: `export type XPhase = 'loading' | …`. */
const loadingPhase = /export type \w+Phase =\s*\|?\s*'loading'/;

/**
 * The pages under `dir` (each folder's `*.page.tsx` beside a `*.view-model.ts` whose phase type has
 * 'loading'): the pages whose screens follow an entry load.
 */
function loadingPages(tree, dir) {
  const names = tree.list(dir);
  const here = names.some((name) => name.endsWith('.view-model.ts') && loadingPhase.test(tree.read(`${dir}/${name}`)))
    ? names.filter((name) => name.endsWith('.page.tsx')).map((name) => `${dir}/${name}`)
    : [];
  const below = names.filter((name) => !name.includes('.')).flatMap((name) => loadingPages(tree, `${dir}/${name}`));
  return [...here, ...below];
}

/** A view model's entry load: `readonly load = loadOnce(...)`. */
const entryLoad = /\bload = loadOnce\(/;

/** The pages under `dir` (`*.page.tsx`, `*-page.tsx`) beside a `*.view-model.ts` with an entry load. */
function entryLoadPages(tree, dir) {
  const names = tree.list(dir);
  const here = names.some((name) => name.endsWith('.view-model.ts') && entryLoad.test(tree.read(`${dir}/${name}`)))
    ? names.filter((name) => /[.-]page\.tsx$/.test(name)).map((name) => `${dir}/${name}`)
    : [];
  const below = names.filter((name) => !name.includes('.')).flatMap((name) => entryLoadPages(tree, `${dir}/${name}`));
  return [...here, ...below];
}

/**
 * The sandbox's folders of seeded data and generated documents, and the files in them that belong to no
 * feature, each with its reason. Every other file is a feature's: `<feature>.ts` or `<feature>-<what>.<ext>`
 * in sandbox/data, `<feature>-documents.ts` in sandbox/documents, named by a feature of src/modules.
 */
export const sandboxFolders = {
  'sandbox/data': {
    pattern: (feature) => new RegExp(`^${feature}(-[a-z0-9-]+)?\\.(ts|json)$`),
    shared: {
      // The people who sign in: every feature's data names them.
      'personas.ts': 'the seeded personas',
    },
  },
  'sandbox/documents': {
    pattern: (feature) => new RegExp(`^${feature}-documents\\.ts$`),
    shared: {
      'certificate-pdf.ts': "the PDF renderer every feature's documents and the payment receipts draw with",
      'trade-name.ts': "the fund's trade name on every document and the checkout",
      'filings.ts': 'the filing numbers certificates and bookings hand out',
    },
  },
};

/** The sandbox files that sit outside their feature's name (decision 14): one line each. */
export function misplacedSandboxFiles(tree) {
  const features = featuresIn(tree);
  return Object.entries(sandboxFolders).flatMap(([dir, { pattern, shared }]) =>
    tree
      .list(dir)
      .filter((name) => !Object.hasOwn(shared, name) && !features.some((feature) => pattern(feature).test(name)))
      .map((name) => `${dir}/${name} is named for no feature (${dir === 'sandbox/data' ? '<feature>.ts or <feature>-<what>.ts' : '<feature>-documents.ts'})`),
  );
}

/** What every feature of `tree` lacks, and the sandbox files named for none. */
export function templateGaps(tree) {
  return [...featuresIn(tree).flatMap((feature) => missingParts(tree, feature)), ...misplacedSandboxFiles(tree)];
}
