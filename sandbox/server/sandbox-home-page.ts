import { mountPoints } from '../mount-points';
import { sandboxReadingLabels, type SandboxReading } from '../api/sandbox-reading';
import { escapeHtml, renderSandboxPage } from './sandbox-page';

/**
 * `/sandbox`: what the sandbox serves and which reading of the fund's API it answers in
 * (`SANDBOX_READING`, docs/sandbox.md), so a person running the portal against it knows which
 * of the two readings (docs/api/README.md) they are looking at.
 */
export function renderSandboxHomePage(reading: SandboxReading): string {
  const links: readonly (readonly [string, string])[] = [
    [`${mountPoints.sandbox}/api`, 'Contrato de la API del fondo'],
    [`${mountPoints.sandbox}/correo`, 'Correos enviados'],
    [`${mountPoints.sandbox}/telemetria`, 'Telemetría de campo'],
    ['/', 'Volver al portal'],
  ];
  return renderSandboxPage({
    title: 'Sandbox del portal',
    width: '40rem',
    styles: '.lectura{background:#fff;border:1px solid #cbd5e0;border-radius:.5rem;padding:1rem}code{font-size:1rem}',
    body: `<h1>Sandbox del portal</h1>
<section class="lectura" aria-labelledby="lectura-titulo">
<h2 id="lectura-titulo">Lectura de la API</h2>
<p>Lectura activa: <strong><code data-lectura="${escapeHtml(reading)}">${escapeHtml(reading)}</code></strong>: ${escapeHtml(sandboxReadingLabels[reading])}.</p>
<p>Se elige al iniciar el servidor con <code>SANDBOX_READING=body</code> (por defecto) o <code>SANDBOX_READING=mirrored</code>.</p>
</section>
<ul>
${links.map(([href, text]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('\n')}
</ul>`,
  });
}
