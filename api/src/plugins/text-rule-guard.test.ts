import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField, textField } from '../text-field.ts';
import { textRuleGuard } from './text-rule-guard.ts';

/** An app with the guard and one route taking `schema` in the given part of the request. */
async function appWithRoute(part: 'body' | 'querystring' | 'params' | 'headers', schema: z.ZodType) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(textRuleGuard);
  await app.register(async (routes) => {
    routes
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/test/:name', { schema: { [part]: schema } }, async () => ({}));
  });
  return app;
}

test('a route that takes a bare z.string() anywhere in its request stops the app from starting, naming the field', async () => {
  const cases: [part: 'body' | 'querystring' | 'params' | 'headers', schema: z.ZodType, field: string][] = [
    ['body', z.object({ name: z.string() }), 'body.name'],
    ['body', z.object({ address: z.object({ city: z.string().max(100).optional() }) }), 'body.address.city'],
    ['body', z.array(z.object({ note: z.string().nullable().default('') })), 'body[].note'],
    ['body', z.object({ id: z.union([idField, z.string()]) }), 'body.id'],
    ['body', z.object({ email: z.email() }), 'body.email'],
    ['body', z.object({ tags: z.record(z.string(), idField) }), 'body.tags key'],
    ['querystring', z.object({ search: z.string() }), 'querystring.search'],
    ['params', z.object({ name: z.string() }), 'params.name'],
    ['headers', z.looseObject({ 'x-token': z.string().optional() }), 'headers.x-token'],
  ];
  for (const [part, schema, field] of cases) {
    await assert.rejects(
      async () => (await appWithRoute(part, schema)).ready(),
      (error: Error) => {
        assert.match(error.message, /^POST \/api\/test\/:name takes text without the shared text rule/);
        assert.ok(error.message.endsWith(`: ${field}`), error.message);
        return true;
      },
      field,
    );
  }
});

test('text fields pass the guard, wrapped in optional, default, nullable, pipe, union or array', async () => {
  const app = await appWithRoute(
    'body',
    z.object({
      name: textField(50),
      note: textField(200).nullable().default(''),
      email: textField(254).pipe(z.email()),
      country: z.union([idField, textField(50)]),
      lines: z.array(z.object({ label: textField(20).optional().describe('a label') })),
      count: idField,
      kind: z.enum(['a', 'b']),
    }),
  );
  await app.ready();
  await app.close();
});
