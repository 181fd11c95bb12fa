import { escapeHtml, renderSandboxPage } from '../server/sandbox-page';
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
  return renderSandboxPage({
    title: OUTBOX_TITLE,
    width: '40rem',
    styles,
    body: `
  <h1>${OUTBOX_TITLE}</h1>
  <p>Solo en el sandbox: los correos que el portal pide enviar se guardan aquí en lugar de salir a Internet. Se borran al reiniciar el servidor.</p>
  <p class="resumen" role="status">${count}</p>
  ${messages.length > 0 ? `<ol class="correos">${list}</ol>` : ''}
  <p class="acciones"><a class="enlace" href="/sandbox/correo">Actualizar</a> <a class="enlace" href="/">Volver al portal</a></p>
`,
  });
}

function formatSentAt(iso: string): string {
  return new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'America/Bogota' }).format(new Date(iso));
}

// The outbox's parts on the sandbox pages' frame (sandbox/server/sandbox-page.ts): 44 px targets.
const styles = `
h2{font-size:1.0625rem;margin:0 0 .5rem;overflow-wrap:anywhere}
.resumen{font-weight:600}
.correos{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:.75rem}
.correo{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem}
dl{margin:0}
.acciones{display:flex;flex-wrap:wrap;gap:1rem}
.enlace{color:#0b5394;font-weight:600;display:inline-block;min-height:44px;padding:.625rem 0}
`;
