import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

/** A character the text rule counts as one is at most 4 bytes of UTF-8 (an emoji), as JSON.stringify sends it. */
const BYTES_PER_CHARACTER = 4;
/** `-1.2345678901234567e+308`: the longest a JSON number prints */
const NUMBER_BYTES = 24;

const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

/** Bytes of the longest JSON a value of `schema` can be written in, without spaces; Infinity when unbounded. */
function largestJson(schema: JsonSchema | boolean | undefined): number {
  if (typeof schema !== 'object') return Infinity;
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_CHARACTER;
  if (schema.enum) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length * BYTES_PER_CHARACTER));
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return Math.max(...options.map(largestJson));
  const types = [schema.type].flat();
  if (types.length === 0 || types[0] === undefined) return Infinity;
  return Math.max(...types.map((type) => largestOfType(schema, type)));
}

function largestOfType(schema: JsonSchema, type: string | undefined): number {
  switch (type) {
    case 'null':
      return 4;
    case 'boolean':
      return 5;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'string':
      return schema.maxLength === undefined ? Infinity : 2 + schema.maxLength * BYTES_PER_CHARACTER;
    case 'array': {
      const prefix = (schema.prefixItems ?? []).map(largestJson);
      const rest = schema.maxItems === undefined ? Infinity : Math.max(0, schema.maxItems - prefix.length);
      const items = rest === 0 ? 0 : rest * largestJson(schema.items);
      // brackets and a comma after each item
      return 2 + sum(prefix) + items + (schema.maxItems ?? Infinity);
    }
    case 'object': {
      // unknown keys are dropped, so a valid payload holds the known ones; a catch-all schema has no bound
      if (typeof schema.additionalProperties === 'object') return Infinity;
      const fields = Object.entries(schema.properties ?? {}).map(
        ([name, field]) => JSON.stringify(name).length + 2 + largestJson(field),
      );
      return 2 + sum(fields);
    }
    default:
      return Infinity;
  }
}

/**
 * The longest valid JSON body of a route's zod body schema, from the JSON Schema its documentation is built
 * from; Infinity for one with no bound (an array without a maximum length, free text, a transform).
 */
export function largestPayloadBytes(body: z.ZodType): number {
  try {
    return largestJson(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  } catch {
    return Infinity;
  }
}
