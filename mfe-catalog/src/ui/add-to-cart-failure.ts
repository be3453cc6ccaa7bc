import { failureMessage } from 'shared/api/server-errors';

/** What a failed "Add to Cart" says. */
export const ADD_TO_CART_MESSAGES = {
  unreachable: 'Unable to connect to the server. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The server's message; no answer at all: "Unable to connect…"; anything else: "An unexpected error…". */
export const addToCartFailure = (error: unknown): string =>
  failureMessage(error, ADD_TO_CART_MESSAGES.unexpected, ADD_TO_CART_MESSAGES.unreachable);
