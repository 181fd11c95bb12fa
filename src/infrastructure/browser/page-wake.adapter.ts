/**
 * Calls `listener` whenever the page may have slept through what other tabs said: restored from the
 * back/forward cache (`pageshow` with `persisted`), resumed after the browser froze it (the Page
 * Lifecycle's `resume`), or shown again (`visibilitychange` to visible). A page in the back/forward
 * cache or frozen runs no script, so a BroadcastChannel message sent meanwhile may never reach it;
 * on each of these events the caller re-reads what it depends on. On a restore from the cache all
 * three fire, one after the other: the listener must not mind being called again.
 *
 * Registers the three listeners once; the returned function releases them, and the caller calls it
 * when whatever it watches for goes.
 */
export function onPageWake(page: Window, listener: () => void): () => void {
  const document = page.document;
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  const onResume = () => listener();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') listener();
  };
  page.addEventListener('pageshow', onPageShow);
  document.addEventListener('resume', onResume);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    page.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('resume', onResume);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
