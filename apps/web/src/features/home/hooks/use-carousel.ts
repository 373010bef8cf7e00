import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_THRESHOLD_PX } from '@pasal/domain/plain';
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { adoptingServerMarkup } from '../../../lib/hydrate-later.tsx';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';

/**
 * Spec §4 carousel behaviour: advances every 6 s and wraps; a swipe over 50 px moves to the
 * next or previous slide. Rotation stops while the pointer is over it or focus is inside (so a
 * slide never changes under a reader), when the visitor pressed Pause, and entirely under
 * prefers-reduced-motion.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // A swipe made with a mouse ends in a click on the slide's link; that click must not navigate.
  const swiped = useRef(false);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const canRotate = !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;

  // On a page the server drew, the first slide has been showing since the page opened: it turns
  // 6 s after that, not 6 s after the app took the page over (boot.js starts the app of a page
  // left alone at 6 s). A pause or a move by hand ends that, as any later turn waits the full 6 s.
  const shownSinceOpen = useRef(adoptingServerMarkup());

  useEffect(() => {
    if (!rotating || index !== 0) shownSinceOpen.current = false;
    if (!rotating) return;
    // A timeout per slide rather than one interval: moving by hand restarts the full 6 s.
    const delay = shownSinceOpen.current
      ? Math.max(0, CAROUSEL_INTERVAL_MS - performance.now())
      : CAROUSEL_INTERVAL_MS;
    const timer = window.setTimeout(() => goTo(index + 1), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, goTo, index]);

  const regionHandlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  const swipeHandlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      swipeStart.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) <= CAROUSEL_SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) next();
      else previous();
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Images and links are draggable by default, and a native drag would swallow the pointerup.
    onDragStart: (event: MouseEvent) => event.preventDefault(),
  };

  return {
    index,
    goTo,
    next,
    previous,
    rotating,
    canRotate,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    regionHandlers,
    swipeHandlers,
  };
}
