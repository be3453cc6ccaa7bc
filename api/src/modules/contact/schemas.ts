import type { ContactMessage } from 'shared/contracts/contact';
import { z } from 'zod';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';

/** The most a contact call may send: far above what the form's limits allow, even with every character escaped. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Only the types are checked here (each field a string, when sent); which fields must be filled, their
 * formats and the messages are `contactProblem()`'s, shared with the form. Unknown fields are dropped.
 */
const field = textField(CONTACT_BODY_LIMIT_BYTES).optional();

export const contactBody = z
  .object({
    first_name: field,
    last_name: field,
    email: field.meta(EMAIL_IN_DOCS),
    contact_no: field,
    message: field,
  })
  // the fields `contactProblem()` requires, as the document states them
  .meta({ required: ['first_name', 'last_name', 'email', 'contact_no'] }) satisfies z.ZodType<Partial<ContactMessage>>;

export { messageResponse as contactResponse } from 'shared/contracts/envelope';
