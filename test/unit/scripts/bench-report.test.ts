import { describe, expect, it } from 'vitest';
import { evaluateGates } from '../../../scripts/bench/gates.mjs';
import { markdownSection, routeMedians, type RouteResult, type RunSummary } from '../../../scripts/bench/report.mjs';

const run = (figures: Partial<RunSummary>): RunSummary => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  fcp: 900,
  lcp: 2100,
  tbt: 185,
  cls: 0,
  speedIndex: 1100,
  benchmarkIndex: 2500,
  findings: [],
  ...figures,
});

function route(path: string, routeRuns: RunSummary[], limitRuns: RunSummary[] | null, signedIn = false, floorTbt: number | null = null): RouteResult {
  const medians = routeMedians(routeRuns);
  const limit = limitRuns ? { runs: limitRuns, medians: routeMedians(limitRuns) } : null;
  return { path, signedIn, runs: routeRuns, medians, limit, gates: limit ? evaluateGates({ route: { path, signedIn }, medians, limitMedians: limit.medians, floorTbt }) : null };
}

const machine = {
  cpu: 'Intel Xeon',
  cores: 2,
  memoryGiB: 8,
  node: 'v22',
  chromium: 'Chromium 156',
  lighthouse: '12.8.2',
  loadStart: '1.00',
  loadEnd: '1.20',
  foreign: '',
  source: 'work tree at abc1234 (clean)',
};
const section = (routes: RouteResult[], extra: Partial<Parameters<typeof markdownSection>[0]> = {}) =>
  markdownSection({ label: 'Run', when: 'today', machine, routes, interactions: [], elapsedMs: 65_000, options: { runs: 1 }, ...extra });

const rowOf = (text: string, start: string) => text.split('\n').filter((line) => line.startsWith(start));

describe('bench report: each route beside its static limit, the ratio, the gates and the machine’s benchmarkIndex', () => {
  it('gives each route’s limit FCP and LCP, the ratio and every gate marked pass or fail', () => {
    const text = section([
      route('/', [run({ performance: 81, lcp: 2120, tbt: 716 })], [run({ fcp: 800, lcp: 1220, tbt: 0 })]),
      route('/pagos-en-linea', [run({ lcp: 1400, tbt: 120 })], [run({ fcp: 800, lcp: 1200, tbt: 0 })]),
    ]);
    expect(text).toContain('| Route | FCP | Limit FCP | LCP | Limit LCP | LCP ÷ limit | TBT | CLS | Performance | Accessibility | Best practices |');
    const [home] = rowOf(text, '| `/` |').slice(-1);
    expect(home).toBe('| `/` | 0.9 s | 0.8 s | 2.1 s | 1.2 s | **1.74×** **fail** (≤ 1.2×) | 716 ms **fail** (≤ 150 ms) | 0.000 pass (≤ 0.02) | 81 **fail** (≥ 95) | 100 pass (≥ 100) | 100 pass (≥ 100) |');
    const [payments] = rowOf(text, '| `/pagos-en-linea` |').slice(-1);
    expect(payments).toContain('| **1.17×** pass (≤ 1.2×) | 120 ms pass (≤ 150 ms) |');
    expect(text).toContain('Routes within every gate: 1 of 2');
  });

  it('reports the signed-in route’s ratio as a goal and /certificados against 1.3×', () => {
    const text = section([
      route('/certificados', [run({ lcp: 1500, tbt: 100 })], [run({ lcp: 1200 })]),
      route('/actualizacion-de-datos', [run({ lcp: 2400, tbt: 100 })], [run({ lcp: 1200 })], true),
    ]);
    expect(rowOf(text, '| `/certificados` |').slice(-1)[0]).toContain('**1.25×** pass (≤ 1.3×)');
    expect(rowOf(text, '| `/actualizacion-de-datos` (signed in) |').slice(-1)[0]).toContain('**2.00×** goal not met (≤ 1.5×)');
    expect(text).toContain('Routes within every gate: 2 of 2');
  });

  it('says how many limit runs failed, and leaves a missing ratio as a dash', () => {
    const text = section([route('/', [run({})], [{ ...run({}), lcp: null, fcp: null, runtimeError: 'NO_LCP' }])]);
    const [home] = rowOf(text, '| `/` (1 of 1 limit runs failed) |').slice(-1);
    expect(home).toContain('| 0.9 s | — | 2.1 s | — | — n/a (≤ 1.2×) |');
  });

  it('gives the library floor measured in the same run and the TBT read against it', () => {
    const floorMedians = routeMedians([run({ performance: 99, fcp: 825, lcp: 1724, tbt: 140 })]);
    const text = section([route('/', [run({ lcp: 1300, tbt: 185 })], [run({ lcp: 1200 })], false, 140)], { floor: { gzipKiB: 172.7, medians: floorMedians } });
    expect(text).toContain('185 ms pass (≤ floor + 50 = 190 ms)');
    expect(text).toContain("Library floor (`bench:floor`'s build, 172.7 KiB gzip of JS, same server, its runs interleaved): performance 99, FCP 825 ms, LCP 1,724 ms, TBT 140 ms");
  });

  it('gives a route floor measured in the same run as a ratio of that route’s limit, beside the route’s', () => {
    const routeFloor = { route: '/certificados', gzipKiB: 180.4, medians: routeMedians([run({ performance: 98, fcp: 1000, lcp: 1890, tbt: 60 })]) };
    const routes = [route('/', [run({ lcp: 1000 })], [run({ lcp: 1100 })]), route('/certificados', [run({ lcp: 2100 })], [run({ lcp: 1050 })])];
    const text = section(routes, { routeFloor });
    expect(text).toContain('Route floor of `/certificados` (`bench:floor`\'s second build, 180.4 KiB gzip of JS');
    expect(text).toContain('LCP 1,890 ms, **1.80×** the route\'s limit (the route: 2.00×).');
    expect(section(routes.slice(0, 1), { routeFloor })).not.toContain('Route floor');
  });

  it('gives the machine’s Lighthouse benchmarkIndex: median and range', () => {
    const text = section([route('/', [run({})], [run({})])], { benchmarkIndex: { median: 2550, min: 1400, max: 2780, count: 4 } });
    expect(text).toContain('- **Lighthouse benchmarkIndex** (the machine\'s CPU speed, higher is faster): median 2,550, range 1,400–2,780 over 4 Lighthouse runs');
  });

  it('names the runs repeated for a recording error, and says nothing when none was', () => {
    const repeated = markdownSection({ label: 'Run', when: 'today', machine: { ...machine, repeatedRuns: 'piso de /certificados #3 (NO_NAVSTART)' }, routes: [route('/', [run({})], null)], interactions: [], elapsedMs: 1, options: { runs: 1 } });
    expect(repeated).toContain('- **Runs repeated** (Lighthouse could not read its own trace or screenshots): piso de /certificados #3 (NO_NAVSTART)');
    expect(section([route('/', [run({})], null)])).not.toContain('Runs repeated');
  });

  it('leaves the limit table out of a run that measured no limit', () => {
    const text = section([route('/', [run({})], null)]);
    expect(text).not.toContain('Limit LCP');
    expect(text).toContain('| `/` | **97** |');
  });
});
