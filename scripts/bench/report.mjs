// Summaries of the benchmark's runs and the section it records in docs/performance-results.md.

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result the benchmark keeps. */
export function summariseLhr(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const category = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  // The performance audits that lost points, biggest estimated savings first: where the time goes.
  const findings = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'notApplicable')
    .filter((entry) => lhr.categories.performance?.auditRefs.some((ref) => ref.id === entry.id && ref.group !== 'metrics'))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      displayValue: entry.displayValue ?? '',
      savingsMs: Math.max(0, entry.metricSavings?.LCP ?? 0, entry.metricSavings?.FCP ?? 0, entry.metricSavings?.TBT ?? 0),
      savingsCls: entry.metricSavings?.CLS ?? 0,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsCls - a.savingsCls);
  return {
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    findings,
  };
}

/** Medians per figure over a route's runs (each figure on its own). */
export function routeMedians(runs) {
  const valid = runs.filter((run) => !run.error && !run.runtimeError);
  const pick = (key) => median(valid.map((run) => run[key]));
  const scores = valid.map((run) => run.performance).filter((score) => score !== null);
  // Findings seen in most runs, with their median savings.
  const byId = new Map();
  for (const run of valid) for (const finding of run.findings ?? []) byId.set(finding.id, [...(byId.get(finding.id) ?? []), finding]);
  const findings = [...byId.values()]
    .filter((list) => list.length * 2 > valid.length)
    .map((list) => ({ ...list[0], savingsMs: median(list.map((f) => f.savingsMs)), displayValue: list[Math.floor(list.length / 2)].displayValue }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsCls - a.savingsCls);
  return {
    runs: runs.length,
    validRuns: valid.length,
    performance: pick('performance'),
    performanceMin: scores.length ? Math.min(...scores) : null,
    performanceMax: scores.length ? Math.max(...scores) : null,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
    benchmarkIndex: pick('benchmarkIndex'),
    findings,
  };
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === null ? '—' : `${Math.round(ms).toLocaleString('en-US')} ms`);
const shift = (value) => (value === null ? '—' : value.toFixed(3));
const plain = (value) => (value === null ? '—' : String(value));

/** The markdown section of one benchmark run, in English like the docs it goes into. */
export function markdownSection({ label, when, machine, routes, interactions, elapsedMs, options }) {
  const lines = [];
  lines.push(`### ${label}`, '');
  lines.push(`- **Date:** ${when}`);
  lines.push(`- **Code measured:** ${machine.source}`);
  if (machine.server) lines.push(`- **Server:** ${machine.server}`);
  lines.push(
    `- **Machine:** ${machine.cpu} × ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}; load average (1 min) ${machine.loadStart} at the start, ${machine.loadEnd} at the end${machine.foreign ? `; **other browsers or tests running during the measurement:** ${machine.foreign}` : ''}`,
  );
  lines.push(`- **Runs:** ${options.runs} per route and per interaction; ${Math.floor(elapsedMs / 60000)} min ${Math.round((elapsedMs % 60000) / 1000)} s in all`);
  if (routes.length > 0) {
    lines.push('', 'Lighthouse mobile (median of each figure; performance min–max across runs):', '');
    lines.push('| Route | Performance | min–max | FCP | LCP | TBT | CLS | Speed Index | Accessibility | Best practices | BenchmarkIndex |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const route of routes) {
      const m = route.medians;
      const failed = m.validRuns < m.runs ? ` (${m.runs - m.validRuns} of ${m.runs} runs failed)` : '';
      lines.push(
        `| \`${route.path}\`${route.signedIn ? ' (signed in)' : ''}${failed} | **${plain(m.performance)}** | ${plain(m.performanceMin)}–${plain(m.performanceMax)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${millis(m.tbt)} | ${shift(m.cls)} | ${seconds(m.speedIndex)} | ${plain(m.accessibility)} | ${plain(m.bestPractices)} | ${plain(m.benchmarkIndex === null ? null : Math.round(m.benchmarkIndex))} |`,
      );
    }
    lines.push('', 'What costs each route most (performance audits below 0.9 in most runs, largest estimated saving first):', '');
    for (const route of routes) {
      const top = route.medians.findings.slice(0, 4);
      const text = top.length === 0 ? 'nothing' : top.map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`).join('; ');
      lines.push(`- \`${route.path}\`: ${text}`);
    }
  }
  if (interactions.length > 0) {
    lines.push('', 'Interactions (median; main-thread work from the input to 1 s after it, from Chrome\'s trace; event = the longest Event Timing duration, from the input to the next frame):', '');
    lines.push('| Interaction | Main thread, 4× CPU | Longest task, 4× CPU | Event, 4× CPU | Main thread, real CPU | Of it, style + layout, real CPU | Longest task, real CPU | Event, real CPU |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    const eventText = (values) => {
      const measured = values.filter((value) => value !== null);
      if (values.length === 0) return '—';
      if (measured.length * 2 <= values.length) return '< 16 ms';
      return millis(median(values.map((value) => value ?? 0)));
    };
    for (const interaction of interactions) {
      const ok = interaction.runs.filter((run) => !run.error);
      const slow = ok.map((run) => run.slow);
      const fast = ok.map((run) => run.fast);
      const failed = ok.length < interaction.runs.length ? ` (${interaction.runs.length - ok.length} of ${interaction.runs.length} failed)` : '';
      lines.push(
        `| ${interaction.label}${failed}<br>${interaction.detail} | **${millis(median(slow.map((r) => r.workMs)))}** | ${millis(median(slow.map((r) => r.longestMs)))} | ${eventText(slow.map((r) => r.eventMs))} | ${millis(median(fast.map((r) => r.workMs)))} | ${millis(median(fast.map((r) => (r.styleMs ?? 0) + (r.layoutMs ?? 0))))} | ${millis(median(fast.map((r) => r.longestMs)))} | ${eventText(fast.map((r) => r.eventMs))} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
