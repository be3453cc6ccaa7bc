import type { KeenSliderInstance } from 'keen-slider/react';
import { createAutoplay } from '../autoplay.ts';

/** Just enough of a keen-slider for the plugin: events, `next` and the container. */
function aSlider() {
  const handlers = new Map<string, () => void>();
  const slider = {
    container: document.createElement('div'),
    next: jest.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
  };
  const emit = (event: string) => handlers.get(event)?.();
  return { slider, emit };
}

function startAutoplay(startPaused = false) {
  const autoplay = createAutoplay(4000, startPaused);
  const { slider, emit } = aSlider();
  autoplay.plugin(slider as unknown as KeenSliderInstance);
  emit('created');
  return { autoplay, slider, emit };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the next slide shows after 4000 ms, not before', () => {
  const { slider } = startAutoplay();
  jest.advanceTimersByTime(3999);
  expect(slider.next).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(slider.next).toHaveBeenCalledTimes(1);
});

test('it keeps going after each slide has arrived', () => {
  const { slider, emit } = startAutoplay();
  jest.advanceTimersByTime(4000);
  emit('animationEnded');
  jest.advanceTimersByTime(4000);
  expect(slider.next).toHaveBeenCalledTimes(2);
});

test('hovering the slides pauses it and leaving them resumes it', () => {
  const { slider } = startAutoplay();
  slider.container.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  jest.advanceTimersByTime(10_000);
  expect(slider.next).not.toHaveBeenCalled();
  slider.container.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
  jest.advanceTimersByTime(4000);
  expect(slider.next).toHaveBeenCalledTimes(1);
});

test('focus inside the slides pauses it', () => {
  const { slider } = startAutoplay();
  slider.container.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  jest.advanceTimersByTime(10_000);
  expect(slider.next).not.toHaveBeenCalled();
});

test('the pause button holds it until play is pressed', () => {
  const { autoplay, slider } = startAutoplay();
  autoplay.setPaused(true);
  jest.advanceTimersByTime(10_000);
  expect(slider.next).not.toHaveBeenCalled();
  autoplay.setPaused(false);
  jest.advanceTimersByTime(4000);
  expect(slider.next).toHaveBeenCalledTimes(1);
});

test('a slider that starts paused (reduced motion) does not move', () => {
  const { slider } = startAutoplay(true);
  jest.advanceTimersByTime(10_000);
  expect(slider.next).not.toHaveBeenCalled();
});

test('a destroyed slider is not moved and no longer listens', () => {
  const { slider, emit } = startAutoplay();
  emit('destroyed');
  slider.container.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
  jest.advanceTimersByTime(10_000);
  expect(slider.next).not.toHaveBeenCalled();
});
