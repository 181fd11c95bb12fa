// The call's operationId in docs/api/README.md's table of the calls in scope ('## The calls in scope':
// feature, operations, token), where a backend team reads every operation by feature.
import { tableUnder } from './edits.mjs';

export const apiReadmePath = 'docs/api/README.md';
const heading = '## The calls in scope';

/** A table row's cells, without the outer pipes. */
const cellsOf = (line) => line.slice(1, line.lastIndexOf('|')).split('|');

/**
 * `text` with `method` (a signed-in GET) in the table under '## The calls in scope': appended to the
 * operations of the feature's rows that need the token (the rows holding one of `operations`, the
 * feature's current operationIds, and the rows under them with an empty first cell), else in a row of its
 * own under them; a feature with no row gets one at the table's end, named `Feature` with the call's path.
 */
export function addOperationRow(text, { Feature, method, apiPath }, operations) {
  const lines = text.split('\n');
  const { first, end } = tableUnder(lines, heading);
  const rows = [];
  for (let index = first + 2; index <= end; index += 1) rows.push(index);
  const named = rows.find((index) => operations.some((operation) => cellsOf(lines[index])[1]?.includes(`\`${operation}\``)));
  const code = `\`${method}\``;
  if (named === undefined) {
    const base = apiPath.slice(0, apiPath.lastIndexOf('/')) || apiPath;
    lines.splice(end + 1, 0, `| ${Feature}, \`${base}\` | ${code} | required |`);
    return lines.join('\n');
  }
  let start = named;
  while (start > first + 2 && cellsOf(lines[start])[0].trim() === '') start -= 1;
  let last = start;
  while (last + 1 <= end && cellsOf(lines[last + 1])[0].trim() === '') last += 1;
  const required = rows.find((index) => index >= start && index <= last && cellsOf(lines[index]).at(-1).trim() === 'required');
  if (required === undefined) {
    lines.splice(last + 1, 0, `| | ${code} | required |`);
  } else {
    const cells = cellsOf(lines[required]);
    cells[1] = ` ${cells[1].trim()}, ${code} `;
    lines[required] = `|${cells.join('|')}|`;
  }
  return lines.join('\n');
}
