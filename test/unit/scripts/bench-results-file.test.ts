import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESULTS_HEADER, recordResultSection, withResultSection } from '../../../scripts/bench/results-file.mjs';

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

    it('writes only the results file it is given', () => {
      const explanation = join(dir, 'performance.md');
      writeFileSync(explanation, '# Performance\n');
      recordResultSection(join(dir, 'performance-results.md'), run('first'));
      expect(readFileSync(explanation, 'utf8')).toBe('# Performance\n');
    });
  });
});
