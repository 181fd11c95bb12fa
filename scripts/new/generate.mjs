// `npm run new`: plans every file a flow or a feature writes and edits, in memory over the tree as it
// is, and refuses before writing anything when a name is malformed or taken or a file to edit has
// lost the shape it is edited at. Only a complete plan is written, and a failed write is undone.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { featuresIn } from '../flow-template.mjs';
import { addOperationRow, apiReadmePath } from './api-readme-row.mjs';
import { contractPlaceOf, contractPlan, sharedContractPaths } from './contract-edits.mjs';
import { addImport, addNamespaceImport, appendToBlock, appendToList, insertBefore, tableUnder } from './edits.mjs';
import { featureDoc, flowDocSection } from './feature-doc.mjs';
import { featureFiles, glossaryRow } from './feature-files.mjs';
import * as flow from './flow-files.mjs';
import { camelOf, namesOf, Refusal } from './names.mjs';

/** A tree with the plan's files over it: what the next step of the plan reads. */
function overlay(tree, files) {
  return {
    exists: (path) => path in files || tree.exists(path),
    read: (path) => files[path] ?? tree.read(path),
    list: (dir) => [...new Set([...tree.list(dir), ...Object.keys(files).filter((path) => dirname(path) === dir).map((path) => path.slice(dir.length + 1))])],
  };
}

/** The first route path's first segment in a routes file (`certificados`), where a new page of the feature goes. */
function routePrefix(routes) {
  const first = /\bpath:\s*'([^'/]+)/.exec(routes);
  return first ? first[1] : '';
}

/**
 * The name of the landing crumb a routes file declares for its feature's first page (certificates'
 * `const certificados = { label: 'Certificados', to: '/certificados' };`), which its other routes' breadcrumbs start with.
 */
function landingCrumb(routes, prefix) {
  if (prefix === '') return undefined;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^const (\\w+) = \\{ label: '[^']*', to: '/${escaped}' \\};$`, 'm').exec(routes)?.[1];
}

/**
 * The plan of one flow in `feature`: `created` (new files) and `edited` (existing files' new text),
 * by path. `tree` may already hold a new feature's skeleton (`isNewFeature`).
 */
export function planFlow(tree, { feature, slug, name, apiPath, title }, { isNewFeature = false } = {}) {
  namesOf({ feature, slug, name, apiPath, title });
  if (!featuresIn(tree).includes(feature)) throw new Refusal(`Feature '${feature}' does not exist (src/modules/${feature}.module.ts); create it with: npm run new -- feature ${feature}`);
  const routesPath = `src/presentation/${feature}/${feature}.routes.ts`;
  if (!tree.exists(routesPath)) throw new Refusal(`${routesPath} is missing: the flow's route goes there.`);
  const routes = tree.read(routesPath);
  // The feature's one fragment (`export const featureRoutes`), which the route table takes by its name.
  const fragment = routes.indexOf('export const featureRoutes');
  if (fragment === -1) throw new Refusal(`${routesPath} exports no featureRoutes: the flow's route goes there.`);
  const n = namesOf({ feature, slug, name, apiPath, title, prefix: isNewFeature ? '' : routePrefix(routes.slice(fragment)) });
  const dataFile = isNewFeature || name === feature ? feature : name.startsWith(`${feature}-`) ? name : `${feature}-${name}`;

  if (routes.includes(`path: '${n.routePath}'`)) throw new Refusal(`Route '/${n.routePath}' already exists in ${routesPath}.`);
  if (tree.exists(`src/presentation/${feature}/${slug}`)) throw new Refusal(`src/presentation/${feature}/${slug}/ already exists: the route slug '${slug}' is taken.`);
  const portPath = `src/application/${feature}/${feature}-gateway.port.ts`;
  const port = tree.exists(portPath) ? tree.read(portPath) : '';
  if (new RegExp(`\\b${n.method}\\(`).test(port)) throw new Refusal(`${portPath} already has ${n.method}: the name '${name}' is taken.`);

  const gatewayPath = `src/infrastructure/api/${feature}/axios-${feature}.gateway.ts`;
  const operations = tree.exists(gatewayPath) ? [...tree.read(gatewayPath).matchAll(/^\s+async (\w+)\(/gm)].map((match) => match[1]) : [];
  const handlersPath = `sandbox/api/${feature}.handlers.ts`;
  if (tree.exists(handlersPath) && tree.read(handlersPath).includes(`'*${n.apiPath}'`)) throw new Refusal(`${handlersPath} already answers '${n.apiPath}': the call exists.`);

  const created = flow.flowFiles(n, { dataFile });
  for (const path of Object.keys(created)) {
    if (tree.exists(path)) throw new Refusal(`${path} already exists: the name '${name}' is taken.`);
  }

  const edited = {};
  const edit = (path, change) => {
    if (!tree.exists(path)) throw new Refusal(`${path} is missing: the flow edits it.`);
    edited[path] = change(edited[path] ?? tree.read(path), path);
  };

  edit(portPath, (text, where) => {
    let next = appendToBlock(text, new RegExp(`export interface ${n.Feature}Gateway\\b[^{]*\\{`), flow.portMethod(n), where);
    next = addImport(next, '@/application/shared/gateway-answer.model', ['GatewayAnswer'], { type: true });
    return `${next.trimEnd()}\n${flow.portAnswer(n)}`;
  });
  edit(`src/infrastructure/api/${feature}/axios-${feature}.gateway.ts`, (text, where) => {
    let next = appendToBlock(text, new RegExp(`export class Axios${n.Feature}Gateway\\b[^{]*\\{`), flow.gatewayMethod(n), where);
    next = addImport(next, `@/application/${feature}/${feature}-gateway.port`, [n.answer], { type: true });
    next = addImport(next, '@/application/shared/gateway-answer.model', ['GatewayAnswer'], { type: true });
    next = addImport(next, '@/infrastructure/http/gateway-answer.mapper', ['toGatewayAnswer']);
    return addImport(next, `./${feature}.mapper`, [n.reader]);
  });
  // The reader reads the body as the answer schema the contract edits write, from its generated wire types.
  const { schemasFile, pathsFile } = contractPlaceOf(tree, n);
  edit(`src/infrastructure/api/${feature}/${feature}.mapper.ts`, (text) => {
    let next = addImport(text, `@/application/${feature}/${feature}-gateway.port`, [n.answer], { type: true });
    next = addImport(next, '@/infrastructure/http/json-body.mapper', ['asWire', 'readText']);
    next = addImport(next, '@/infrastructure/http/json-body.mapper', ['Wire', 'WireField'], { type: true });
    const free = /\bcontract\b/.test(next) ? `${camelOf(schemasFile)}Wire` : 'contract';
    const wire = addNamespaceImport(next, `@/infrastructure/api/shared/wire/${schemasFile}.model`, free);
    return `${wire.text.trimEnd()}\n${flow.mapperReader(n, wire.alias)}`;
  });
  edit(routesPath, (text, where) => {
    const crumb = landingCrumb(text, isNewFeature ? '' : routePrefix(text.slice(text.indexOf('export const featureRoutes'))));
    const next = appendToList(text, /export const featureRoutes\b[\s\S]*?\broutes:\s*\[/, flow.route(n, crumb), where);
    return addImport(next, '@/presentation/shared/routing/route-handle.model', ['signedInRouteHandle']);
  });
  edit(`sandbox/api/${feature}.handlers.ts`, (text, where) => {
    let next = appendToList(text, new RegExp(`export const ${feature}Handlers\\b[^=]*=\\s*\\[`), flow.sandboxHandler(n), where);
    next = addImport(next, 'msw', ['http', 'HttpResponse']);
    next = addImport(next, './answer-reading', ['answerIn']);
    next = addImport(next, './current-persona', ['currentPersona', 'unauthorizedResponse']);
    return addImport(next, `../data/${dataFile}`, [`${n.camel}AnswerOf`]);
  });
  edit(`test/support/${feature}/fake-${feature}-gateway.ts`, (text, where) =>
    insertBefore(text, '...Object.fromEntries(Object.entries(overrides)', flow.fakeMethod(n), where),
  );
  edit(`test/support/fault-matrix/rows/${feature}.rows.ts`, (text, where) => {
    let next = appendToList(text, /export const \w+Rows\b[^=]*=\s*\[/, flow.faultRow(n), where);
    next = addImport(next, `@/application/${feature}/load-${name}.use-case`, [n.useCase]);
    next = addImport(next, '@test/support/fault-matrix/fault-matrix.model', ['faultMatrixRow']);
    next = addImport(next, '@test/support/contract-examples', ['contractExample']);
    return addImport(next, './row-helpers', ['faults', 'systemError']);
  });
  // The call's operation in the API contract, its operationId in the sandbox's reading, its outcome table.
  const contract = contractPlan(tree, n);
  Object.assign(created, contract.created);
  for (const [path, change] of contract.edits) edit(path, change);
  // The docs' rows are a convenience: a doc whose table has moved is left for the person, and said so.
  const notes = [];
  const docRow = (path, add, what) => {
    try {
      edit(path, add);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      notes.push(`${path}: ${what} by hand (${error.message})`);
    }
  };
  // A new feature's glossary row is its flow's too (planFeature).
  if (!isNewFeature) docRow('docs/glossary.md', (text) => addGlossaryRow(text, flowGlossaryRow(n), [feature]), "add the page's row");
  // A new feature's doc holds its first flow's section (planFeature); another flow's goes at the end of it.
  if (!isNewFeature) docRow(`docs/${feature}.md`, (text) => `${text.trimEnd()}\n\n${flowDocSection(n, { dataFile, pathsFile })}`, "add the flow's section");
  docRow('docs/sandbox-api.md', (text) => addRowUnder(text, '## API endpoints served today', sandboxRow(n, dataFile)), "add the call to 'API endpoints served today'");
  docRow(apiReadmePath, (text) => addOperationRow(text, n, operations), "add the operation to 'The calls in scope'");
  return { names: n, dataFile, created, edited, notes };
}

/** The call's row in docs/sandbox-api.md, 'API endpoints served today'. */
const sandboxRow = ({ apiPath }, dataFile) =>
  `| \`GET ${apiPath}\` (B) | \`{ code, data }\` as its answer schema has it, each persona's in [\`sandbox/data/${dataFile}.ts\`](../sandbox/data/${dataFile}.ts) |`;

/** `text` with `row` after the last row of the first table under `heading`. */
export function addRowUnder(text, heading, row) {
  const lines = text.split('\n');
  const { end } = tableUnder(lines, heading);
  lines.splice(end + 1, 0, row);
  return lines.join('\n');
}

/** The glossary's row for a flow's page (docs/glossary.md, the table of features and routes). */
const flowGlossaryRow = ({ title, routePath, viewModel, useCase, feature, slug }) =>
  `| ${title} | What the fund answers the signed-in person, or a notice for each other code of its outcome table | \`${viewModel}\`, \`${useCase}\` | \`/${routePath}\` | \`src/presentation/${feature}/${slug}/\` |`;

/** The plan of a new feature `feature` with its first flow (`slug` and `name` default to the key). */
export function planFeature(tree, { feature, slug = feature, name = feature, apiPath, title }) {
  const n = namesOf({ feature, slug, name, apiPath, title });
  if (featuresIn(tree).includes(feature) || tree.exists(`src/modules/${feature}.module.ts`)) throw new Refusal(`Feature '${feature}' already exists (src/modules/${feature}.module.ts).`);
  for (const taken of [`src/presentation/${feature}`, `src/application/${feature}`, `src/domain/${feature}`, `src/infrastructure/api/${feature}`, `test/support/${feature}`, `src/modules/${feature}`]) {
    if (tree.exists(taken)) throw new Refusal(`${taken}/ already exists: the key '${feature}' is taken.`);
  }
  const skeleton = featureFiles(n);
  const docPath = `docs/${feature}.md`;
  for (const path of [...Object.keys(skeleton), docPath]) if (tree.exists(path)) throw new Refusal(`${path} already exists: the key '${feature}' is taken.`);

  const edited = {};
  const edit = (path, change) => {
    if (!tree.exists(path)) throw new Refusal(`${path} is missing: the feature edits it.`);
    edited[path] = change(tree.read(path), path);
  };
  // The feature's row links its doc when the other features' rows link theirs.
  edit('docs/glossary.md', (text) => addGlossaryRow(text, glossaryRow(n, { linked: linksDocs(text, featuresIn(tree)) }), featuresIn(tree)));

  const { pathsFile } = contractPlaceOf(overlay(tree, skeleton), n);
  const first = planFlow(overlay(tree, skeleton), { feature, slug, name, apiPath, title }, { isNewFeature: true });
  const created = { ...skeleton, [docPath]: featureDoc(first.names, { dataFile: first.dataFile, pathsFile }), ...first.created };
  for (const [path, text] of Object.entries(first.edited)) {
    if (path in created) created[path] = text;
    else if (path.startsWith('docs/') || sharedContractPaths.includes(path)) edited[path] = text;
    else throw new Refusal(`internal: the first flow edits ${path}, which is no file of the new feature.`);
  }
  return { names: first.names, dataFile: first.dataFile, created, edited, notes: first.notes };
}

/** Whether the glossary's rows that name a feature's key link a doc (`[…](<doc>.md)`). */
const linksDocs = (text, features) =>
  text.split('\n').some((line) => line.startsWith('|') && features.some((feature) => line.includes(`\`${feature}\``)) && /\]\([\w./-]+\.md(?:#[\w-]*)?\)/.test(line));

/** The glossary with `row` after the last row of the table that names an existing feature's key. */
export function addGlossaryRow(text, row, features) {
  const lines = text.split('\n');
  const named = lines.findIndex((line) => line.startsWith('|') && features.some((feature) => line.includes(`\`${feature}\``)));
  if (named === -1) throw new Refusal("docs/glossary.md: no table row names an existing feature's key; add the row by hand.");
  let end = named;
  while (end + 1 < lines.length && lines[end + 1].startsWith('|')) end += 1;
  lines.splice(end + 1, 0, row);
  return lines.join('\n');
}

/** Writes `plan` under `root`: every file or none (what was written before a failure is undone). */
export function applyPlan(root, { created, edited }) {
  const originals = Object.fromEntries(Object.keys(edited).map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  const written = [];
  try {
    for (const [path, text] of Object.entries({ ...created, ...edited })) {
      const target = join(root, path);
      mkdirSync(dirname(target), { recursive: true });
      written.push(path);
      writeFileSync(target, text);
    }
  } catch (error) {
    for (const path of written) {
      if (path in originals) writeFileSync(join(root, path), originals[path]);
      else if (existsSync(join(root, path))) rmSync(join(root, path));
    }
    throw error;
  }
}
