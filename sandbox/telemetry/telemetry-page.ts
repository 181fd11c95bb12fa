import { escapeHtml, renderSandboxPage } from '../server/sandbox-page';
import type { CollectedCspViolation, CollectedError, VitalName } from './collector';
import { THRESHOLDS, type Rating, type RouteSummary, type TelemetrySummary, type VitalSummary } from './telemetry-summary';

export const TELEMETRY_TITLE = 'Telemetría de campo del portal';
export const TELEMETRY_EMPTY = 'Todavía no ha llegado ningún registro. Abre el portal, navega por él y vuelve a esta página.';

const VITAL_LABELS: { readonly [name in VitalName]: string } = {
  LCP: 'LCP, mayor elemento visible',
  INP: 'INP, respuesta a la interacción',
  CLS: 'CLS, estabilidad visual',
  FCP: 'FCP, primer contenido visible',
  TTFB: 'TTFB, primer byte del servidor',
};
const RATING_LABELS: { readonly [rating in Rating]: string } = { good: 'Bueno', needsImprovement: 'Por mejorar', poor: 'Deficiente' };

const decimals = (value: number, digits: number) =>
  new Intl.NumberFormat('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** '1,25 s', '180 ms', '0,012': as people read them in es-CO. */
function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return decimals(value, 3);
  return value >= 1000 ? `${decimals(value / 1000, 2)} s` : `${Math.round(value)} ms`;
}

// The chart's scale ends a quarter past the 'poor' threshold, so every rating has room.
const CHART_WIDTH = 240;
const scaleEnd = (name: VitalName) => THRESHOLDS[name][1] * 1.25;
const xOf = (name: VitalName, value: number) => Math.round((Math.min(value, scaleEnd(name)) / scaleEnd(name)) * CHART_WIDTH * 10) / 10;

/** The sentence the chart draws: its text alternative, and the line beside it. */
function describeVital(vital: VitalSummary): string {
  const good = formatVital(vital.name, THRESHOLDS[vital.name][0]);
  if (vital.p75 === null || vital.rating === null) return `${vital.name}: sin muestras (umbral bueno: ${good}).`;
  const samples = vital.samples === 1 ? '1 muestra' : `${vital.samples} muestras`;
  return `${vital.name} p75: ${formatVital(vital.name, vital.p75)}, ${RATING_LABELS[vital.rating].toLowerCase()} (umbral bueno: ${good}; ${samples}).`;
}

/** A plain-SVG bar: the p75 against the 'good' threshold (the dashed line). Drawn, not a picture. */
function chartOf(vital: VitalSummary): string {
  const threshold = xOf(vital.name, THRESHOLDS[vital.name][0]);
  const bar =
    vital.p75 === null || vital.rating === null
      ? ''
      : `<rect class="barra ${vital.rating}" x="0" y="6" width="${Math.max(xOf(vital.name, vital.p75), 2)}" height="16" rx="2"/>`;
  return `<svg class="grafico" role="img" aria-label="${escapeHtml(describeVital(vital))}" viewBox="0 0 ${CHART_WIDTH} 28" preserveAspectRatio="none" focusable="false">
          <rect class="pista" x="0" y="6" width="${CHART_WIDTH}" height="16" rx="2"/>${bar}
          <line class="umbral" x1="${threshold}" x2="${threshold}" y1="0" y2="28"/>
        </svg>`;
}

function routeSection(route: RouteSummary, index: number): string {
  const headingId = `ruta-${index}`;
  const views = route.pageViews === 1 ? '1 vista de página' : `${route.pageViews} vistas de página`;
  const vitals = route.vitals
    .map(
      (vital) => `
      <li class="vital">
        <p class="vital-nombre">${escapeHtml(VITAL_LABELS[vital.name])}</p>
        <p class="vital-valor">${vital.p75 === null ? 'Sin muestras' : `${formatVital(vital.name, vital.p75)} · ${RATING_LABELS[vital.rating!]}`}</p>
        ${chartOf(vital)}
      </li>`,
    )
    .join('');
  return `
    <section class="ruta" aria-labelledby="${headingId}">
      <h3 id="${headingId}"><code>${escapeHtml(route.route)}</code></h3>
      <p class="vistas">${views}</p>
      <ul class="vitales">${vitals}
      </ul>
    </section>`;
}

const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'America/Bogota' }).format(new Date(iso));

function errorItem(error: CollectedError): string {
  const at = receivedAt(error.receivedAt);
  return `
      <li class="error">
        <p class="error-mensaje">${escapeHtml(error.message)}</p>
        <dl>
          <div><dt>Ruta</dt><dd><code>${escapeHtml(error.route)}</code></dd></div>
          <div><dt>Ubicación</dt><dd>${error.location === null ? 'Sin ubicación' : `<code>${escapeHtml(error.location)}</code>`}</dd></div>
          <div><dt>Recibido</dt><dd><time datetime="${escapeHtml(error.receivedAt)}">${escapeHtml(at)}</time></dd></div>
        </dl>
      </li>`;
}

const DISPOSITION_LABELS = { enforce: 'Bloqueado', report: 'Solo informado' } as const;

function violationItem(violation: CollectedCspViolation): string {
  const where =
    violation.sourceFile === null
      ? 'Sin ubicación'
      : `<code>${escapeHtml(violation.sourceFile)}${violation.line === null ? '' : `:${violation.line}${violation.column === null ? '' : `:${violation.column}`}`}</code>`;
  return `
      <li class="error">
        <p class="error-mensaje"><code>${escapeHtml(violation.directive)}</code> · ${DISPOSITION_LABELS[violation.disposition]}: <code>${escapeHtml(violation.blocked)}</code></p>
        <dl>
          <div><dt>Ruta</dt><dd><code>${escapeHtml(violation.route)}</code></dd></div>
          <div><dt>Origen del código</dt><dd>${where}</dd></div>
          <div><dt>Recibido</dt><dd><time datetime="${escapeHtml(violation.receivedAt)}">${escapeHtml(receivedAt(violation.receivedAt))}</time></dd></div>
        </dl>
      </li>`;
}

export const TELEMETRY_NO_VIOLATIONS = 'Sin infracciones de la política de seguridad registradas.';

/**
 * /sandbox/telemetria: what the sandbox's collector received, as the fund's operations team would
 * look at it. Spanish, one column from 320 px, plain HTML and SVG, no script: 'Actualizar' reloads.
 */
export function renderTelemetryPage(summary: TelemetrySummary): string {
  const routes = summary.routes.length === 0 ? `<p>${TELEMETRY_EMPTY}</p>` : summary.routes.map(routeSection).join('');
  const errors =
    summary.latestErrors.length === 0
      ? '<p>Sin errores registrados.</p>'
      : `<ol class="errores">${summary.latestErrors.map(errorItem).join('')}</ol>`;
  const violations =
    summary.latestViolations.length === 0
      ? `<p>${TELEMETRY_NO_VIOLATIONS}</p>`
      : `<ol class="errores">${summary.latestViolations.map(violationItem).join('')}</ol>`;
  return renderSandboxPage({
    title: TELEMETRY_TITLE,
    width: '48rem',
    styles,
    body: `
  <h1>${TELEMETRY_TITLE}</h1>
  <p>Solo en el sandbox: lo que el portal envía a su punto de telemetría (docs/telemetry.md). Por cada ruta, el percentil 75 de cada métrica frente a su umbral «bueno» (la línea punteada). Se borra al reiniciar el servidor.</p>
  <section aria-labelledby="rutas">
    <h2 id="rutas">Métricas por ruta</h2>
    ${routes}
  </section>
  <section aria-labelledby="errores">
    <h2 id="errores">Últimos errores</h2>
    ${errors}
  </section>
  <section aria-labelledby="infracciones">
    <h2 id="infracciones">Últimas infracciones de la política de seguridad (CSP)</h2>
    ${violations}
  </section>
  <p class="acciones"><a class="enlace" href="/sandbox/telemetria">Actualizar</a> <a class="enlace" href="/">Volver al portal</a></p>
`,
  });
}

// The dashboard's parts on the sandbox pages' frame (sandbox/server/sandbox-page.ts): 44 px targets.
// The bars' colours are each rating's; the text says it too.
const styles = `
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
h3{font-size:1rem;margin:0 0 .25rem;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9375em}
.ruta,.error{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:0 0 .75rem}
.vistas{margin:0 0 .5rem;font-weight:600}
.vitales,.errores{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.vitales{grid-template-columns:repeat(auto-fit,minmax(13rem,1fr))}
.vital p{margin:0}
.vital-nombre{font-size:.875rem}
.vital-valor{font-weight:600}
.grafico{display:block;width:100%;height:28px}
.pista{fill:#e2e8f0}
.barra.good{fill:#276749}
.barra.needsImprovement{fill:#b7791f}
.barra.poor{fill:#c53030}
.umbral{stroke:#1a202c;stroke-width:2;stroke-dasharray:4 3}
.error-mensaje{margin:0 0 .5rem;font-weight:600;overflow-wrap:anywhere}
dl{margin:0}
.acciones{display:flex;flex-wrap:wrap;gap:1rem}
.enlace{color:#0b5394;font-weight:600;display:inline-block;min-height:44px;padding:.625rem 0}
`;
