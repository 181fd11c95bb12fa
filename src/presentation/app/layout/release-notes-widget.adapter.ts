import { useEffect } from 'react';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';

/** Marks the widget's script so it is injected once per page, whatever remounts. */
export const RELEASE_NOTES_SCRIPT_ATTRIBUTE = 'data-release-notes-widget';

/** The Trusted Types policy named in the production CSP's `trusted-types` (scripts/generate-csp.mjs). */
export const RELEASE_NOTES_TRUSTED_TYPES_POLICY = 'release-notes-widget';

type ScriptUrlPolicy = { createScriptURL(input: string): unknown };
type ScriptUrlPolicyFactory = { createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy };
let scriptUrlPolicy: ScriptUrlPolicy | null = null;

/**
 * The widget's URL as the script's `src` takes it: under the production CSP's
 * `require-trusted-types-for 'script'` a TrustedScriptURL from a policy that accepts exactly the
 * configured URL (the first one it is asked for: config.json is fixed for the page's life);
 * a plain string where the browser has no Trusted Types.
 */
function widgetScriptUrl(url: string): unknown {
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (factory === undefined) return url;
  scriptUrlPolicy ??= factory.createPolicy(RELEASE_NOTES_TRUSTED_TYPES_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`Not the configured release-notes widget: ${input}`);
      return input;
    },
  });
  return scriptUrlPolicy.createScriptURL(url);
}

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
    // Reflect.set: the DOM types know `src` as a string only, not the TrustedScriptURL it also takes.
    Reflect.set(script, 'src', widgetScriptUrl(url));
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
