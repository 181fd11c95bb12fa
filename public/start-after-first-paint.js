// Evaluates the portal's entry once the browser has painted index.html's first frame (issue 16).
// The build turns the entry's <script> into <link rel="modulepreload" data-portal-entry>
// (scripts/paint-before-entry.mjs), so the file downloads and compiles as before; only running
// it waits. Evaluating the entry is a few hundred milliseconds of work on a throttled phone and,
// whenever the file arrives before the page is painted (a repeat visit, a fast network), that
// work used to come first and the first frame after it.
//
// On a route's build-time prerender (docs/adr/0022-build-time-prerender.md), which is inert until the
// main view replaces it, it also keeps what a person did meanwhile: the scroll, which the router's
// scroll restoration resets in the commit that brings the main view, and the last press, replayed
// on what the main view draws in the same place (the same boxes are there): a link is followed, a
// button pressed, a field focused. Both run once the prerender has left #root, before the browser
// paints the main view (a mutation observer's callback runs right after React's commit).
(() => {
  const root = document.getElementById('root');
  const prerender = root && root.querySelector('[data-prerender]');
  if (!root || !prerender) return;
  let scroll = [window.scrollX, window.scrollY];
  let press = null;
  const follow = () => {
    scroll = [window.scrollX, window.scrollY];
  };
  const record = (event) => {
    press = [event.clientX + window.scrollX, event.clientY + window.scrollY];
  };
  window.addEventListener('scroll', follow, { passive: true });
  document.addEventListener('click', record, true);
  const takeOver = new MutationObserver(() => {
    if (prerender.isConnected) return;
    takeOver.disconnect();
    window.removeEventListener('scroll', follow);
    document.removeEventListener('click', record, true);
    if (window.scrollX !== scroll[0] || window.scrollY !== scroll[1]) window.scrollTo(scroll[0], scroll[1]);
    if (!press) return;
    const under = document.elementFromPoint(press[0] - window.scrollX, press[1] - window.scrollY);
    const target = under && under.closest('a[href], button, input, select, textarea, summary, [tabindex]');
    if (!target) return;
    target.focus();
    if (target instanceof HTMLAnchorElement || target instanceof HTMLButtonElement) target.click();
  });
  takeOver.observe(root, { childList: true });
})();
(() => {
  const entry = document.querySelector('link[data-portal-entry]');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry.href);
  };
  // Animation frames run just before a paint; a timer set in one runs after it. A tab opened in
  // the background paints nothing and runs no frames until shown: there the entry starts at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
  document.addEventListener('visibilitychange', start, { once: true });
})();
