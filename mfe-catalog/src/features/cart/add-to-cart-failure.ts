/** Spec, section 8: what a failed "Add to Cart" says. */
export const ADD_TO_CART_MESSAGES = {
  unreachable: 'Unable to connect to the server. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The server's message; no answer at all: "Unable to connect…"; anything else: "An unexpected error…". */
export function addToCartFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('data' in error && typeof error.data === 'object' && error.data !== null && 'message' in error.data) {
      const { message } = error.data;
      if (typeof message === 'string' && message) return message;
    }
    if ('status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
      return ADD_TO_CART_MESSAGES.unreachable;
    }
  }
  return ADD_TO_CART_MESSAGES.unexpected;
}
