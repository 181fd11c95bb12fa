import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EARLIER_HEADER, MAX_LINES, RESULTS_HEADER, keepWithin, recordResultSection, withResultSection } from '../../../scripts/bench/results-file.mjs';

const run = (label: string) => `### ${label}\n\n- **Date:** ${label}\n\n| Route | Performance |\n|---|---:|\n| \`/\` | **90** |\n`;

describe('bench results file: one section per run, newest first, never docs/performance.md', () => {
  it('starts a missing file with its header and the run', () => {
    const text = withResultSection(null, run('first'));
    expect(text.startsWith(RESULTS_HEADER)).toBe(true);
    expect(text).toContain('### first');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('puts a new run above the earlier ones and keeps the header and every earlier run as they were', () => {
    const twoRuns = withResultSection(withResultSection(null, run('first')), run('second'));
    const threeRuns = withResultSection(twoRuns, run('third'));
    const headings = threeRuns.match(/^### .*$/gm);
    expect(headings).toEqual(['### third', '### second', '### first']);
    expect(threeRuns.startsWith(RESULTS_HEADER)).toBe(true);
    expect(threeRuns).toContain(run('first').trim());
    expect(threeRuns).not.toMatch(/\n{3,}/);
  });

  it('keeps a file within its lines by taking off whole runs, oldest first, never the newest', () => {
    const text = withResultSection(withResultSection(null, run('first')), run('second'));
    expect(keepWithin(text, 1000)).toEqual({ kept: text, moved: [] });
    const { kept, moved } = keepWithin(text, 12);
    expect(kept.match(/^### .*$/gm)).toEqual(['### second']);
    expect(moved).toEqual([run('first').trim()]);
    expect(keepWithin(text, 1).kept.match(/^### .*$/gm)).toEqual(['### second']);
  });

  it('keeps a hand-written header above the runs', () => {
    const text = withResultSection('# Results\n\nNotes by hand.\n', run('first'));
    expect(text).toBe(`# Results\n\nNotes by hand.\n\n${run('first')}`);
  });

  describe('on disk', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('creates the file and its folder when missing, then prepends each run', () => {
      const file = join(dir, 'docs', 'performance-results.md');
      recordResultSection(file, run('first'));
      recordResultSection(file, run('second'));
      expect(readFileSync(file, 'utf8').match(/^### .*$/gm)).toEqual(['### second', '### first']);
    });

    it('past 400 lines, moves the oldest runs to the earlier file beside it, and drops the oldest of that one', () => {
      const file = join(dir, 'performance-results.md');
      const earlier = join(dir, 'performance-results-earlier.md');
      // Each run is 10 lines with the blank one between runs: 40 of them fill the file.
      const tall = (label: string) => `### ${label}\n\n${Array.from({ length: 7 }, (_, row) => `- ${label} ${row}`).join('\n')}\n`;
      for (let index = 1; index <= 39; index += 1) expect(recordResultSection(file, tall(`run ${index}`))).toEqual({ moved: 0, dropped: 0 });
      expect(recordResultSection(file, tall('run 40'))).toEqual({ moved: 1, dropped: 0 });
      const kept = readFileSync(file, 'utf8');
      expect(kept.split('\n').length - 1).toBeLessThanOrEqual(MAX_LINES);
      expect(kept.match(/^### .*$/gm)?.[0]).toBe('### run 40');
      expect(readFileSync(earlier, 'utf8').startsWith(EARLIER_HEADER)).toBe(true);
      expect(readFileSync(earlier, 'utf8').match(/^### .*$/gm)).toEqual(['### run 1']);

      for (let index = 41; index <= 90; index += 1) recordResultSection(file, tall(`run ${index}`));
      const earlierRuns = readFileSync(earlier, 'utf8').match(/^### .*$/gm) ?? [];
      expect(readFileSync(earlier, 'utf8').split('\n').length - 1).toBeLessThanOrEqual(MAX_LINES);
      // Newest first, one after the other, the oldest gone.
      expect(earlierRuns[0]).toBe(`### run ${90 - (readFileSync(file, 'utf8').match(/^### .*$/gm) ?? []).length}`);
      expect(earlierRuns).not.toContain('### run 1');
    });

    it('writes only the results file it is given', () => {
      const explanation = join(dir, 'performance.md');
      writeFileSync(explanation, '# Performance\n');
      recordResultSection(join(dir, 'performance-results.md'), run('first'));
      expect(readFileSync(explanation, 'utf8')).toBe('# Performance\n');
    });
  });
});
