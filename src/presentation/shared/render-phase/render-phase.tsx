import { createContext, useContext, type ReactNode } from 'react';

/**
 * Which render a component is part of (ADR 0022):
 * - 'live': the main view, rendered in the browser after the sign-in client's initialisation;
 * - 'prerender': the build's server render of a route's sign-in-independent content, written
 *   into that route's HTML and replaced by the main view when it is up.
 * Nothing that depends on the session, on a call or on the runtime configuration may be shown in
 * the prerender: such parts are wrapped in {@link LiveOnly}, which draws a placeholder of their
 * final size there instead.
 */
export type RenderPhase = 'prerender' | 'live';

const RenderPhaseContext = createContext<RenderPhase>('live');

export function RenderPhaseProvider({ phase, children }: { phase: RenderPhase; children: ReactNode }) {
  return <RenderPhaseContext.Provider value={phase}>{children}</RenderPhaseContext.Provider>;
}

/**
 * True inside the build-time prerender. It is rendered in Node: `import.meta.env.SSR` is false in
 * the browser's bundle, where the minifier drops every prerender branch that tests it.
 */
export function useIsPrerender(): boolean {
  const phase = useContext(RenderPhaseContext);
  return import.meta.env.SSR && phase === 'prerender';
}

/**
 * Content the prerender must not show (the session's, a call's or the runtime configuration's):
 * the children in the main view; in the prerender, an empty box of `placeholderClass` (a class
 * of src/first-frame.css giving it its final size: no text, for what differs per person) or,
 * without one, the children themselves drawn invisible: the same box, for what differs per
 * deployment only in its words (a lead naming the fund).
 */
export function LiveOnly({ placeholderClass, children }: { placeholderClass?: string; children: ReactNode }) {
  const isPrerender = useIsPrerender();
  if (!(import.meta.env.SSR && isPrerender)) return <>{children}</>;
  return placeholderClass === undefined ? <Invisible>{children}</Invisible> : <span className={placeholderClass} data-placeholder="" />;
}

/**
 * Takes its children's place on the page without showing them: src/first-frame.css's
 * `.prerender-invisible` (`display: contents` adds no box of its own; a span, so it may stand
 * inside a paragraph).
 */
export function Invisible({ children }: { children: ReactNode }) {
  return (
    <span className="prerender-invisible" aria-hidden="true" data-placeholder="">
      {children}
    </span>
  );
}
