import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiAnswers } from 'shared/contracts/api-answers';
import { apiDocs } from './plugins/api-docs.ts';
import { startTestShop, type TestShop } from './test/test-shop.ts';

// The front ends' component tests hold the answers they mock to shared/src/contracts/api-answers.ts: this holds that
// table to the routes, by the OpenAPI document each makes of its schemas.

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
  await shop.app.ready();
});
after(() => shop.close());

const calls = Object.entries(apiAnswers).map(([call, answers]) => {
  const [method, url] = call.split(' ') as [string, string];
  return { call, method, url, path: url.replace(/:(\w+)/g, '{$1}'), answers };
});

/** The document of routes that answer as the table says, made as the API makes its own. */
async function tableDocument(): Promise<Document> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(apiDocs);
  for (const { method, url, answers } of calls) {
    app.route({ method, url, schema: { response: answers }, handler: async () => undefined });
  }
  await app.ready();
  try {
    return app.swagger() as unknown as Document;
  } finally {
    await app.close();
  }
}

/** An answer's schema as the document gives it, without the words that explain it. */
const shapeOf = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer), (key, value: unknown) => (key === 'description' ? undefined : value));

const successes = (responses: Record<string, unknown>) =>
  Object.keys(responses).filter((status) => status.startsWith('2'));

test('each call of shared/src/contracts/api-answers.ts answers as its route does, with every success it has', async () => {
  const served = shop.app.swagger() as unknown as Document;
  const declared = await tableDocument();
  for (const { call, method, path, answers } of calls) {
    const route = served.paths[path]?.[method.toLowerCase()];
    assert.ok(route, `${call} is no route of the API`);
    assert.deepEqual(successes(route.responses), successes(answers), `${call}: its successes`);
    const table = declared.paths[path]![method.toLowerCase()]!;
    for (const status of Object.keys(answers)) {
      assert.deepEqual(
        shapeOf(table.responses[status]),
        shapeOf(route.responses[status]),
        `${call} ${status}: the table's schema is not the route's`,
      );
    }
  }
});
