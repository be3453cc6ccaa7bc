import { useEffect, useRef, useState, type FocusEvent } from 'react';

interface AutoplayOptions {
  /** The slide shown: the wait starts again whenever it changes. */
  current: number;
  intervalMs: number;
  /** How long a slide takes to arrive: the interval counts from its arrival. */
  arrivalMs: number;
  /** The shopper's pause button (and reduced motion) holds the slides still. */
  paused: boolean;
}

/**
 * Moves to the next slide every `intervalMs`; stops while the pointer is over the slides (it pauses on hover)
 * or while focus is inside them, so nothing slides away from under a keyboard user. Returns the handlers for
 * the slides' container.
 */
export function useAutoplay(next: () => void, { current, intervalMs, arrivalMs, paused }: AutoplayOptions) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = useRef(current);

  useEffect(() => {
    const arriving = shown.current !== current;
    shown.current = current;
    if (paused || hovered || focused) return;
    const timer = setTimeout(next, intervalMs + (arriving ? arrivalMs : 0));
    return () => clearTimeout(timer);
  }, [next, current, intervalMs, arrivalMs, paused, hovered, focused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
