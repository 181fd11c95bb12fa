import { describe, expect, it } from 'vitest';
import { benchmarkIndexSummary, evaluateGates, lcpRatioLimit, ratio, type GateCheck } from '../../../scripts/bench/gates.mjs';

const good = { performance: 97, accessibility: 100, bestPractices: 100, fcp: 800, lcp: 1400, tbt: 120, cls: 0 };
function gate(result: ReturnType<typeof evaluateGates>, id: GateCheck['id']): GateCheck {
  const found = result.checks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id} check`);
  return found;
}

describe('bench gates: each route against its own static limit and the absolute figures', () => {
  it('divides the route’s LCP by its limit’s, and gives nothing when either is missing', () => {
    expect(ratio(2120, 1220)).toBeCloseTo(1.7377, 3);
    expect(ratio(null, 1220)).toBeNull();
    expect(ratio(2120, null)).toBeNull();
    expect(ratio(2120, 0)).toBeNull();
  });

  it('holds anonymous routes to 1.2×, /certificados to 1.3× and reports the signed-in route against a 1.5× goal', () => {
    expect(lcpRatioLimit({ path: '/' })).toEqual({ limit: 1.2, goal: false });
    expect(lcpRatioLimit({ path: '/certificados' })).toEqual({ limit: 1.3, goal: false });
    expect(lcpRatioLimit({ path: '/certificados/certificado-afiliacion-trabajador' })).toEqual({ limit: 1.2, goal: false });
    expect(lcpRatioLimit({ path: '/actualizacion-de-datos', signedIn: true })).toEqual({ limit: 1.5, goal: true });
  });

  it('passes a route within every gate, and its ratio and FCP ratio are given', () => {
    const result = evaluateGates({ route: { path: '/' }, medians: good, limitMedians: { fcp: 800, lcp: 1200 } });
    expect(result.passed).toBe(true);
    expect(result.lcpRatio).toBeCloseTo(1.1667, 3);
    expect(result.fcpRatio).toBe(1);
    expect(result.checks.map((entry) => entry.pass)).toEqual([true, true, true, true, true, true]);
  });

  it('fails each gate on its own: the ratio, TBT, CLS, performance, accessibility and best practices', () => {
    const limit = { fcp: 800, lcp: 1220 };
    const result = evaluateGates({
      route: { path: '/' },
      medians: { performance: 81, accessibility: 98, bestPractices: 96, fcp: 950, lcp: 2120, tbt: 716, cls: 0.03 },
      limitMedians: limit,
    });
    expect(result.passed).toBe(false);
    expect(result.checks.map((entry) => [entry.id, entry.pass])).toEqual([
      ['lcpRatio', false],
      ['tbt', false],
      ['cls', false],
      ['performance', false],
      ['accessibility', false],
      ['bestPractices', false],
    ]);
    // At the edges the gates pass.
    const edge = evaluateGates({ route: { path: '/' }, medians: { ...good, lcp: 1464, tbt: 150, cls: 0.02, performance: 95 }, limitMedians: limit });
    expect(edge.passed).toBe(true);
  });

  it('gives /certificados 1.3×', () => {
    const medians = { ...good, lcp: 1560 };
    expect(gate(evaluateGates({ route: { path: '/certificados' }, medians, limitMedians: { fcp: 800, lcp: 1200 } }), 'lcpRatio').pass).toBe(true);
    expect(gate(evaluateGates({ route: { path: '/pagos-en-linea' }, medians, limitMedians: { fcp: 800, lcp: 1200 } }), 'lcpRatio').pass).toBe(false);
  });

  it('reports the signed-in goal without failing the route on it', () => {
    const result = evaluateGates({ route: { path: '/actualizacion-de-datos', signedIn: true }, medians: { ...good, lcp: 2400 }, limitMedians: { fcp: 800, lcp: 1200 } });
    const lcp = gate(result, 'lcpRatio');
    expect(lcp).toMatchObject({ goal: true, pass: false, limit: 1.5 });
    expect(lcp.label).toBe('LCP ≤ 1.5× limit (goal)');
    expect(result.passed).toBe(true);
  });

  it('passes TBT above 150 ms only within 50 ms of the library floor measured in the same run, and says so', () => {
    const over = { ...good, tbt: 190 };
    const limit = { fcp: 800, lcp: 1200 };
    expect(gate(evaluateGates({ route: { path: '/' }, medians: over, limitMedians: limit }), 'tbt').pass).toBe(false);
    expect(gate(evaluateGates({ route: { path: '/' }, medians: over, limitMedians: limit, floorTbt: 140 }), 'tbt')).toMatchObject({ pass: true, via: 'floor', floorLimit: 190 });
    expect(gate(evaluateGates({ route: { path: '/' }, medians: over, limitMedians: limit, floorTbt: 139 }), 'tbt')).toMatchObject({ pass: false, via: 'floor' });
    expect(gate(evaluateGates({ route: { path: '/' }, medians: good, limitMedians: limit, floorTbt: 10 }), 'tbt').via).toBeUndefined();
  });

  it('leaves a gate undecided when its figure is missing (every run failed)', () => {
    const none = { performance: null, accessibility: null, bestPractices: null, fcp: null, lcp: null, tbt: null, cls: null };
    const result = evaluateGates({ route: { path: '/' }, medians: none, limitMedians: null });
    expect(result.checks.every((entry) => entry.pass === null)).toBe(true);
    expect(result.passed).toBeNull();
    expect(result.lcpRatio).toBeNull();
  });

  it('summarises the machine’s benchmarkIndex over the runs: median and range', () => {
    expect(benchmarkIndexSummary([2450, null, 2780, 2600, 2500])).toEqual({ median: 2550, min: 2450, max: 2780, count: 4 });
    expect(benchmarkIndexSummary([null])).toBeNull();
  });
});
