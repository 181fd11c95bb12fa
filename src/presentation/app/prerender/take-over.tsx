import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Where public/start-after-first-paint.js records the last press on a prerender ("x,y" in page
 * coordinates), on #root: React leaves the container's own attributes alone when it replaces its content.
 */
export const PRESS_ATTRIBUTE = 'data-prerender-press';

const pressable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Whether `page` shows a route's build-time prerender (ADR 0022) rather than the generic first frame. */
export const hasPrerender = (page: Document): boolean => page.querySelector('[data-prerender]') !== null;

/**
 * Follows the document's scroll until its `restore`: the router's scroll
 * restoration puts a first load at the top, in the very commit that replaces the prerender.
 */
export function followScroll(view: Window): { restore: () => void } {
  let scroll = { x: view.scrollX, y: view.scrollY };
  const keep = () => {
    scroll = { x: view.scrollX, y: view.scrollY };
  };
  view.addEventListener('scroll', keep, { passive: true });
  return {
    restore: () => {
      view.removeEventListener('scroll', keep);
      if (view.scrollX !== scroll.x || view.scrollY !== scroll.y) view.scrollTo(scroll.x, scroll.y);
    },
  };
}

/**
 * A press made on the prerender reaches what the main view draws in the same place, the same
 * boxes being there: a link is followed, a button pressed, a field focused. A press on nothing
 * pressable is dropped, as it would have been on the main view.
 */
export function replayPress(page: Document, root: HTMLElement): void {
  const view = page.defaultView;
  const recorded = root.getAttribute(PRESS_ATTRIBUTE);
  root.removeAttribute(PRESS_ATTRIBUTE);
  if (!view || !recorded) return;
  const [x, y] = recorded.split(',').map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return;
  const target = page.elementFromPoint(Number(x) - view.scrollX, Number(y) - view.scrollY)?.closest<HTMLElement>(pressable);
  if (!target) return;
  target.focus();
  if (target instanceof view.HTMLAnchorElement || target instanceof view.HTMLButtonElement) target.click();
}

/**
 * Wraps the main view's tree: its layout effect runs after every child's (the router's scroll
 * restoration included), on the commit that replaced the prerender, before the browser paints.
 */
export function TakeOver({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return <>{children}</>;
}
