import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, right from the first render (Chakra's hook answers the
 * fallback first, which would flash the mobile footer on desktop).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      // React calls the returned function when the component unmounts or the query changes.
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
