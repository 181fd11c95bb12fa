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

/** The places a person fills in after the command, each with its file and what goes there. */
export function fillIns({ feature: f, slug, name, Name, apiPath, routePath, method }, { dataFile }) {
  return [
    [`src/infrastructure/api/${f}/axios-${f}.gateway.ts`, `${method}: GET '${apiPath}' (--path sets it in every file); for a POST, its body; the field its code is read from first ('code-first').`],
    [`src/infrastructure/api/${f}/${f}.mapper.ts`, `read${Name}: read the answer's real fields, written once in its schema (the body is its generated Wire<${Name}Answer>); src/application/${f}/${f}-gateway.port.ts: ${Name}Answer to match.`],
    [`src/domain/${f}/${name}.outcomes.ts`, "the outcome table's rows: every code the call's doc names, with its Spanish key as the outcome."],
    [`src/application/${f}/load-${name}.use-case.ts`, 'one result kind per outcome, and what the page needs of the answer.'],
    [`src/presentation/${f}/${slug}/${name}.messages.ts`, "the Spanish texts (lead, headings; --title sets the title everywhere), and the route's breadcrumb in the routes file."],
    [`src/presentation/${f}/${slug}/${name}.view-model.ts and ${name}.page.tsx`, 'one phase and one screen per outcome the page shows.'],
    [`docs/api (the operation ${method})`, "its answer's schema and examples, and x-business-codes: the keys of the outcome table; then `npm run api:types`."],
    [`sandbox/data/${dataFile}.ts and sandbox/api/${f}.handlers.ts`, `each persona's answer, every code reachable; the path '*${apiPath}'.`],
    [`test/support/fault-matrix/rows/${f}.rows.ts`, 'the row\'s bodies and expected outcomes once the table has its rows.'],
    ['the tests written above', `each outcome of the table; the page test and the browser spec (test/e2e/${f}-${name}.spec.ts) at /${routePath} with the Spanish texts.`],
    ['docs', "the flow's screens, calls and rules in the feature's doc; what each persona gets in docs/sandbox-answers.md; the meaning in the glossary row and the answer in the docs/sandbox-api.md row the command added."],
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
    out(`\nA working flow at /${plan.names.routePath} against a sandbox answer. Now fill in:`);
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
