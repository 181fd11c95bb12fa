import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './shell-links';

/**
 * After a client-side navigation, focus goes to the new page's main landmark, as a full
 * page load would leave screen-reader and keyboard users at the top of the new content
 * instead of on a link that no longer exists. Not on first load: the browser starts at
 * the top already, and stealing focus there would hide the skip link.
 * Keyed on the path so a page changing its own query string keeps focus where it is.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  // A ref, not a "first run" flag: StrictMode runs effects twice on mount.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
