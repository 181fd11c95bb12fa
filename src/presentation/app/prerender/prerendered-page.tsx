import type { ReactNode } from 'react';

/** The status and the notice index.html's first frame gives, kept word for word. */
export const startupStatus = 'Cargando el portal de servicios en línea…';
export const noScriptNotice = 'Para usar el Portal de Servicios en Línea necesitas activar JavaScript en tu navegador.';

/**
 * The frame of a route's build-time prerender inside #root (ADR 0022). The prerender is `inert`:
 * it takes no focus, no input and no click (public/start-after-first-paint.js records a click and
 * Tab presses on it and replays them on the main view), and assistive technology
 * skips it, so its landmarks and headings are announced once, from the main view. Until then the
 * status beside it says the portal is loading; React replaces both with the main view. Without
 * JavaScript the notice index.html gives heads the page.
 */
export function PrerenderedPage({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript>
        <p className="first-frame__noscript">{noScriptNotice}</p>
      </noscript>
      <div data-prerender="" inert>
        {children}
      </div>
      <p className="first-frame__status" role="status">
        {startupStatus}
      </p>
    </>
  );
}
