// The flow's call in the API contract and in what reads it: the operation (docs/api/openapi.yaml, the
// feature's paths and schemas files, its tag), the operationId in the sandbox's answer reading
// (sandbox/api/answer-reading.ts), the call's outcome table (test/support/operation-outcome-tables.ts),
// its arguments in the contract's test (test/lint/openapi-contract.test.ts) and the wire types the
// contract generates (scripts/generate-api-types.mjs). The operationId is the gateway method's name; the
// tests that list every call find the gateways by their files (test/support/gateway-adapters.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { addImport, appendToList, closingBracket } from './edits.mjs';
import { Refusal } from './names.mjs';

const contractPath = 'docs/api/openapi.yaml';
const answerReadingPath = 'sandbox/api/answer-reading.ts';
const outcomeTablesPath = 'test/support/operation-outcome-tables.ts';
const contractTestPath = 'test/lint/openapi-contract.test.ts';
const wireDir = 'src/infrastructure/api/shared/wire';

/** The files outside a feature's own that the contract edits change: a new feature's first flow edits them too. */
export const sharedContractPaths = [contractPath, answerReadingPath, outcomeTablesPath, contractTestPath];

/**
 * Where the call goes in the contract: the paths file that holds the feature's operations (the last one
 * in openapi.yaml's order when they are split, e.g. the signed-in ones), the schemas file paired with it
 * (`schemas/<same name>.yaml`, else the first schemas file its answers refer to) and its tag; a feature
 * with no operation yet gets `paths/<feature>.yaml`, `schemas/<feature>.yaml` and a tag of its own.
 */
export function contractPlaceOf(tree, { feature, Feature }) {
  const gatewayPath = `src/infrastructure/api/${feature}/axios-${feature}.gateway.ts`;
  const gateway = tree.exists(gatewayPath) ? tree.read(gatewayPath) : '';
  const contract = tree.exists(contractPath) ? tree.read(contractPath) : '';
  const files = [...new Set([...contract.matchAll(/\$ref: paths\/([\w-]+)\.yaml#/g)].map((match) => match[1]))];
  const holding = files.filter((file) => {
    const path = `docs/api/paths/${file}.yaml`;
    if (!tree.exists(path)) return false;
    const operations = [...tree.read(path).matchAll(/^\s+operationId: (\w+)\s*$/gm)].map((match) => match[1]);
    return operations.some((operationId) => new RegExp(`\\basync ${operationId}\\(`).test(gateway));
  });
  const pathsFile = holding.at(-1);
  if (pathsFile === undefined) return { pathsFile: feature, schemasFile: feature, tag: Feature, isNew: true };
  const paths = tree.read(`docs/api/paths/${pathsFile}.yaml`);
  const referenced = [...paths.matchAll(/\.\.\/schemas\/([\w-]+)\.yaml#/g)].map((match) => match[1]).find((file) => file !== 'common');
  const schemasFile = tree.exists(`docs/api/schemas/${pathsFile}.yaml`) ? pathsFile : (referenced ?? feature);
  const tag = /^\s+tags: \[([^,\]]+)/m.exec(paths)?.[1]?.trim() ?? Feature;
  return { pathsFile, schemasFile, tag, isNew: false };
}

/** The operation's path item (a key of the paths file). */
const pathItem = (n, { schemasFile, tag }) => `${n.camel}:
  get:
    tags: [${tag}]
    operationId: ${n.method}
    x-business-codes: [0]
    x-code-order: code-first
    summary: '${n.title}'
    description: >-
      Read \`code\` first. 0 with \`data.summary\` is the summary; any other code, or 0 without a
      summary, is 'Error del sistema'.
    security: [{bearerAuth: []}]
    responses:
      '200':
        description: The summary.
        content:
          application/json:
            schema:
              $ref: ../schemas/${schemasFile}.yaml#/${n.Name}Answer
            examples:
              loaded:
                summary: 0 — the summary
                value: { code: 0, data: { summary: '${n.title}: información de ejemplo del sandbox.' } }
      '401':
        $ref: ../openapi.yaml#/components/responses/SessionRejected
      4XX:
        $ref: ../openapi.yaml#/components/responses/SameReadingAsOk
      5XX:
        $ref: ../openapi.yaml#/components/responses/ServerFailure
`;

/** The operation's answer schema (a key of the schemas file). */
const answerSchema = (n) => `${n.Name}Answer:
  description: >-
    Code read \`code\` first. 0 with \`data.summary\` shows the summary; any other code, or 0 without a
    summary, is 'Error del sistema'.
  type: object
  properties:
    code:
      $ref: common.yaml#/BusinessCode
    data:
      type: [object, 'null']
      properties:
        summary:
          type: [string, 'null']
`;

/** `text` with `lines` after the last line of the top-level YAML section `section` (e.g. `paths:`), or after the last line there matching `after`. */
export function addToSection(text, section, lines, where, after) {
  const all = text.split('\n');
  const start = all.indexOf(section);
  if (start === -1) throw new Refusal(`${where}: cannot find the section '${section}'; edit it by hand or restore its shape.`);
  const next = all.findIndex((line, index) => index > start && /^\S/.test(line));
  let end = next === -1 ? all.length - 1 : next - 1;
  while (end > start && all[end].trim() === '') end -= 1;
  if (after) {
    const last = all.findLastIndex((line, index) => index > start && index <= end && after.test(line));
    if (last !== -1) end = last;
  }
  all.splice(end + 1, 0, lines);
  return all.join('\n');
}

/** `text` with `operationId` as the last member of the `OperationId` union. */
export function addOperationId(text, operationId, where) {
  const union = /export type OperationId =((?:\s*\|\s*'[^']+')+);/.exec(text);
  if (!union) throw new Refusal(`${where}: cannot find the union 'export type OperationId = | ...;'; edit it by hand or restore its shape.`);
  const end = union.index + union[0].length - 1;
  return `${text.slice(0, end)}\n  | '${operationId}'${text.slice(end)}`;
}

/**
 * `text` with `entry` (whole lines, indented, ending with a comma) as the last entry of the object
 * literal `anchor` ends at, whose closing brace stands on a line of its own after a comma.
 */
export function appendEntry(text, anchor, entry, where) {
  const found = anchor.exec(text);
  const end = found ? closingBracket(text, found.index + found[0].length - 1) : -1;
  if (end === -1) throw new Refusal(`${where}: cannot find ${anchor.source}; edit it by hand or restore its shape.`);
  const lineStart = text.lastIndexOf('\n', end) + 1;
  const last = text.slice(0, lineStart).trimEnd().at(-1);
  if (text.slice(lineStart, end).trim() !== '' || (last !== ',' && last !== '{')) {
    throw new Refusal(`${where}: the object after ${anchor.source} does not end with a comma and its brace on a line of its own; edit it by hand.`);
  }
  return `${text.slice(0, lineStart)}${entry}\n${text.slice(lineStart)}`;
}

/**
 * The contract's new and edited files for flow `n`: `created` by path and `edits` as [path, change]
 * for the plan's `edit`. Refuses a path, key or schema the contract already has.
 */
export function contractPlan(tree, n) {
  const place = contractPlaceOf(tree, n);
  const pathsPath = `docs/api/paths/${place.pathsFile}.yaml`;
  const schemasPath = `docs/api/schemas/${place.schemasFile}.yaml`;
  const contract = tree.exists(contractPath) ? tree.read(contractPath) : '';
  if (contract.split('\n').includes(`  ${n.apiPath}:`)) throw new Refusal(`${contractPath} already has the path '${n.apiPath}': the call exists.`);
  const schemaKey = new RegExp(`^${n.Name}Answer:`, 'm');
  for (const file of tree.list('docs/api/schemas').filter((name) => name.endsWith('.yaml'))) {
    if (schemaKey.test(tree.read(`docs/api/schemas/${file}`))) throw new Refusal(`docs/api/schemas/${file} already has the schema ${n.Name}Answer: the name '${n.name}' is taken.`);
  }
  const created = {};
  const edits = [];
  const item = pathItem(n, place);
  if (tree.exists(pathsPath)) {
    if (new RegExp(`^${n.camel}:`, 'm').test(tree.read(pathsPath))) throw new Refusal(`${pathsPath} already has the key ${n.camel}: the name '${n.name}' is taken.`);
    edits.push([pathsPath, (text) => `${text.trimEnd()}\n\n${item}`]);
  } else {
    created[pathsPath] = `# The ${n.feature} API (\`axios-${n.feature}.gateway.ts\`). Path items referenced from ../openapi.yaml.\n\n${item}`;
  }
  if (tree.exists(schemasPath)) edits.push([schemasPath, (text) => `${text.trimEnd()}\n\n${answerSchema(n)}`]);
  else created[schemasPath] = `# The ${n.feature} feature's answers (\`${n.feature}.mapper.ts\`).\n\n${answerSchema(n)}`;

  edits.push([
    contractPath,
    (text, where) => {
      const entry = `  ${n.apiPath}:\n    $ref: paths/${place.pathsFile}.yaml#/${n.camel}`;
      let next = addToSection(text, 'paths:', entry, where, new RegExp(`\\$ref: paths/${place.pathsFile}\\.yaml#`));
      if (!new RegExp(`^  - name: ${place.tag}$`, 'm').test(next)) {
        next = addToSection(next, 'tags:', `  - name: ${place.tag}\n    description: The ${n.feature} feature's calls.`, where);
      }
      return next;
    },
  ]);
  edits.push([answerReadingPath, (text, where) => addOperationId(text, n.method, where)]);
  edits.push([
    outcomeTablesPath,
    (text, where) => {
      const entry = `  // ${n.feature}/load-${n.name}.use-case.ts\n  ${n.method}: ${n.camel}Outcomes,`;
      const next = appendEntry(text, /export const operationOutcomeTables\b[^=]*=\s*\{/, entry, where);
      return addImport(next, `@/domain/${n.feature}/${n.name}.outcomes`, [`${n.camel}Outcomes`]);
    },
  ]);
  edits.push([
    contractTestPath,
    (text, where) => {
      const adapter = `Axios${n.Feature}Gateway`;
      if (new RegExp(`make\\(${adapter},\\s*\\{`).test(text)) return appendEntry(text, new RegExp(`make\\(${adapter},\\s*\\{`), `      ${n.method}: [],`, where);
      const next = appendToList(text, /\bconst all = \[/, `    make(${adapter}, {\n      ${n.method}: [],\n    }),`, where);
      return addImport(next, `@/infrastructure/api/${n.feature}/axios-${n.feature}.gateway`, [adapter]);
    },
  ]);
  return { created, edits };
}

/**
 * `plan` with the wire types the contract it writes generates (scripts/generate-api-types.mjs, run on a
 * copy of docs/api with the plan's files over it): `npm run typecheck` checks they match the contract.
 */
export function withWireTypes(root, plan) {
  const contractFiles = Object.entries({ ...plan.created, ...plan.edited }).filter(([path]) => path.startsWith('docs/api/'));
  if (contractFiles.length === 0) return plan;
  const scratch = mkdtempSync(join(tmpdir(), 'new-wire-types-'));
  try {
    cpSync(join(root, 'docs/api'), join(scratch, 'api'), { recursive: true });
    for (const [path, text] of contractFiles) {
      const target = join(scratch, 'api', path.slice('docs/api/'.length));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const run = spawnSync(process.execPath, [join(root, 'scripts/generate-api-types.mjs'), '--contract', join(scratch, 'api'), '--out', join(scratch, 'wire')], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Refusal(`the contract with the new operation does not generate its wire types: ${(run.stderr || run.stdout).trim()}`);
    const created = { ...plan.created };
    const edited = { ...plan.edited };
    for (const name of readdirSync(join(scratch, 'wire'))) {
      const path = `${wireDir}/${name}`;
      const text = readFileSync(join(scratch, 'wire', name), 'utf8');
      let before = null;
      try {
        before = readFileSync(join(root, path), 'utf8');
      } catch {
        before = null;
      }
      if (before === null) created[path] = text;
      else if (before !== text) edited[path] = text;
    }
    return { ...plan, created, edited };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
