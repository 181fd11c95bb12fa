import { useEffect } from 'react';

/** Marks the widget's script so it is injected once per page, whatever remounts. */
export const RELEASE_NOTES_SCRIPT_ATTRIBUTE = 'data-release-notes-widget';
/** Upper bound on how long an idle callback may wait on a busy page. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Injects the third-party release-notes script once the page has loaded and the main thread
 * is idle, so it never competes with the portal's own first render. An empty URL disables it;
 * a script that fails to load only leaves a warning in the console.
 * Returns the cancel function for a schedule that has not fired yet.
 */
export function scheduleReleaseNotesWidget(url: string): () => void {
  if (url.trim() === '') return () => undefined;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;

  const inject = () => {
    if (cancelled || document.querySelector(`script[${RELEASE_NOTES_SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(RELEASE_NOTES_SCRIPT_ATTRIBUTE, '');
    script.addEventListener('error', () => console.warn(`No se pudo cargar el widget de novedades (${url}).`), {
      once: true,
    });
    document.body.appendChild(script);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(inject, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timeoutHandle = setTimeout(inject, 0);
    }
  };

  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timeoutHandle);
  };
}

export function useReleaseNotesWidget(url: string): void {
  useEffect(() => scheduleReleaseNotesWidget(url), [url]);
}
