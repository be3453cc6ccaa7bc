import { serverMessage } from 'shared/api/server-errors';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';

/** The `{ status, message }` answer of the account calls that return no data. */
export interface ShopAnswer {
  status: boolean;
  message: string;
}

/**
 * Waits for such a call: null when it succeeded, else what to tell the shopper, the server's own message or,
 * when it gave none or could not be reached, "Something went wrong. Try again!".
 */
export async function failureOf(call: { unwrap: () => Promise<ShopAnswer> }): Promise<string | null> {
  try {
    const answer = await call.unwrap();
    return answer.status ? null : answer.message || ACCOUNT_MESSAGES.somethingWrong;
  } catch (error) {
    return serverMessage(error) ?? ACCOUNT_MESSAGES.somethingWrong;
  }
}
