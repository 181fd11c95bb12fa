import { useEffect } from 'react';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';

/** Marks the widget's script so it is injected once per page, whatever remounts. */
export const RELEASE_NOTES_SCRIPT_ATTRIBUTE = 'data-release-notes-widget';

/**
 * Injects the third-party release-notes script once the page has loaded and the main thread
 * is idle, so it never competes with the portal's own first render. An empty URL disables it;
 * the configuration's SRI value, when given, pins the script's content;
 * a script that fails to load only leaves a warning in the console.
 * Returns the cancel function for a schedule that has not fired yet.
 */
export function scheduleReleaseNotesWidget(url: string, integrity = ''): () => void {
  if (url.trim() === '') return () => undefined;
  return whenIdle(() => {
    if (document.querySelector(`script[${RELEASE_NOTES_SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    // With an integrity value the browser runs the script only if its bytes match (SRI), and
    // SRI on another origin's script needs a CORS request without credentials.
    if (integrity !== '') {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = url;
    script.async = true;
    script.setAttribute(RELEASE_NOTES_SCRIPT_ATTRIBUTE, '');
    script.addEventListener('error', () => console.warn(`No se pudo cargar el widget de novedades (${url}).`), {
      once: true,
    });
    document.body.appendChild(script);
  });
}

export function useReleaseNotesWidget(url: string, integrity: string): void {
  useEffect(() => scheduleReleaseNotesWidget(url, integrity), [url, integrity]);
}
