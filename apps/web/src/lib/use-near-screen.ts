import { useCallback, useState } from 'react';

/**
 * Whether the element given `ref` has come within a screen's height of being seen; once true it
 * stays true. For what sits far below the fold: its data is asked for as the shopper scrolls
 * towards it, not while a phone is still starting the page.
 */
export function useNearScreen(): {
  ref: (element: Element | null) => (() => void) | undefined;
  near: boolean;
} {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return { ref, near };
}
