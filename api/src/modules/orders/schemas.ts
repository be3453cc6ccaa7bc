import { z } from 'zod';
import { textField } from '../../text-field.ts';

/** The authorization header the orders calls need; a missing one is answered 401 by the handler. */
export const bearerHeaders = z.looseObject({
  authorization: textField(1000).optional().describe('Bearer <token> of a signed-in customer'),
});

export { cancelOrderResponse, orderListResponse, orderResponse } from 'shared/contracts/order-answers';
