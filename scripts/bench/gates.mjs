// The performance gates each route is read against (docs/performance.md, "Gates"): its LCP against
// its own static limit's, measured in the same run, and the absolute figures. Pure; types in
// gates.d.mts.

const GATES = Object.freeze({
  /** LCP ÷ the static limit's LCP on an anonymous route. */
  lcpRatio: 1.2,
  /** /certificados: its grid comes from a call after the sign-in check. */
  lcpRatioCertificates: 1.3,
  /** The signed-in data update: a goal that is reported, not a gate. */
  lcpRatioSignedInGoal: 1.5,
  tbtMs: 150,
  /** Where one library's own evaluation is a single long task: TBT ≤ the library floor's + this. */
  tbtOverFloorMs: 50,
  cls: 0.02,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
});

/** The LCP ratio a route is held to, and whether it is a gate or a goal that is only reported. */
export function lcpRatioLimit(route) {
  if (route.signedIn) return { limit: GATES.lcpRatioSignedInGoal, goal: true };
  if (route.path === '/certificados') return { limit: GATES.lcpRatioCertificates, goal: false };
  return { limit: GATES.lcpRatio, goal: false };
}

/** `value ÷ limit`, or null when either is missing (a failed run) or the limit is not positive. */
export const ratio = (value, limit) =>
  typeof value === 'number' && typeof limit === 'number' && Number.isFinite(value) && Number.isFinite(limit) && limit > 0 ? value / limit : null;

const check = (id, label, value, pass, extra = {}) => ({ id, label, value, pass: value === null || value === undefined ? null : pass, goal: false, ...extra });

/**
 * The gates of one route from its medians, its static limit's medians and, when measured in the
 * same run (`--floor`), the library floor's median TBT. Each check is `pass` true or false (null
 * when the figure is missing); `goal` marks the signed-in route's LCP ratio, which is reported and
 * never fails the route. TBT over 150 ms passes `via: 'floor'` when it is within 50 ms of the floor.
 */
export function evaluateGates({ route, medians, limitMedians = null, floorTbt = null }) {
  const lcpRatio = ratio(medians.lcp, limitMedians?.lcp ?? null);
  const { limit, goal } = lcpRatioLimit(route);
  const checks = [check('lcpRatio', `LCP ≤ ${limit}× limit${goal ? ' (goal)' : ''}`, lcpRatio, lcpRatio !== null && lcpRatio <= limit, { goal, limit })];
  const tbt = medians.tbt;
  const tbtCheck = check('tbt', `TBT ≤ ${GATES.tbtMs} ms`, tbt, tbt !== null && tbt <= GATES.tbtMs, { limit: GATES.tbtMs });
  if (tbtCheck.pass === false && typeof floorTbt === 'number') {
    const overFloor = floorTbt + GATES.tbtOverFloorMs;
    Object.assign(tbtCheck, { pass: tbt <= overFloor, via: 'floor', floorLimit: overFloor });
  }
  checks.push(
    tbtCheck,
    check('cls', `CLS ≤ ${GATES.cls}`, medians.cls, medians.cls !== null && medians.cls <= GATES.cls, { limit: GATES.cls }),
    check('performance', `Performance ≥ ${GATES.performance}`, medians.performance, medians.performance >= GATES.performance, { limit: GATES.performance }),
    check('accessibility', `Accessibility ${GATES.accessibility}`, medians.accessibility, medians.accessibility >= GATES.accessibility, { limit: GATES.accessibility }),
    check('bestPractices', `Best practices ${GATES.bestPractices}`, medians.bestPractices, medians.bestPractices >= GATES.bestPractices, { limit: GATES.bestPractices }),
  );
  const gates = checks.filter((entry) => !entry.goal);
  const passed = gates.every((entry) => entry.pass === true) ? true : gates.some((entry) => entry.pass === false) ? false : null;
  return { lcpRatio, fcpRatio: ratio(medians.fcp, limitMedians?.fcp ?? null), checks, passed };
}

/** Median, lowest and highest of the benchmarkIndex Lighthouse measured in each run (nulls left out). */
export function benchmarkIndexSummary(values) {
  const measured = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (measured.length === 0) return null;
  const middle = Math.floor(measured.length / 2);
  const median = measured.length % 2 === 1 ? measured[middle] : (measured[middle - 1] + measured[middle]) / 2;
  return { median, min: measured[0], max: measured[measured.length - 1], count: measured.length };
}
