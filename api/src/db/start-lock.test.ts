import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { emptyPostgres, onPostgres, testDatabaseUrl } from '../test/test-shop.ts';
import { openDatabase } from './open-database.ts';
import { products } from './schema.ts';
import { seedCatalog } from './seed/seed-catalog.ts';

describe(
  'instances starting together on one empty PostgreSQL',
  { skip: !onPostgres && 'runs on the PostgreSQL pass' },
  () => {
    test('migrate it once and seed it once', async () => {
      const url = testDatabaseUrl();
      await emptyPostgres(url);
      const instances = await Promise.all([
        openDatabase({ kind: 'postgres', url }),
        openDatabase({ kind: 'postgres', url }),
      ]);
      try {
        const seeded = await Promise.all(instances.map(({ db, exclusively }) => exclusively(() => seedCatalog(db))));
        assert.deepEqual(seeded.sort(), [false, true]);
        const names = (await instances[0].db.select({ name: products.name }).from(products)).map(({ name }) => name);
        assert.ok(names.length > 0);
        assert.equal(new Set(names).size, names.length, 'no product was seeded twice');
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    });
  },
);
