import fc from 'fast-check';
import {
  hostileJson,
  hostileNumber,
  hostileText,
  oversizeText,
  POLLUTING_KEYS,
  pollutingObjects,
} from './hostile-values.ts';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that the API's documents use. */
export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

/**
 * How a value is made: `valid` keeps to the schema (with values that look like the shop's own, so handlers get
 * past validation); `hostile` swaps any part of it, now and then, for a value of the wrong kind, size or shape.
 */
export type Mood = 'valid' | 'hostile';

const TEXT_LIKE_THE_SHOPS = fc.constantFrom('Asha', 'Rao', 'Bengaluru', 'Karnataka', 'India', 'Multigrain', 'HEALTH10');

/** Values a field of this name usually holds in the shop, when its schema says no more than "text". */
function textNamed(name: string, maxLength: number): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  const fitting = (arbitrary: fc.Arbitrary<string>) => arbitrary.filter((text) => text.length <= maxLength);
  if (lower.includes('email')) {
    return fitting(fc.oneof(fc.constantFrom('asha.rao@example.in', 'admin@healthygrains.example'), fc.emailAddress()));
  }
  if (lower.includes('password')) return fitting(fc.constantFrom('Millet#2024', 'short', 'Ragi&Jowar99'));
  if (lower.includes('date')) {
    return fitting(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));
  }
  if (lower.includes('pincode')) return fitting(fc.stringMatching(/^[1-9]\d{5}$/));
  if (lower.includes('contact_no') || lower.includes('mobile'))
    return fitting(fc.constantFrom('+919876543210', '98765'));
  if (lower.includes('code')) return fitting(fc.stringMatching(/^[A-Z0-9]{8}$/));
  if (lower.includes('status'))
    return fitting(fc.constantFrom('0', '1', 'Placed', 'Shipped', 'Delivered', 'Cancelled'));
  if (lower.includes('price') || lower.includes('amount') || lower.includes('discount')) {
    return fitting(fc.constantFrom('0', '10', '99.50', '120'));
  }
  if (lower.includes('id')) return fitting(fc.integer({ min: 1, max: 30 }).map(String));
  return fitting(fc.oneof(TEXT_LIKE_THE_SHOPS, fc.string({ maxLength: Math.min(maxLength, 30) })));
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 1_000;
  if (schema.format === 'binary') return fc.string({ maxLength: 20 });
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= maxLength);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter((text) => text.length <= maxLength);
  }
  return textNamed(name, maxLength);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  const min = (schema.minimum ?? -1_000_000) + (exclusiveMin ? 1 : 0);
  const max = (schema.maximum ?? 1_000_000) - (exclusiveMax ? 1 : 0);
  // small values mostly: they are the ids, quantities and prices that exist
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 30), min) });
  if (integer) return fc.oneof({ weight: 4, arbitrary: small }, fc.integer({ min, max }));
  return fc.oneof(
    { weight: 3, arbitrary: small },
    fc.double({ min, max, noNaN: true }).map((value) => Math.round(value * 100) / 100),
  );
}

function objectOf(schema: JsonSchema, mood: Mood): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [name, valueOf(field, mood, name)]),
  );
  const record = fc.record(fields, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
  if (mood === 'valid') return record;
  // a hostile object may also lack what is required, or carry keys of its own, polluting ones included
  // seldom: a JSON body with a polluting key stops at Fastify's parser, before the schema and the handler
  const extraKey = fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 10 }) }, fc.constantFrom(...POLLUTING_KEYS));
  return fc
    .tuple(
      fc.oneof(record, fc.record(fields, { requiredKeys: [] })),
      fc.array(fc.tuple(extraKey, hostileJson), { maxLength: 3 }),
    )
    .map(([some, extra]) => ({ ...some, ...Object.fromEntries(extra) }));
}

function validValue(schema: JsonSchema, mood: Mood, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueOf(option, mood, name)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema, mood, name);
  switch (schema.type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, mood, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, mood);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Wrong for this schema in particular: just over its length or range, a fraction for an integer, or any JSON. */
function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const specific: fc.Arbitrary<unknown>[] = [hostileJson];
  if (schema.type === 'string') specific.push(hostileText, oversizeText(schema.maxLength ?? 1_000));
  if (schema.type === 'integer' || schema.type === 'number') {
    const edges = [schema.maximum, schema.minimum].filter((edge) => edge !== undefined);
    specific.push(hostileNumber, fc.constantFrom(0.5, ...edges.flatMap((edge) => [edge - 1, edge + 1, edge + 0.5])));
  }
  if (schema.type === 'object') specific.push(pollutingObjects);
  return fc.oneof(...specific);
}

/** A value as text is sent: as it is when it is text, otherwise as JSON (nothing for `undefined`). */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : ((JSON.stringify(value) as string | undefined) ?? '');

/** Values for a JSON schema, in the given mood; `name` is the field's, a hint of what valid text looks like. */
export function valueOf(schema: JsonSchema, mood: Mood, name = ''): fc.Arbitrary<unknown> {
  const valid = validValue(schema, mood, name);
  const value = schema.nullable ? fc.oneof({ weight: 5, arbitrary: valid }, fc.constant(null)) : valid;
  if (mood === 'valid') return value;
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: hostileValue(schema) });
}
