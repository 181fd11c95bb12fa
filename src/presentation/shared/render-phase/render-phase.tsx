import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

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

/** True inside the build-time prerender. */
export function useIsPrerender(): boolean {
  return useContext(RenderPhaseContext) === 'prerender';
}

/**
 * Content the prerender must not show (the session's, a call's or the runtime configuration's):
 * the children in the main view, `placeholder` in the prerender. Left out, the placeholder is
 * the children themselves, drawn invisible: the same box, for what differs per deployment only in
 * its words (a lead naming the fund). Anything that differs per person gets an explicit
 * placeholder with no text in it.
 */
export function LiveOnly({ placeholder, children }: { placeholder?: ReactNode; children: ReactNode }) {
  if (!useIsPrerender()) return <>{children}</>;
  return <>{placeholder === undefined ? <Invisible>{children}</Invisible> : placeholder}</>;
}

/**
 * Takes its children's place on the page without showing them (`display: contents` adds no box of
 * its own; a span, so it may stand inside a paragraph).
 */
export function Invisible({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="contents" visibility="hidden" aria-hidden="true" data-placeholder="">
      {children}
    </Box>
  );
}
