import { z } from 'zod';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../request-bodies/json-depth.ts';
import { textField } from '../text-field.ts';

/**
 * OpenAPI sends an array or object field of a multipart form as JSON text, so the document shows the value the
 * text holds, not the text: a client generated from it writes the JSON the server reads. The text's own limit
 * is dropped from the document, as the value's limits (its items, their lengths) keep well under it.
 */
function documentedAs(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...value } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  });
  return { ...value, maxLength: undefined };
}

/**
 * A multipart field holding JSON (a product's `prices`, `ingredients`, …): its text under the text rule, parsed,
 * then checked by `schema`, whose strings must be `textField`s too (JSON escapes reach what the text rule saw).
 */
export const jsonField = <T extends z.ZodType>(maxLength: number, schema: T) =>
  textField(maxLength)
    .transform((text, context): unknown => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        context.addIssue({ code: 'custom', message: 'nests arrays or objects too deeply', input: text });
        return z.NEVER;
      }
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON text', input: text });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .meta(documentedAs(schema));
