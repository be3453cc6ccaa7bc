import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { isTextField } from '../text-field.ts';

/** Where a request schema takes a string that skips the text rule: "body.billing_address.billing_city". */
export function uncheckedText(schema: z.core.$ZodType, path: string, seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const inner = (type: z.core.$ZodType, at = path) => uncheckedText(type, at, seen);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
      return isTextField(schema as z.core.$ZodString) ? [] : [path];
    case 'template_literal':
      return [path];
    case 'object':
      return [
        ...Object.entries(def.shape).flatMap(([name, field]) => inner(field, `${path}.${name}`)),
        ...(def.catchall ? inner(def.catchall, `${path}.*`) : []),
      ];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'tuple':
      return [
        ...def.items.flatMap((item, index) => inner(item, `${path}[${index}]`)),
        ...(def.rest ? inner(def.rest) : []),
      ];
    case 'record':
    case 'map':
      return [...inner(def.keyType, `${path} key`), ...inner(def.valueType, `${path}.*`)];
    case 'set':
      return inner(def.valueType, `${path}[]`);
    case 'union':
      return def.options.flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      // what the client sends is the pipe's input
      return inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
    case 'promise':
      return inner(def.innerType);
    default:
      return [];
  }
}

const requestParts = ['params', 'querystring', 'headers', 'body'] as const;

/**
 * Refuses to build an app in which a route takes client text (in its params, query, headers or body)
 * that skips the shop's text rule: every string must be a `textField`. A route with a bare `z.string()`
 * stops the start (and every test) with the route and the field named.
 */
export const textRuleGuard = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const part of requestParts) {
      const schema: unknown = route.schema?.[part];
      // only the zod schemas are ours; plugins' own JSON schemas (static files) take no client text we store
      if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) continue;
      const unchecked = uncheckedText(schema as z.core.$ZodType, part);
      if (unchecked.length > 0) {
        throw new Error(
          `${String(route.method)} ${route.url} takes text without the shared text rule (use textField): ${unchecked.join(', ')}`,
        );
      }
    }
  });
});
