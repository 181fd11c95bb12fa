// The text edits the generator check makes as a person would (fill-notice.mjs, fill-field.mjs): each names
// its place by the text the generated file holds there, so a template that moves it fails the check.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of `path` under `root`. */
const readAt = (root, path) => readFileSync(join(root, path), 'utf8');

/** `text` with the first `from` replaced by `to`; throws when `from` is not there. */
export function replaced(text, from, to) {
  if (!text.includes(from)) throw new Error(`'${from.split('\n')[0]}' not found`);
  return text.replace(from, to);
}

/** The path of the file of `dir` under `root` whose text includes `text`; throws when none does. */
export function holding(root, dir, text) {
  const file = readdirSync(join(root, dir)).find((candidate) => readAt(root, `${dir}/${candidate}`).includes(text));
  if (file === undefined) throw new Error(`no file of ${dir} holds '${text.trim()}'`);
  return `${dir}/${file}`;
}

/** Writes each edit (path -> text -> text) under `root`; returns the paths. */
export function applyEdits(root, edits) {
  for (const [path, edit] of Object.entries(edits)) writeFileSync(join(root, path), edit(readAt(root, path)));
  return Object.keys(edits);
}
