import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * Under fake timers, lets `showAlert` bring up an alert (typing with `user`) and measures how long, in ms, the
 * alert then stays on screen; a message that never clears measures as Infinity.
 */
export async function alertLifetime(showAlert: (user: UserEvent) => Promise<void>): Promise<number> {
  jest.useFakeTimers();
  try {
    await showAlert(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    screen.getByRole('alert');
    const shownAt = jest.now();
    while (screen.queryByRole('alert')) {
      if (jest.getTimerCount() === 0) return Infinity;
      await act(() => jest.advanceTimersToNextTimerAsync());
    }
    return jest.now() - shownAt;
  } finally {
    jest.useRealTimers();
  }
}
