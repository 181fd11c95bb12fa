// What a person does to give a generated flow's answer a field of its own (a balance in pesos, shown on the
// page): the field in the answer's schema and its code-0 example, in the port's answer type, in the mapper's
// reader, on the page with its Spanish label, and in the sandbox's answers; then `npm run api:types`
// regenerates the wire types. Nothing else: the use case and the view model pass the answer through as read,
// and the generated tests read the contract's code-0 example through the mapper (the gateway test asks that
// every field of it is read). The generator check (check-generator.mjs) does it to the flows it generates.
import { applyEdits, holding, replaced } from './person-edits.mjs';

/** The field the check adds. */
export const field = { name: 'balance', example: 125000, label: 'Saldo disponible' };

/** Edits the files of `n`'s flow under `root` for the field; returns their paths. Throws when a place is not found. */
export function fillField(root, n, { dataFile }) {
  const page = `src/presentation/${n.feature}/${n.slug}/${n.name}`;
  return applyEdits(root, {
    [holding(root, 'docs/api/schemas', `\n${n.Name}Answer:\n`)]: (text) => {
      const start = text.indexOf(`\n${n.Name}Answer:\n`);
      const at = text.indexOf("        summary:\n          type: [string, 'null']\n", start);
      if (at === -1) throw new Error(`${n.Name}Answer's data.summary not found`);
      const summary = "        summary:\n          type: [string, 'null']\n";
      const added = `        ${field.name}:\n          description: The balance in Colombian pesos.\n          type: [number, 'null']\n`;
      return `${text.slice(0, at + summary.length)}${added}${text.slice(at + summary.length)}`;
    },
    [holding(root, 'docs/api/paths', `operationId: ${n.method}\n`)]: (text) => {
      const start = text.indexOf(`operationId: ${n.method}\n`);
      const zero = /(value: \{ code: 0, data: \{ summary: '[^']*')( \} \})/.exec(text.slice(start));
      if (zero === null) throw new Error(`the code-0 example of ${n.method} not found`);
      const at = start + zero.index;
      return `${text.slice(0, at)}${zero[1]}, ${field.name}: ${field.example}${zero[2]}${text.slice(at + zero[0].length)}`;
    },
    [`src/application/${n.feature}/${n.feature}-gateway.port.ts`]: (text) =>
      replaced(
        text,
        `export interface ${n.answer} {\n  /** \`data.summary\`; null when absent or not text. */\n  readonly summary: string | null;\n`,
        `export interface ${n.answer} {\n  /** \`data.summary\`; null when absent or not text. */\n  readonly summary: string | null;\n  /** \`data.${field.name}\`, in pesos; null when absent or not a number. */\n  readonly ${field.name}: number | null;\n`,
      ),
    [`src/infrastructure/api/${n.feature}/${n.feature}.mapper.ts`]: (text) => {
      const reader = new RegExp(`(export function ${n.reader}\\([^)]*\\): ${n.answer} \\{\\n)  return \\{ summary: readText\\((asWire<[^\\n]*?>>\\(body\\.data\\))\\?\\.summary\\) \\};`);
      if (!reader.test(text)) throw new Error(`${n.reader}'s body not found`);
      const read = text.replace(reader, `$1  const data = $2;\n  return { summary: readText(data?.summary), ${field.name}: readNumber(data?.${field.name}) };`);
      return /\breadNumber\b[^;]*from '@\/infrastructure\/http\/json-body\.mapper'/.test(text)
        ? read
        : replaced(read, "import { asWire, ", "import { asWire, readNumber, ");
    },
    [`${page}.page.tsx`]: (text) =>
      replaced(
        replaced(text, "import { observer } from 'mobx-react-lite';", "import { observer } from 'mobx-react-lite';\nimport { formatCop } from '@/domain/shared/money.rules';"),
        "<Text fontSize={{ base: 'md', md: 'lg' }}>{vm.answer?.summary}</Text>",
        `<Text fontSize={{ base: 'md', md: 'lg' }}>{vm.answer?.summary}</Text>\n          {vm.answer?.${field.name} != null && <Text>{m.${field.name}}: {formatCop(vm.answer.${field.name})}</Text>}`,
      ),
    [`${page}.messages.ts`]: (text) => replaced(text, "  summaryHeading: 'Resumen',\n", `  summaryHeading: 'Resumen',\n  ${field.name}: '${field.label}',\n`),
    [`sandbox/data/${dataFile}.ts`]: (text) => {
      const typed = replaced(text, 'readonly data: { readonly summary: string } | null;', `readonly data: { readonly summary: string; readonly ${field.name}: number } | null;`);
      const withDefault = /(const defaultAnswer: \w+ = \{ code: 0, data: \{ summary: '[^']*')( \} \};)/;
      if (!withDefault.test(typed)) throw new Error('the default answer not found');
      return typed.replace(withDefault, `$1, ${field.name}: ${field.example}$2`);
    },
  });
}
