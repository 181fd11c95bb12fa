// Edits of existing TypeScript files at structurally found places: an import merged into the
// file's imports, a member or an entry inserted at the end of a named block. Each edit either
// finds its place or refuses, so the command never writes a file it could not edit as intended.
import { Refusal } from './names.mjs';

const pairs = { '{': '}', '[': ']', '(': ')' };

/**
 * The index of the bracket that closes the one at `open` in `text`, skipping strings, template
 * literals (with their `${...}`), regular expressions and comments; -1 when it is never closed.
 */
export function closingBracket(text, open) {
  const stack = [];
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      index = text.indexOf('\n', index);
      if (index === -1) return -1;
    } else if (char === '/' && next === '*') {
      index = text.indexOf('*/', index + 2) + 1;
      if (index === 0) return -1;
    } else if (char === '/' && startsRegex(text, index)) {
      index = endOfRegex(text, index);
    } else if (char === "'" || char === '"') {
      index = endOfString(text, index, char);
    } else if (char === '`') {
      stack.push('`');
      index = endOfTemplateText(text, index + 1, stack);
    } else if (char in pairs) {
      stack.push(pairs[char]);
    } else if (char === '}' && stack.at(-1) === '${') {
      stack.pop();
      index = endOfTemplateText(text, index + 1, stack);
    } else if (char === '}' || char === ']' || char === ')') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return index;
    }
    if (index === -1) return -1;
  }
  return -1;
}

/** Whether the `/` at `index` opens a regular expression: it follows an operator or an opening, not a value. */
function startsRegex(text, index) {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[(,=:[!&|?{};]$/.test(before) || /\breturn$/.test(before);
}

/** The index of the `/` that closes the regular expression opened at `start` (a `]` inside a class does not). */
function endOfRegex(text, start) {
  let inClass = false;
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '\n') return -1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) return index;
  }
  return -1;
}

function endOfString(text, start, quote) {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === quote) return index;
  }
  return -1;
}

/** From inside a template literal: the index of its closing backtick, or of the `{` of a `${` (left on the stack). */
function endOfTemplateText(text, start, stack) {
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '`') {
      stack.pop();
      return index;
    } else if (text[index] === '$' && text[index + 1] === '{') {
      stack.push('${');
      return index + 1;
    }
  }
  return -1;
}

/** The opening bracket `open` that first follows `anchor` in `text`, and the one closing it. */
function blockAfter(text, anchor, open, where) {
  const found = anchor.exec(text);
  if (!found) throw new Refusal(`${where}: cannot find ${anchor.source}; edit it by hand or restore its shape.`);
  const start = text.indexOf(open, found.index + found[0].length - 1);
  const end = start === -1 ? -1 : closingBracket(text, start);
  if (end === -1) throw new Refusal(`${where}: the block after ${anchor.source} is not closed.`);
  return { start, end };
}

/** `text` with `member` (whole lines, indented) as the last member of the `{...}` block after `anchor`. */
export function appendToBlock(text, anchor, member, where) {
  const { end } = blockAfter(text, anchor, '{', where);
  const before = text.slice(0, end).trimEnd();
  const separator = before.endsWith('{') ? '\n' : '\n\n';
  return `${before}${separator}${member}\n${text.slice(end)}`;
}

/** `text` with `entry` (whole lines, indented, ending with a comma) as the last entry of the `[...]` list after `anchor`. */
export function appendToList(text, anchor, entry, where) {
  const { end } = blockAfter(text, anchor, '[', where);
  const before = text.slice(0, end).trimEnd();
  const comma = /[[,]$/.test(before) ? '' : ',';
  const lineStart = text.lastIndexOf('\n', end) + 1;
  const indent = /^\s*$/.test(text.slice(lineStart, end)) ? text.slice(lineStart, end) : '';
  return `${before}${comma}\n${entry}\n${indent}${text.slice(end)}`;
}

/** `text` with `lines` inserted before the first line that contains `marker`. */
export function insertBefore(text, marker, lines, where) {
  const at = text.indexOf(marker);
  if (at === -1) throw new Refusal(`${where}: cannot find '${marker}'; edit it by hand or restore its shape.`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return `${text.slice(0, lineStart)}${lines}\n${text.slice(lineStart)}`;
}

const importStatement = /^import\s+(type\s+)?(?:\{([^}]*)\}|[^;]*?)\s*from\s+'([^']+)';[ \t]*$/gm;

/**
 * `text` importing `names` from `from`: merged into the file's import of that module when it has
 * one with braces, else a new import after the last one. `type: true` imports them as types.
 */
export function addImport(text, from, names, { type = false } = {}) {
  const statements = [...text.matchAll(importStatement)];
  const existing = statements.find((match) => match[3] === from && match[2] !== undefined);
  if (existing) {
    const typeOnly = Boolean(existing[1]);
    const present = existing[2].split(',').map((part) => part.trim()).filter(Boolean);
    const bare = present.map((part) => part.replace(/^type\s+/, ''));
    const added = names.filter((name) => !bare.includes(name));
    if (added.length === 0) return text;
    const keyword = typeOnly && !type ? 'import' : existing[1] ? 'import type' : 'import';
    const kept = typeOnly && !type ? present.map((part) => `type ${part}`) : present;
    const entries = [...kept, ...added.map((name) => (type && !typeOnly ? `type ${name}` : name))];
    // A list written one name a line stays so; a one-line list stays on one line.
    const statement = existing[2].includes('\n')
      ? `${keyword} {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n} from '${from}';`
      : `${keyword} { ${entries.join(', ')} } from '${from}';`;
    return text.slice(0, existing.index) + statement + text.slice(existing.index + existing[0].length);
  }
  const statement = `import ${type ? 'type ' : ''}{ ${names.join(', ')} } from '${from}';`;
  const last = statements.at(-1);
  if (!last) return `${statement}\n${text}`;
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${statement}${text.slice(end)}`;
}

/**
 * `text` with `import type * as <alias> from '<from>'`, and the alias: the file's own when it already
 * imports that module so, else `alias` (a new import after the last one).
 */
export function addNamespaceImport(text, from, alias) {
  const escaped = from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const existing = new RegExp(`^import(?: type)? \\* as (\\w+) from '${escaped}';`, 'm').exec(text);
  if (existing) return { text, alias: existing[1] };
  const statement = `import type * as ${alias} from '${from}';`;
  const last = [...text.matchAll(importStatement)].at(-1);
  if (!last) return { text: `${statement}\n${text}`, alias };
  const end = last.index + last[0].length;
  return { text: `${text.slice(0, end)}\n${statement}${text.slice(end)}`, alias };
}

/**
 * The lines of the first Markdown table under `heading` in `lines`: the index of its first row (its
 * header) and of its last; refuses when that heading has no table before the next heading.
 */
export function tableUnder(lines, heading) {
  const at = lines.indexOf(heading);
  const first = at === -1 ? -1 : lines.findIndex((line, index) => index > at && line.startsWith('|'));
  const next = lines.findIndex((line, index) => index > at && /^#{1,6} /.test(line));
  if (first === -1 || (next !== -1 && next < first)) throw new Refusal(`no table under '${heading}'`);
  let end = first;
  while (end + 1 < lines.length && lines[end + 1].startsWith('|')) end += 1;
  return { first, end };
}
