// What a person does to give a generated flow a code of its own: a row in the outcome table, its notice's
// Spanish text in the messages, the code and an example in the contract, and a persona the sandbox answers
// it to. Those files, nothing else: the generated tests take one case per row of the table, with the row's
// example from the contract and its text from the messages, so they cover the new code as written. The
// generator check (check-generator.mjs) does it to the flows it generates and runs their tests again.
import { applyEdits, holding, replaced } from './person-edits.mjs';

/** The notice the check adds: code 1, seen by Luz (persona 'titular-retirado' in sandbox/data/personas.ts). */
export const notice = { code: 1, outcome: 'sinDatos', persona: 'titular-retirado' };

/** Edits the files of `n`'s flow under `root`; returns their paths. Throws when a place is not found. */
export function fillNotice(root, n, { dataFile }) {
  return applyEdits(root, {
    [`src/domain/${n.feature}/${n.name}.outcomes.ts`]: (text) =>
      replaced(text, "const rows = { 0: 'loaded' } as const;", `const rows = { 0: 'loaded', ${notice.code}: '${notice.outcome}' } as const;`),
    [`src/presentation/${n.feature}/${n.slug}/${n.name}.messages.ts`]: (text) =>
      replaced(text, 'NoticeText>> = {};', `NoticeText>> = {\n  ${notice.outcome}: { title: 'Sin datos', message: 'No encontramos datos para mostrarte.' },\n};`),
    [holding(root, 'docs/api/paths', `operationId: ${n.method}\n`)]: (text) => withExample(replaced(text, `operationId: ${n.method}\n    x-business-codes: [0]`, `operationId: ${n.method}\n    x-business-codes: [0, ${notice.code}]`), n.method),
    [`sandbox/data/${dataFile}.ts`]: (text) => replaced(text, 'SandboxAnswer>> = {};', `SandboxAnswer>> = { '${notice.persona}': { code: ${notice.code}, data: null } };`),
  });
}

/** `text` with an example of the notice's code after the operation's code-0 example. */
function withExample(text, method) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(`operationId: ${method}`));
  const zero = lines.findIndex((line, index) => index > start && /^\s+value: \{ code: 0\b/.test(line));
  if (start === -1 || zero === -1) throw new Error(`the code-0 example of ${method} not found`);
  const indent = ' '.repeat(lines[zero].search(/\S/) - 2);
  lines.splice(zero + 1, 0, `${indent}${notice.outcome}:`, `${indent}  summary: ${notice.code} — no data`, `${indent}  value: { code: ${notice.code}, data: null }`);
  return lines.join('\n');
}
