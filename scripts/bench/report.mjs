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
const thousands = (value) => (value === null ? '—' : Math.round(value).toLocaleString('en-US'));
const times = (value) => (value === null ? '—' : `${value.toFixed(2)}×`);
const verdict = (check) => (check.pass === null ? 'n/a' : check.goal ? (check.pass ? 'goal met' : 'goal not met') : check.pass ? 'pass' : '**fail**');

/** One gate's cell: the figure, pass or fail, and what it is held to. */
function gateCell(check, format) {
  const held = check.via === 'floor' ? `floor + 50 = ${millis(check.floorLimit)}` : check.id === 'lcpRatio' ? `${check.limit}×` : check.id === 'tbt' ? `${check.limit} ms` : String(check.limit);
  const sign = check.id === 'performance' || check.id === 'accessibility' || check.id === 'bestPractices' ? '≥' : '≤';
  return `${format(check.value)} ${verdict(check)} (${sign} ${held})`;
}

/** The static limit of each route beside its figures, with the gates each is read against. */
function limitTable(routes, floor, routeFloor) {
  const lines = ['', 'Static limit (the route\'s settled markup and styles with every script removed, served by the same server, its runs interleaved with the route\'s) and the gates (medians):', ''];
  lines.push('| Route | FCP | Limit FCP | LCP | Limit LCP | LCP ÷ limit | TBT | CLS | Performance | Accessibility | Best practices |');
  lines.push('|---|---:|---:|---:|---:|---|---|---|---|---|---|');
  for (const route of routes) {
    const m = route.medians;
    const l = route.limit?.medians ?? null;
    const failed = l && l.validRuns < l.runs ? ` (${l.runs - l.validRuns} of ${l.runs} limit runs failed)` : '';
    const cells = Object.fromEntries((route.gates?.checks ?? []).map((check) => [check.id, check]));
    const cell = (id, format) => (cells[id] ? gateCell(cells[id], format) : '—');
    lines.push(
      `| \`${route.path}\`${route.signedIn ? ' (signed in)' : ''}${failed} | ${seconds(m.fcp)} | ${seconds(l?.fcp ?? null)} | ${seconds(m.lcp)} | ${seconds(l?.lcp ?? null)} | ${cell('lcpRatio', (v) => (v === null ? '—' : `**${times(v)}**`))} | ${cell('tbt', millis)} | ${cell('cls', shift)} | ${cell('performance', plain)} | ${cell('accessibility', plain)} | ${cell('bestPractices', plain)} |`,
    );
  }
  const gated = routes.filter((route) => route.gates);
  const passed = gated.filter((route) => route.gates.passed === true).length;
  lines.push('', `Routes within every gate: ${passed} of ${gated.length} (the signed-in route's LCP ratio is a goal, reported and never failed on).`);
  if (floor) {
    const f = floor.medians;
    lines.push(
      '',
      `Library floor (\`bench:floor\`'s build, ${floor.gzipKiB.toFixed(1)} KiB gzip of JS, same server, its runs interleaved): performance ${plain(f.performance)}, FCP ${millis(f.fcp)}, LCP ${millis(f.lcp)}, TBT ${millis(f.tbt)}; a route's TBT above ${millis(150)} passes within 50 ms of it.`,
    );
  }
  const floored = routeFloor ? routes.find((route) => route.path === routeFloor.route) : null;
  if (routeFloor && floored) {
    const f = routeFloor.medians;
    const limitLcp = floored.limit?.medians.lcp ?? null;
    const ratio = (lcp) => (typeof lcp === 'number' && typeof limitLcp === 'number' && limitLcp > 0 ? times(lcp / limitLcp) : '—');
    lines.push(
      '',
      `Route floor of \`${routeFloor.route}\` (\`bench:floor\`'s second build, ${routeFloor.gzipKiB.toFixed(1)} KiB gzip of JS: the libraries its cards need with axios, config.json, the silent check and the list call, no portal code; same server, its runs interleaved): performance ${plain(f.performance)}, FCP ${millis(f.fcp)}, LCP ${millis(f.lcp)}, **${ratio(f.lcp)}** the route's limit (the route: ${ratio(floored.medians.lcp)}).`,
    );
  }
  return lines;
}

/** The markdown section of one benchmark run, in English like the docs it goes into. */
export function markdownSection({ label, when, machine, routes, interactions, elapsedMs, options, benchmarkIndex = null, floor = null, routeFloor = null }) {
  const lines = [];
  lines.push(`### ${label}`, '');
  lines.push(`- **Date:** ${when}`);
  lines.push(`- **Code measured:** ${machine.source}`);
  if (machine.server) lines.push(`- **Server:** ${machine.server}`);
  if (machine.repeatedRuns) lines.push(`- **Runs repeated** (Lighthouse could not read its own trace or screenshots): ${machine.repeatedRuns}`);
  lines.push(
    `- **Machine:** ${machine.cpu} × ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}; load average (1 min) ${machine.loadStart} at the start, ${machine.loadEnd} at the end${machine.foreign ? `; **other browsers or tests running during the measurement:** ${machine.foreign}` : ''}`,
  );
  lines.push(`- **Runs:** ${options.runs} per route and per interaction; ${Math.floor(elapsedMs / 60000)} min ${Math.round((elapsedMs % 60000) / 1000)} s in all`);
  if (benchmarkIndex) {
    lines.push(
      `- **Lighthouse benchmarkIndex** (the machine's CPU speed, higher is faster): median ${thousands(benchmarkIndex.median)}, range ${thousands(benchmarkIndex.min)}–${thousands(benchmarkIndex.max)} over ${benchmarkIndex.count} Lighthouse runs`,
    );
  }
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
    if (routes.some((route) => route.gates)) lines.push(...limitTable(routes, floor, routeFloor));
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
