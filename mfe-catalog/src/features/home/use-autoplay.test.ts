import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { useAutoplay } from './use-autoplay.ts';

const INTERVAL_MS = 4000;
const ARRIVAL_MS = 2000;

function startAutoplay({ paused = false } = {}) {
  const next = jest.fn();
  const hook = renderHook(
    ({ current, paused }: { current: number; paused: boolean }) =>
      useAutoplay(next, { current, intervalMs: INTERVAL_MS, arrivalMs: ARRIVAL_MS, paused }),
    { initialProps: { current: 0, paused } },
  );
  return { next, ...hook };
}

const leaving = { currentTarget: document.createElement('div'), relatedTarget: null } as unknown as FocusEvent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the next slide shows after 4000 ms, not before', () => {
  const { next } = startAutoplay();
  act(() => jest.advanceTimersByTime(INTERVAL_MS - 1));
  expect(next).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(next).toHaveBeenCalledTimes(1);
});

test('it keeps going, counting each interval from when the slide has arrived', () => {
  const { next, rerender } = startAutoplay();
  act(() => jest.advanceTimersByTime(INTERVAL_MS));
  rerender({ current: 1, paused: false });
  act(() => jest.advanceTimersByTime(ARRIVAL_MS + INTERVAL_MS - 1));
  expect(next).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1));
  expect(next).toHaveBeenCalledTimes(2);
});

type Handlers = ReturnType<typeof startAutoplay>['result']['current'];

test.each<[string, (handlers: Handlers) => void, (handlers: Handlers) => void]>([
  ['hovering the slides pauses it and leaving them resumes it', (h) => h.onMouseEnter(), (h) => h.onMouseLeave()],
  ['focus inside the slides pauses it until it leaves them', (h) => h.onFocus(), (h) => h.onBlur(leaving)],
])('%s', (_name, pause, resume) => {
  const { next, result } = startAutoplay();
  act(() => pause(result.current));
  act(() => jest.advanceTimersByTime(10_000));
  expect(next).not.toHaveBeenCalled();
  act(() => resume(result.current));
  act(() => jest.advanceTimersByTime(INTERVAL_MS));
  expect(next).toHaveBeenCalledTimes(1);
});

test('the pause button holds it until play is pressed', () => {
  const { next, rerender } = startAutoplay();
  rerender({ current: 0, paused: true });
  act(() => jest.advanceTimersByTime(10_000));
  expect(next).not.toHaveBeenCalled();
  rerender({ current: 0, paused: false });
  act(() => jest.advanceTimersByTime(INTERVAL_MS));
  expect(next).toHaveBeenCalledTimes(1);
});

test('a carousel that starts paused (reduced motion) does not move', () => {
  const { next } = startAutoplay({ paused: true });
  act(() => jest.advanceTimersByTime(10_000));
  expect(next).not.toHaveBeenCalled();
});

test('a carousel no longer shown is not moved', () => {
  const { next, unmount } = startAutoplay();
  unmount();
  act(() => jest.advanceTimersByTime(10_000));
  expect(next).not.toHaveBeenCalled();
});
