import { textProblem } from 'shared/contracts/text-rule';
import { z } from 'zod';

/** The checks `textField` puts on its strings, so the route guard can tell a text field from a bare `z.string()`. */
const textRuleChecks = new WeakSet<object>();

/**
 * Text a client sends, under the shop's one text rule (shared/contracts/text-rule): well-formed Unicode
 * without U+0000, at most `maxLength` characters counted as the database counts them. `message`, when
 * given, answers every way the field can be wrong (a form that has one message for its field).
 */
export function textField(maxLength: number, { message }: { message?: string } = {}) {
  const rule = z.superRefine<string>((text, context) => {
    const problem = textProblem(text, maxLength);
    if (problem) context.addIssue({ code: 'custom', message: message ?? problem, input: text });
  });
  textRuleChecks.add(rule);
  // JSON Schema counts maxLength in code points too, so the API's documentation states the same limit
  return z
    .string(message ? { error: message } : undefined)
    .check(rule)
    .meta({ maxLength });
}

/** Whether a string schema is a `textField` (or a copy of one, such as `.describe()` makes). */
export const isTextField = (schema: z.core.$ZodString) =>
  schema._zod.def.checks?.some((check) => textRuleChecks.has(check)) ?? false;

/**
 * How the API's document describes an e-mail field. The server takes plain addresses only (a dot-atom local
 * part, `@`, an ASCII domain name: shared/contracts/email-address), narrower than JSON Schema's `email` format.
 */
export const EMAIL_IN_DOCS = {
  format: 'email',
  description: 'A plain address: a dot-atom local part, @, and an ASCII domain name (no display name or quotes)',
};

/** A database id sent by a client: a positive whole number that fits the id column. */
export const idField = z
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(2_147_483_647, { error: 'must be a positive whole number' });
