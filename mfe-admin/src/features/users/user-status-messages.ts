/** A user's status change that fails. */
export const USER_STATUS_MESSAGES = {
  failed: 'Failed to update status.',
  unreachable: 'Something went wrong, Try again!',
} as const;
