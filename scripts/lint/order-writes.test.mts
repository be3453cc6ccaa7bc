/**
 * One owner for an order's life: only api/src/modules/orders/ writes the `orders` table and its lines
 * (`order_items`). Checkout, payment, the back office and the password links call its named writes
 * (`place-order.ts`, `mark-order-paid.ts`, ...), so each rule about an order's state sits in one place.
 * Run by `npm run lint` with node:test; it reads the api's source, tests and test helpers left out.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const ordersModule = 'api/src/modules/orders/';

/** The ways the api writes a table: through Drizzle by the schema's name, or in SQL by the table's. */
const orderWritePatterns: readonly { pattern: RegExp; example: string }[] = [
  { pattern: /\.(?:insert|update|delete)\(\s*(?:orders|orderItems)\s*\)/g, example: 'await tx.update(orders)' },
  {
    pattern: /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?(?:orders|order_items)\b(?!-)/gi,
    example: 'sql`UPDATE "orders" SET user_id = ${id}`',
  },
];

/** Each write of an order in `source`, as `file:line: the write`. */
function orderWrites(file: string, source: string): string[] {
  return orderWritePatterns.flatMap(({ pattern }) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `${file}:${line}: ${match[0].replaceAll(/\s+/g, ' ')}`;
    }),
  );
}

/** The api's own source files outside the orders module, relative to the repository's root. */
function sourceOutsideOrders(): string[] {
  return readdirSync(path.join(root, 'api/src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('api/src', file.split(path.sep).join('/')))
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !/\.test\.[cm]?[jt]s$/.test(file))
    .filter((file) => !file.startsWith('api/src/test/') && !file.startsWith(ordersModule));
}

test('each pattern catches its example, named by file and line', () => {
  for (const { pattern, example } of orderWritePatterns) {
    assert.deepEqual(orderWrites('api/src/modules/example.ts', `// one\n${example}\n`), [
      `api/src/modules/example.ts:2: ${example.match(pattern)![0]}`,
    ]);
  }
  const spread = 'await db\n  .insert( orderItems )\n  .values(lines);\ndb.execute(sql`DELETE FROM\n  order_items`);';
  assert.deepEqual(orderWrites('api/src/db/example.ts', spread), [
    'api/src/db/example.ts:2: .insert( orderItems )',
    'api/src/db/example.ts:4: DELETE FROM order_items',
  ]);
});

test('reads of orders and writes of other tables pass', () => {
  const reads = [
    'await db.select().from(orders).where(eq(orders.id, orderId));',
    'await tx.update(carts).set({ couponId: null });',
    'await tx.insert(paymentEvents).values(event);',
    'sql`SELECT * FROM orders WHERE session_id = ${sessionId}`;',
    'sql`UPDATE order_counts SET placed = placed + 1`;',
    "import { claimGuestOrders } from '../orders/claim-guest-orders.ts';",
  ];
  for (const source of reads) assert.deepEqual(orderWrites('api/src/modules/example.ts', source), [], source);
});

test('no api source outside the orders module writes an order or its lines', () => {
  const found = sourceOutsideOrders().flatMap((file) => orderWrites(file, readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(
    found,
    [],
    `Only ${ordersModule} writes orders and order_items; call its named writes instead:\n${found.join('\n')}`,
  );
});
