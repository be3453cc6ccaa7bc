import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** For a file of product form tests: a fresh user for each test. */
export function productFormUser(): () => UserEvent {
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup();
  });
  return () => user;
}

/** A section's entry ("Weight and price 1", "Image 2"). */
export const group = (name: string) => screen.getByRole('group', { name });

export const textbox = (name: string, inside: HTMLElement = document.body) =>
  within(inside).getByRole('textbox', { name });

export const button = (name: string) => screen.getByRole('button', { name });
