import { useSyncExternalStore } from 'react';

/** True while the media query matches (re-renders on change). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's mobile breakpoint: narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
