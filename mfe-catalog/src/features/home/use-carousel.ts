import { useCallback, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';

/** How far a pointer has to travel across the slides to count as a swipe. */
const SWIPE_PX = 40;
/** keen-slider's easing, which the carousels had before: fast, then settling. */
const EASE_OUT = 'cubic-bezier(0.22, 1, 0.36, 1)';

const wrap = (value: number, count: number) => ((value % count) + count) % count;

/** Where a slide sits, in slide widths from the first one shown: one place to the left, the others to the right. */
const placeOf = (index: number, position: number, count: number) => wrap(index - position + 1, count) - 1;

/**
 * A looping carousel: every slide is stacked in one place and moved sideways by a transform, which slides over
 * `speedMs`. A slide that goes round from one end to the other jumps there unseen instead of crossing the others.
 */
export function useCarousel(count: number, speedMs: number) {
  const [{ position, step }, setMove] = useState({ position: 0, step: 0 });
  const swipeFrom = useRef<number>(undefined);
  const swiped = useRef(false);

  const moveBy = useCallback(
    (by: number) => setMove((move) => ({ position: wrap(move.position + by, count), step: by })),
    [count],
  );
  const next = useCallback(() => moveBy(1), [moveBy]);
  const previous = useCallback(() => moveBy(-1), [moveBy]);
  /** The shorter way round. */
  const show = (index: number) => {
    const ahead = wrap(index - position, count);
    moveBy(ahead > count / 2 ? ahead - count : ahead);
  };

  const slideStyle = (index: number): CSSProperties => {
    const place = placeOf(index, position, count);
    const followsTheMove = placeOf(index, position - step, count) - step === place;
    return {
      transform: `translateX(calc(${place} * (100% + var(--slide-gap, 0px))))`,
      transition: followsTheMove && speedMs > 0 ? `transform ${speedMs}ms ${EASE_OUT}` : 'none',
    };
  };

  /** Swiping the slides (touch or mouse) moves them; the click that ends a swipe does not follow a link. */
  const trackProps = {
    onPointerDown: (event: PointerEvent) => {
      swipeFrom.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeFrom.current === undefined) return;
      const distance = event.clientX - swipeFrom.current;
      swipeFrom.current = undefined;
      if (Math.abs(distance) < SWIPE_PX) return;
      swiped.current = true;
      moveBy(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipeFrom.current = undefined;
    },
    onClickCapture: (event: MouseEvent) => {
      if (swiped.current) event.preventDefault();
      swiped.current = false;
    },
  };

  return { current: position, next, previous, show, slideStyle, trackProps };
}
