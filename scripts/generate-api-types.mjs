#!/usr/bin/env node
// The wire types of the fund's API, generated from its contract (docs/api/openapi.yaml and the files it
// references) by openapi-typescript, so the mappers in src/infrastructure/api/** read only the keys the
// contract defines (src/infrastructure/http/json-body.mapper.ts: `Wire`, `asWire`).
//
// Usage:
//   node scripts/generate-api-types.mjs            writes the files (`npm run api:types`)
//   node scripts/generate-api-types.mjs --check    writes nothing; exit 1 naming each file that differs
//                                                  from what the contract gives (`npm run typecheck`)
//   … --contract <dir>   the folder holding openapi.yaml and its schemas/ (default docs/api)
//   … --out <dir>        the folder of the generated files (default src/infrastructure/api/shared/wire)
//
// What is kept of openapi-typescript's output: the schemas of `components/schemas`, one file per
// `schemas/<feature>.yaml` they are written in (so no file nears the 400-line limit), each schema an
// exported type and every reference to another file an import; and one more file naming each
// operation's HTTP 200 answer schema by operationId. Descriptions and examples are left to the contract.
// A union member `unknown` (an `anyOf` branch with no constraint of its own) is dropped: it would swallow
// the whole union, and the keys of the other branches are what the mappers may read.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultContractDir = join(repoRoot, 'docs/api');
export const defaultOutDir = join(repoRoot, 'src/infrastructure/api/shared/wire');
const operationsFile = 'operations';
const fallbackFile = 'common';

const header = (source) =>
  [
    `// Generated from docs/api/openapi.yaml (${source}) by \`npm run api:types\``,
    '// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.',
  ].join('\n');

/** The top-level keys of each `schemas/<file>.yaml`: which file each named schema is written in. */
function schemaFiles(contractDir) {
  const files = new Map();
  const folder = join(contractDir, 'schemas');
  for (const entry of readdirSync(folder).filter((name) => name.endsWith('.yaml')).sort()) {
    const file = entry.replace(/\.yaml$/, '');
    const names = [...readFileSync(join(folder, entry), 'utf8').matchAll(/^([A-Za-z_][\w-]*):/gm)].map((match) => match[1]);
    files.set(file, names);
  }
  return files;
}

/** A property's name as written: `code`, `200`, `"application/json"` (without its quotes). */
const propertyName = (entry) => (ts.isStringLiteral(entry.name) ? entry.name.text : entry.name.getText());

/** A property of an interface or type literal, by name; undefined when there is none. */
function member(node, name) {
  if (node === undefined || !(ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node))) return undefined;
  return node.members.find((entry) => ts.isPropertySignature(entry) && propertyName(entry) === name);
}

/** `components["schemas"]["Name"]` → its name, else null. */
function schemaReference(node) {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isLiteralTypeNode(node.indexType)) return null;
  const outer = node.objectType;
  if (!ts.isIndexedAccessTypeNode(outer) || !ts.isLiteralTypeNode(outer.indexType)) return null;
  if (outer.objectType.getText() !== 'components' || outer.indexType.literal.text !== 'schemas') return null;
  return node.indexType.literal.text;
}

/** The type with schema references as plain names (collected in `used`) and `unknown` union members dropped. */
function rewrite(type, used) {
  const visit = (node) => {
    const name = schemaReference(node);
    if (name !== null) {
      if (!/^[A-Za-z_]\w*$/.test(name)) throw new Error(`schema name '${name}' is not a TypeScript name`);
      used.add(name);
      return ts.factory.createTypeReferenceNode(name);
    }
    if (ts.isUnionTypeNode(node)) {
      const kept = node.types.filter((member) => member.kind !== ts.SyntaxKind.UnknownKeyword);
      const types = (kept.length > 0 ? kept : node.types).map((member) => ts.visitNode(member, visit));
      return types.length === 1 ? types[0] : ts.factory.createUnionTypeNode(types);
    }
    return ts.visitEachChild(node, visit, undefined);
  };
  return ts.visitNode(type, visit);
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
/** Printed with two-space indentation, the repository's. */
function print(node, sourceFile) {
  return printer
    .printNode(ts.EmitHint.Unspecified, node, sourceFile)
    .replace(/^( {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
}

function importLines(names, fileOf, self) {
  const byFile = new Map();
  for (const name of [...names].sort()) {
    const file = fileOf(name);
    if (file === self) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), name]);
  }
  return [...byFile.keys()].sort().map((file) => `import type { ${byFile.get(file).join(', ')} } from './${file}.model';`);
}

function moduleText(source, imports, declarations) {
  return [header(source), ...(imports.length > 0 ? [imports.join('\n')] : []), ...declarations].join('\n\n') + '\n';
}

/** Every generated file, name → text, from the contract in `contractDir`. */
export async function generateWireTypes(contractDir = defaultContractDir) {
  const ast = await openapiTS(pathToFileURL(join(contractDir, 'openapi.yaml')));
  const sourceFile = ts.createSourceFile('contract.ts', astToString(ast), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const top = (name) => sourceFile.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  const schemas = member(top('components'), 'schemas')?.type;
  if (schemas === undefined || !ts.isTypeLiteralNode(schemas)) throw new Error('the contract has no components/schemas');

  const written = schemaFiles(contractDir);
  const fileByName = new Map([...written].flatMap(([file, names]) => names.map((name) => [name, file])));
  const fileOf = (name) => fileByName.get(name) ?? fallbackFile;

  const byFile = new Map();
  for (const entry of schemas.members) {
    const name = propertyName(entry);
    const used = new Set();
    const text = `export type ${name} = ${print(rewrite(entry.type, used), sourceFile)};`;
    const file = fileOf(name);
    const group = byFile.get(file) ?? { declarations: [], used: new Set() };
    const order = (written.get(file) ?? []).indexOf(name);
    group.declarations.push({ order, text });
    used.forEach((usedName) => group.used.add(usedName));
    byFile.set(file, group);
  }

  const files = new Map();
  for (const [file, group] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const declarations = group.declarations.sort((a, b) => a.order - b.order).map((declaration) => declaration.text);
    files.set(`${file}.model.ts`, moduleText(`schemas/${file}.yaml`, importLines(group.used, fileOf, file), declarations));
  }

  const answers = [];
  const used = new Set();
  for (const operation of top('operations')?.members ?? []) {
    const ok = member(member(operation.type, 'responses')?.type, '200')?.type;
    const json = member(member(ok, 'content')?.type, 'application/json')?.type;
    const name = json === undefined ? null : schemaReference(json);
    if (name === null) throw new Error(`operation ${propertyName(operation)}: its HTTP 200 answer is not a named schema`);
    used.add(name);
    answers.push(`  ${propertyName(operation)}: ${name};`);
  }
  const operations = ['/** Each operation\'s answer (its HTTP 200 JSON body), by operationId. */', 'export interface OperationAnswers {', ...answers, '}'];
  files.set(`${operationsFile}.model.ts`, moduleText('paths/*.yaml', importLines(used, fileOf, operationsFile), [operations.join('\n')]));
  return files;
}

function parseArguments(argv) {
  const options = { check: false, contractDir: defaultContractDir, outDir: defaultOutDir };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--check') options.check = true;
    else if (argument === '--contract' || argument === '--out') {
      const value = argv[index + 1];
      if (value === undefined) throw new Error(`${argument} needs a folder`);
      options[argument === '--contract' ? 'contractDir' : 'outDir'] = resolve(value);
      index += 1;
    } else throw new Error(`unknown argument ${argument}`);
  }
  return options;
}

function readExisting(outDir) {
  let names;
  try {
    names = readdirSync(outDir).filter((name) => name.endsWith('.model.ts'));
  } catch {
    names = [];
  }
  return new Map(names.map((name) => [name, readFileSync(join(outDir, name), 'utf8')]));
}

/** Runs the command line; returns the exit code. */
export async function main(argv = process.argv.slice(2), out = process.stdout, err = process.stderr) {
  const { check, contractDir, outDir } = parseArguments(argv);
  const files = await generateWireTypes(contractDir);
  const existing = readExisting(outDir);
  const shown = (name) => relative(process.cwd(), join(outDir, name)) || name;
  const stale = [...new Set([...files.keys(), ...existing.keys()])].sort().filter((name) => files.get(name) !== existing.get(name));
  if (check) {
    if (stale.length === 0) return 0;
    for (const name of stale) {
      const why = !existing.has(name) ? 'missing' : !files.has(name) ? 'no longer generated' : 'differs from the contract';
      err.write(`${shown(name)} is stale (${why}): run \`npm run api:types\`\n`);
    }
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of files) if (existing.get(name) !== text) writeFileSync(join(outDir, name), text);
  for (const name of stale.filter((name) => !files.has(name))) err.write(`${shown(name)} is no longer generated: delete it\n`);
  out.write(`${files.size} wire type files in ${shown('.')}; ${stale.length} changed\n`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`generate-api-types: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
