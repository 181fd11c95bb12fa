// Evaluates the portal's entry once the browser has painted index.html's first frame (issue 16).
// The build turns the entry's <script> into <link rel="modulepreload" data-portal-entry>
// (scripts/paint-before-entry.mjs), so the file downloads and compiles as before; only running
// it waits. Evaluating the entry is a few hundred milliseconds of work on a throttled phone and,
// whenever the file arrives before the page is painted (a repeat visit, a fast network), that
// work used to come first and the first frame after it.
//
// On a route's build-time prerender (docs/adr/0022-build-time-prerender.md), which is inert until the
// main view replaces it, it also records the last press there on #root (data-prerender-press,
// page coordinates): the main view replays it on what it draws in the same place
// (src/presentation/app/prerender/take-over.tsx), so a press before the main view is up is honoured.
(() => {
  const root = document.getElementById('root');
  const prerender = root && root.querySelector('[data-prerender]');
  if (root && prerender) {
    const record = (event) => {
      if (!prerender.isConnected) return document.removeEventListener('click', record, true);
      root.setAttribute('data-prerender-press', `${Math.round(event.pageX)},${Math.round(event.pageY)}`);
    };
    document.addEventListener('click', record, true);
  }
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
