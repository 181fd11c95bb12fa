// Summaries of the benchmark's runs and the section it appends to docs/performance.md.

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

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
const millis = (ms) => (ms === null ? '—' : `${Math.round(ms).toLocaleString('es-CO')} ms`);
const shift = (value) => (value === null ? '—' : value.toFixed(3).replace('.', ','));
const plain = (value) => (value === null ? '—' : String(value));

/** The markdown section of one benchmark run. */
export function markdownSection({ label, when, machine, routes, interactions, elapsedMs, options }) {
  const lines = [];
  lines.push(`### ${label}`, '');
  lines.push(`- **Fecha:** ${when}`);
  lines.push(`- **Código medido:** ${machine.source}`);
  if (machine.server) lines.push(`- **Servidor:** ${machine.server}`);
  lines.push(
    `- **Máquina:** ${machine.cpu} × ${machine.cores} núcleos, ${machine.memoryGiB} GiB; Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}; carga media (1 min) al empezar ${machine.loadStart}, al terminar ${machine.loadEnd}${machine.foreign ? `; **otros navegadores o pruebas activos durante la medición:** ${machine.foreign}` : ''}`,
  );
  lines.push(`- **Ejecuciones:** ${options.runs} por ruta y por interacción; duración total ${Math.floor(elapsedMs / 60000)} min ${Math.round((elapsedMs % 60000) / 1000)} s`);
  if (routes.length > 0) {
    lines.push('', 'Lighthouse móvil (mediana de cada cifra; rendimiento mín.–máx. entre ejecuciones):', '');
    lines.push('| Ruta | Rendimiento | mín.–máx. | FCP | LCP | TBT | CLS | Speed Index | Accesibilidad | Buenas prácticas | BenchmarkIndex |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const route of routes) {
      const m = route.medians;
      const failed = m.validRuns < m.runs ? ` (${m.runs - m.validRuns} de ${m.runs} ejecuciones fallaron)` : '';
      lines.push(
        `| \`${route.path}\`${route.signedIn ? ' (con sesión)' : ''}${failed} | **${plain(m.performance)}** | ${plain(m.performanceMin)}–${plain(m.performanceMax)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${millis(m.tbt)} | ${shift(m.cls)} | ${seconds(m.speedIndex)} | ${plain(m.accessibility)} | ${plain(m.bestPractices)} | ${plain(m.benchmarkIndex === null ? null : Math.round(m.benchmarkIndex))} |`,
      );
    }
    lines.push('', 'Lo que más resta en cada ruta (auditorías de rendimiento por debajo de 0,9 en la mayoría de las ejecuciones, mayor ahorro estimado primero):', '');
    for (const route of routes) {
      const top = route.medians.findings.slice(0, 4);
      const text = top.length === 0 ? 'nada' : top.map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`).join('; ');
      lines.push(`- \`${route.path}\`: ${text}`);
    }
  }
  if (interactions.length > 0) {
    lines.push('', 'Interacciones (mediana; trabajo del hilo principal desde la entrada hasta 1 s después, según la traza de Chrome; evento = la duración más larga de Event Timing, de la entrada al siguiente cuadro):', '');
    lines.push('| Interacción | Hilo principal, CPU 4× | Tarea más larga, CPU 4× | Evento, CPU 4× | Hilo principal, CPU real | De él, estilo + layout, CPU real | Tarea más larga, CPU real | Evento, CPU real |');
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
      const failed = ok.length < interaction.runs.length ? ` (${interaction.runs.length - ok.length} de ${interaction.runs.length} fallaron)` : '';
      lines.push(
        `| ${interaction.label}${failed}<br>${interaction.detail} | **${millis(median(slow.map((r) => r.workMs)))}** | ${millis(median(slow.map((r) => r.longestMs)))} | ${eventText(slow.map((r) => r.eventMs))} | ${millis(median(fast.map((r) => r.workMs)))} | ${millis(median(fast.map((r) => (r.styleMs ?? 0) + (r.layoutMs ?? 0))))} | ${millis(median(fast.map((r) => r.longestMs)))} | ${eventText(fast.map((r) => r.eventMs))} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
