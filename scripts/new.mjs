// `npm run new -- flow <feature> <route-slug> <name>`: a working one-call flow in an existing feature.
// `npm run new -- feature <key> [<route-slug> <name>]`: a new feature with that flow as its first page.
// The files follow the template (ADR 0009; docs/adding-a-flow.md); the command
// prints every file it wrote and the places a person then fills in. Nothing is written on a refusal.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskTree } from './flow-template.mjs';
import { withWireTypes } from './new/contract-edits.mjs';
import { applyPlan, planFeature, planFlow } from './new/generate.mjs';
import { Refusal } from './new/names.mjs';

const usage = `Usage:
  npm run new -- flow <feature> <route-slug> <name> [--path=<api path>] [--title=<Spanish title>]
  npm run new -- feature <key> [<route-slug> <name>] [--path=<api path>] [--title=<Spanish title>]
e.g. npm run new -- flow certificates cuota-monetaria monetary-quota --path=/api/v1/certifications/cuota-monetaria --title="Consulta de cuota monetaria"
     npm run new -- feature loans creditos-vigentes current-loans`;

/** The words and the `--path` and `--title` options of the command line (`--name=value` or `--name value`). */
export function parseArgs(args) {
  const words = [];
  const options = {};
  for (let index = 0; index < args.length; index += 1) {
    const option = /^--(path|title)(?:=(.*))?$/s.exec(args[index]);
    if (!option) {
      if (args[index].startsWith('--')) return null;
      words.push(args[index]);
      continue;
    }
    const value = option[2] ?? args[(index += 1)];
    if (value === undefined) return null;
    options[option[1] === 'path' ? 'apiPath' : 'title'] = value;
  }
  return { words, options };
}

/**
 * The places a person fills in after the command, each with its file and what goes there: the first four give
 * the call a code of its own (the generated tests take one case per row of the table, so they follow); the
 * rest only when the call or its answer is more than the generated shape.
 */
export function fillIns({ feature: f, slug, name, Name, method }, { dataFile, created = {}, edited = {} }) {
  const contract = [...Object.keys(created), ...Object.keys(edited)];
  const pathsFile = contract.find((path) => path.startsWith('docs/api/paths/')) ?? 'docs/api/paths/';
  const schemasFile = contract.find((path) => path.startsWith('docs/api/schemas/')) ?? 'docs/api/schemas/';
  return [
    [`src/domain/${f}/${name}.outcomes.ts`, "the table's rows: each code the call's doc names, with its Spanish key as the outcome; every row but 0 is a notice."],
    [`src/presentation/${f}/${slug}/${name}.messages.ts`, "each notice's title and message (the typecheck asks for every row), the lead and the headings."],
    [pathsFile, `${method}: x-business-codes (the table's codes), one example per code (the tests serve them), the description.`],
    [`sandbox/data/${dataFile}.ts`, "each persona's code and data, the default answer included; every code of the table answered to someone (its test asks)."],
    [`src/infrastructure/api/${f}/axios-${f}.gateway.ts`, `only for another call: ${method}'s real path (--path sets it in every file), a POST's body, the field its code is read from first.`],
    [`${schemasFile}, src/application/${f}/${f}-gateway.port.ts, src/infrastructure/api/${f}/${f}.mapper.ts`, `only for an answer richer than a summary: each field in the schema and the code-0 example (then \`npm run api:types\`), ${Name}Answer and read${Name}; the page shows it with its label in the messages, the sandbox data gives it to each persona. The use case and view model pass the answer through.`],
  ];
}

/** Runs the command on the repository at `root`; returns the exit code, printing to `out`/`err`. */
export function main(args, { root, out = (line) => process.stdout.write(`${line}\n`), err = (line) => process.stderr.write(`${line}\n`) }) {
  const parsed = parseArgs(args);
  const [kind, ...words] = parsed?.words ?? [];
  const options = parsed?.options ?? {};
  try {
    let plan;
    const isNewFeature = kind === 'feature';
    if (kind === 'flow' && words.length === 3) {
      plan = planFlow(diskTree(root), { feature: words[0], slug: words[1], name: words[2], ...options });
    } else if (isNewFeature && (words.length === 1 || words.length === 3)) {
      plan = planFeature(diskTree(root), { feature: words[0], slug: words[1], name: words[2], ...options });
    } else {
      err(usage);
      return 2;
    }
    plan = withWireTypes(root, plan);
    applyPlan(root, plan);
    const created = Object.keys(plan.created).sort();
    const edited = Object.keys(plan.edited).sort();
    out(`Created ${created.length} files:`);
    for (const path of created) out(`  + ${path}`);
    out(`Edited ${edited.length} files:`);
    for (const path of edited) out(`  ~ ${path}`);
    for (const note of plan.notes ?? []) out(`  ! ${note}`);
    out(`\nA working flow at /${plan.names.routePath} against a sandbox answer. Now fill in (1-4 give the call a code of its own; the tests follow):`);
    fillIns(plan.names, plan).forEach(([where, what], index) => out(`  ${index + 1}. ${where}\n     ${what}`));
    out('\nModel to read: the monetary quota (docs/adding-a-flow.md).');
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    err(`Refused, nothing written: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), { root: join(dirname(fileURLToPath(import.meta.url)), '..') });
}
