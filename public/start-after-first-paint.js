// Requests and evaluates the portal's entry once the first screen has painted, images included.
// The built page requests none of the entry (scripts/paint-before-entry.mjs): this script's tag
// names the entry (`data-portal-entry`) and its static imports (`data-portal-chunks`, dependencies
// first). Nothing of the ~200 KiB of script competes with the first screen for the network, and
// Lighthouse's simulated LCP does not count it (it counts every request started before the LCP).
//
// When: on the window's 'load' (the document, its stylesheet and its images are in), after the
// frame that follows it has painted and been presented (an animation frame runs just before a
// paint; the next one's comes once that frame is on screen, the time an LCP entry records; a
// timer set in it runs after that frame's paint). A tab that is hidden paints no frames: there, and when the page is hidden before
// that frame, the request goes at once. A 'load' that a slow image holds back never holds the
// portal for long: after FALLBACK_MS it starts anyway. A page restored from the back-forward
// cache has started already (the flag below is restored with it).
//
// How: every file is preloaded at once (parallel downloads), then evaluated one per task, with a
// yield between: the libraries (react-dom, Chakra and Emotion, React Router, MobX, Inversify,
// oidc-client-ts) are chunks of their own (vite.config.ts), so no single task evaluates them all.
//
// On a route's build-time prerender (docs/adr/0022-build-time-prerender.md), inert until the main
// view replaces it, it keeps what a person did meanwhile: the scroll (the router's scroll restoration
// resets it); the last click, replayed on what the main view draws in the same place: a link is
// followed, a button pressed, a field focused; and the Tab and Shift+Tab presses since (or since the
// load), held in the page and then stepped through the main view's tab order, the skip link first.
// Nothing typed is replayed, and focus the main view gave in its commit stays. It runs once the
// prerender has left #root, before the main view is painted (a mutation observer's callback runs
// right after React's commit).
(() => {
  const root = document.getElementById('root');
  const prerender = root && root.querySelector('[data-prerender]');
  if (!root || !prerender) return;
  let scroll = [window.scrollX, window.scrollY];
  let press = null;
  // Tab presses since the last click (or the load), less the Shift+Tab ones.
  let tabs = 0;
  const follow = () => {
    scroll = [window.scrollX, window.scrollY];
  };
  const record = (event) => {
    press = [event.clientX + window.scrollX, event.clientY + window.scrollY];
    tabs = 0;
  };
  const hold = (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    tabs += event.shiftKey ? -1 : 1;
  };
  window.addEventListener('scroll', follow, { passive: true });
  document.addEventListener('click', record, true);
  document.addEventListener('keydown', hold, true);
  const focusable = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]';
  const takeOver = new MutationObserver(() => {
    if (prerender.isConnected) return;
    takeOver.disconnect();
    window.removeEventListener('scroll', follow);
    document.removeEventListener('click', record, true);
    document.removeEventListener('keydown', hold, true);
    // Read the scroll only when the person left the top: reading it forces the main view's layout
    // inside React's commit task, which is then that much longer.
    if ((scroll[0] || scroll[1]) && (window.scrollX !== scroll[0] || window.scrollY !== scroll[1])) window.scrollTo(scroll[0], scroll[1]);
    const focusedByPage = document.activeElement !== document.body;
    if (press) {
      const under = document.elementFromPoint(press[0] - window.scrollX, press[1] - window.scrollY);
      const target = under && under.closest(focusable);
      if (target) target.focus();
      if (target instanceof HTMLAnchorElement || target instanceof HTMLButtonElement) target.click();
    } else if (focusedByPage) return;
    if (!tabs) return;
    // The Tab stops in document order (the portal sets no positive tabindex): 1..n, 0 being the top
    // of the page, where Tab past the last stop goes. Focus is at the count of stops up to it.
    const stops = [...document.querySelectorAll(focusable)].filter(
      (el) => el.tabIndex >= 0 && !el.disabled && !el.closest('[inert]') && el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden',
    );
    const at = document.activeElement;
    const from = at === document.body ? 0 : stops.filter((el) => el === at || el.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING).length;
    const to = (((from + tabs) % (stops.length + 1)) + stops.length + 1) % (stops.length + 1);
    if (to) stops[to - 1].focus();
  });
  takeOver.observe(root, { childList: true });
})();
(() => {
  const FALLBACK_MS = 3000;
  const PRELOADS_PER_TASK = 3;
  // The portal's own grace for a failure the leaving causes (src/infrastructure/logging/page-leaving.util.ts).
  const LEAVE_GRACE_MS = 4000;
  const tag = document.querySelector('script[data-portal-entry]');
  if (!tag) return;
  const entry = tag.getAttribute('data-portal-entry');
  const chunks = (tag.getAttribute('data-portal-chunks') || '').split(' ').filter(Boolean);
  // A prerendered route's own chunks: preloaded with the entry's, evaluated when the entry imports them.
  const preloads = (tag.getAttribute('data-portal-preloads') || '').split(' ').filter(Boolean);
  const pause = () => {
    const scheduler = window.scheduler;
    return scheduler && typeof scheduler.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
  };
  let started = false;
  let fallback;
  const start = async () => {
    if (started) return;
    started = true;
    // The three ways in below are dropped once one has started: nothing of the starter stays
    // registered for the life of the tab.
    window.removeEventListener('load', afterNextPaint);
    document.removeEventListener('visibilitychange', startWhenHidden);
    clearTimeout(fallback);
    // A route whose first screen draws from a call asks for these files from its head already
    // (scripts/paint-before-entry.mjs, withStartInHead): those are not asked for twice.
    const asked = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
    const notAsked = (hrefs) => hrefs.filter((href) => !asked.has(href));
    const preload = (hrefs) => {
      for (const href of hrefs) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    };
    preload(notAsked([...chunks, entry]));
    const routePreloads = notAsked(preloads);
    // The route's own chunks in tasks of their own, three links each: inserting a link starts its
    // request (about 0.7 ms of main thread each on this machine, 3 ms on a slow phone, more while
    // earlier answers arrive), and eight in one task made tasks of 60-110 ms at 4x CPU on the
    // routes with three dozen.
    for (let next = 0; next < routePreloads.length; next += PRELOADS_PER_TASK) {
      await pause();
      preload(routePreloads.slice(next, next + PRELOADS_PER_TASK));
    }
    try {
      try {
        for (const chunk of chunks) {
          await import(chunk);
          await pause();
        }
      } finally {
        // A chunk that failed fails the entry too: its import fails with the same cause.
        await import(entry);
      }
    } catch (error) {
      // Leaving the page cancels the imports in flight. Firefox fails them as the navigation
      // starts, before `pagehide`, in a page nobody looks at any more: a failure followed by
      // `pagehide` within LEAVE_GRACE_MS is dropped, any other is reported as an uncaught error.
      if (!(await leftWithin(LEAVE_GRACE_MS))) report(error);
    }
  };
  const leftWithin = (ms) =>
    new Promise((resolve) => {
      const left = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        window.removeEventListener('pagehide', left);
        resolve(false);
      }, ms);
      window.addEventListener('pagehide', left, { once: true });
    });
  const report = (error) => {
    if (typeof window.reportError === 'function') window.reportError(error);
    else
      setTimeout(() => {
        throw error;
      }, 0);
  };
  const afterNextPaint = () => {
    if (document.visibilityState === 'visible') requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    else start();
  };
  const startWhenHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  document.addEventListener('visibilitychange', startWhenHidden);
  fallback = setTimeout(start, FALLBACK_MS);
})();
