// The file each `npm run bench:lighthouse` run records its section in: docs/performance-results.md,
// newest run first, one `### ` section per run under a fixed header. docs/performance.md explains
// the benchmark and the current figures and is never written by a script.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const RESULTS_HEADER = [
  '# Benchmark results',
  '',
  'Written by `npm run bench:lighthouse`: one section per run, newest first. How the benchmark works',
  'and what its figures mean is in [performance.md](performance.md). Edit by hand only to delete',
  'old runs.',
  '',
].join('\n');

/** `existing` (the file's text, or null when there is none) with `section` as its first run. */
export function withResultSection(existing, section) {
  const body = section.trim();
  if (existing === null || existing.trim() === '') return `${RESULTS_HEADER}\n${body}\n`;
  const firstRun = existing.search(/^### /m);
  const header = firstRun === -1 ? existing.trimEnd() : existing.slice(0, firstRun).trimEnd();
  const runs = firstRun === -1 ? '' : existing.slice(firstRun).trimEnd();
  return `${header}\n\n${body}\n${runs ? `\n${runs}\n` : ''}`;
}

/** Puts `section` first in the results file at `file`, creating the file (and its folder) when missing. */
export function recordResultSection(file, section) {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, withResultSection(existing, section));
}
