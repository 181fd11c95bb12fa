import { escapeHtml } from '../identity/identity-pages';
import type { OutboxMessage } from './outbox';

export const OUTBOX_TITLE = 'Correos enviados por el sandbox';
export const OUTBOX_EMPTY = 'Todavía no se ha enviado ningún correo.';

/**
 * /sandbox/correo: the outbox as a page a tester reads after sending a certificate by e-mail.
 * Spanish, the sandbox sign-in page's look (brand blue, system fonts, 360 px, visible focus),
 * one card per message so nothing needs a wide table. Plain HTML, no script: 'Actualizar'
 * reloads it.
 */
export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const count =
    messages.length === 0 ? OUTBOX_EMPTY : messages.length === 1 ? '1 correo enviado.' : `${messages.length} correos enviados.`;
  const list = messages
    .map((message) => {
      const headingId = `correo-${message.id}`;
      return `
      <li class="correo">
        <h2 id="${headingId}">${escapeHtml(message.subject)}</h2>
        <dl>
          <div><dt>Para</dt><dd>${escapeHtml(message.recipient)}</dd></div>
          <div><dt>Adjunto</dt><dd>${escapeHtml(message.attachmentName)}</dd></div>
          <div><dt>Enviado</dt><dd><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(formatSentAt(message.sentAt))}</time></dd></div>
        </dl>
      </li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OUTBOX_TITLE} · Portal de Servicios en Línea</title>
<style>${styles}</style>
</head>
<body>
<header class="barra"><p class="marca">Portal de Servicios en Línea</p></header>
<main class="contenido">
  <h1>${OUTBOX_TITLE}</h1>
  <p>Solo en el sandbox: los correos que el portal pide enviar se guardan aquí en lugar de salir a Internet. Se borran al reiniciar el servidor.</p>
  <p class="resumen" role="status">${count}</p>
  ${messages.length > 0 ? `<ol class="correos">${list}</ol>` : ''}
  <p class="acciones"><a class="enlace" href="/sandbox/correo">Actualizar</a> <a class="enlace" href="/">Volver al portal</a></p>
</main>
</body>
</html>`;
}

function formatSentAt(iso: string): string {
  return new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'America/Bogota' }).format(new Date(iso));
}

// The sandbox sign-in page's look (sandbox/identity/identity-pages.ts): brand blue #0b5394
// (7.3:1 against white), system fonts, a visible focus ring, 44 px targets, one column.
const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a202c;background:#f4f6f9;line-height:1.5}
.barra{background:#0b5394;color:#fff;padding:.75rem 1rem}
.marca{margin:0;font-weight:700;font-size:1.125rem}
.contenido{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{color:#0b5394;font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.0625rem;margin:0 0 .5rem;overflow-wrap:anywhere}
.resumen{font-weight:600}
.correos{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:.75rem}
.correo{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem}
dl{margin:0}
dl div{display:flex;flex-wrap:wrap;gap:.25rem .5rem}
dt{font-weight:600}
dt::after{content:":"}
dd{margin:0;overflow-wrap:anywhere}
.acciones{display:flex;flex-wrap:wrap;gap:1rem}
.enlace{color:#0b5394;font-weight:600;display:inline-block;min-height:44px;padding:.625rem 0}
:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}
`;
