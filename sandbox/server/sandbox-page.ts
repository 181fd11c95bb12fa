// The frame of the sandbox's own Spanish pages (the provider's sign-in, the outbox, the telemetry
// dashboard): the portal's look without its bundle. Brand blue #0b5394 (7.3:1 against white), system
// fonts, a visible focus ring, one column that fits 320 px; each page adds the rules of its own parts.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface SandboxPage {
  /** Plain text: escaped here. */
  readonly title: string;
  /** Markup inside <main>, already escaped where it carries data. */
  readonly body: string;
  /** The column's maximum width, e.g. '32rem'. */
  readonly width: string;
  /** The page's own rules, after the shared ones. */
  readonly styles: string;
}

const sharedStyles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a202c;background:#f4f6f9;line-height:1.5}
.barra{background:#0b5394;color:#fff;padding:.75rem 1rem}
.marca{margin:0;font-weight:700;font-size:1.125rem}
.contenido{margin:0 auto;padding:1.5rem 1rem 3rem}
h1{color:#0b5394;font-size:1.5rem;margin:0 0 .5rem}
dl div{display:flex;flex-wrap:wrap;gap:.25rem .5rem}
dt{font-weight:600}
dt::after{content:":"}
dd{margin:0;overflow-wrap:anywhere}
:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}
`;

export function renderSandboxPage({ title, body, width, styles }: SandboxPage): string {
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portal de Servicios en Línea</title>
<style>${sharedStyles}.contenido{max-width:${width}}
${styles}</style>
</head>
<body>
<header class="barra"><p class="marca">Portal de Servicios en Línea</p></header>
<main class="contenido">${body}</main>
</body>
</html>`;
}
