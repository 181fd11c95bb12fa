import { useEffect } from 'react';
import { whenIdle } from './when-idle.util';

/** Marks the widget's script so it is injected once per page, whatever remounts. */
export const RELEASE_NOTES_SCRIPT_ATTRIBUTE = 'data-release-notes-widget';

/**
 * Injects the third-party release-notes script once the page has loaded and the main thread
 * is idle, so it never competes with the portal's own first render. An empty URL disables it;
 * a script that fails to load only leaves a warning in the console.
 * Returns the cancel function for a schedule that has not fired yet.
 */
export function scheduleReleaseNotesWidget(url: string): () => void {
  if (url.trim() === '') return () => undefined;
  return whenIdle(() => {
    if (document.querySelector(`script[${RELEASE_NOTES_SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(RELEASE_NOTES_SCRIPT_ATTRIBUTE, '');
    script.addEventListener('error', () => console.warn(`No se pudo cargar el widget de novedades (${url}).`), {
      once: true,
    });
    document.body.appendChild(script);
  });
}

export function useReleaseNotesWidget(url: string): void {
  useEffect(() => scheduleReleaseNotesWidget(url), [url]);
}
