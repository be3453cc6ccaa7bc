import type { KeenSliderPlugin } from 'keen-slider/react';

export interface Autoplay {
  plugin: KeenSliderPlugin;
  /** The shopper's pause button (and reduced motion) holds the slides still. */
  setPaused: (paused: boolean) => void;
}

/**
 * Moves to the next slide every `intervalMs`; stops while the pointer is over
 * the slides (spec: pauses on hover) or while focus is inside them, so nothing
 * slides away from under a keyboard user.
 */
export function createAutoplay(intervalMs: number, startPaused = false): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = startPaused;
  let hovered = false;
  let focused = false;
  let advance = () => {
    // nothing to move until the plugin is attached to a slider
  };

  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    if (!paused && !hovered && !focused) timer = setTimeout(advance, intervalMs);
  };
  const hold = (set: () => void) => () => {
    set();
    schedule();
  };

  const plugin: KeenSliderPlugin = (slider) => {
    const listeners: [string, () => void][] = [
      ['mouseover', hold(() => (hovered = true))],
      ['mouseout', hold(() => (hovered = false))],
      ['focusin', hold(() => (focused = true))],
      ['focusout', hold(() => (focused = false))],
    ];
    advance = () => slider.next();
    slider.on('created', () => {
      for (const [event, listener] of listeners) slider.container.addEventListener(event, listener);
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      stop();
      for (const [event, listener] of listeners) slider.container.removeEventListener(event, listener);
    });
  };

  return {
    plugin,
    setPaused: (next) => {
      paused = next;
      schedule();
    },
  };
}
