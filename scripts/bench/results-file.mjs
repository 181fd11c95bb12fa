// The files each `npm run bench:lighthouse` run records its section in: docs/performance-results.md,
// newest run first, one `### ` section per run under a fixed header, and, beside it,
// performance-results-earlier.md for the runs that no longer fit. Docs stay under MAX_LINES lines:
// when the results file passes them its oldest runs move to the earlier file, and when that one
// passes them its oldest runs leave it (git keeps them). docs/performance.md explains the benchmark
// and the current figures and is never written by a script.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The most lines a results file holds. */
export const MAX_LINES = 400;

export const RESULTS_HEADER = [
  '# Benchmark results',
  '',
  'Written by `npm run bench:lighthouse`: one section per run, newest first. How the benchmark works',
  'and what its figures mean is in [performance.md](performance.md). Runs that no longer fit in',
  `${MAX_LINES} lines move to [performance-results-earlier.md](performance-results-earlier.md). Edit by hand`,
  'only to delete old runs.',
  '',
].join('\n');

export const EARLIER_HEADER = [
  '# Earlier benchmark results',
  '',
  'The runs that no longer fit in [performance-results.md](performance-results.md), newest first, moved',
  `here by \`npm run bench:lighthouse\`; past ${MAX_LINES} lines the oldest leave this file (git keeps them).`,
  '',
].join('\n');

/** A results file's header (the text before its first run) and its runs, newest first. */
function splitRuns(text) {
  const firstRun = text.search(/^### /m);
  if (firstRun === -1) return { header: text.trimEnd(), runs: [] };
  const runs = text
    .slice(firstRun)
    .split(/^(?=### )/m)
    .map((run) => run.trim());
  return { header: text.slice(0, firstRun).trimEnd(), runs };
}

const joinRuns = (header, runs) => `${header}\n\n${runs.join('\n\n')}\n`;

/** `existing` (the file's text, or null when there is none) with `sections` as its first runs. */
function withResultSections(existing, sections, header = RESULTS_HEADER) {
  const added = sections.map((section) => section.trim());
  if (existing === null || existing.trim() === '') return joinRuns(header.trimEnd(), added);
  const { header: kept, runs } = splitRuns(existing);
  return joinRuns(kept, [...added, ...runs]);
}

/** `existing` (the file's text, or null when there is none) with `section` as its first run. */
export function withResultSection(existing, section) {
  return withResultSections(existing, [section]);
}

/**
 * `text` within `maxLines` lines: its oldest runs taken off until it fits (the newest one always
 * stays). Returns the text kept and the runs taken off, newest first.
 */
export function keepWithin(text, maxLines = MAX_LINES) {
  const { header, runs } = splitRuns(text);
  const moved = [];
  let kept = joinRuns(header, runs);
  while (runs.length > 1 && kept.split('\n').length - 1 > maxLines) {
    moved.unshift(runs.pop());
    kept = joinRuns(header, runs);
  }
  return { kept, moved };
}

/**
 * Puts `section` first in the results file at `file`, creating the file (and its folder) when
 * missing, and moves the runs that no longer fit to the earlier file beside it. Resolves with the
 * number of runs moved there and of runs that left the earlier file.
 */
export function recordResultSection(file, section) {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
  mkdirSync(dirname(file), { recursive: true });
  const { kept, moved } = keepWithin(withResultSection(existing, section));
  writeFileSync(file, kept);
  if (moved.length === 0) return { moved: 0, dropped: 0 };
  const earlierFile = join(dirname(file), `${basename(file, '.md')}-earlier.md`);
  const earlier = existsSync(earlierFile) ? readFileSync(earlierFile, 'utf8') : null;
  const { kept: earlierKept, moved: dropped } = keepWithin(withResultSections(earlier, moved, EARLIER_HEADER));
  writeFileSync(earlierFile, earlierKept);
  return { moved: moved.length, dropped: dropped.length };
}
