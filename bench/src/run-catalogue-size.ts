// `npm run bench:catalogue-size -w bench`: only the bench's catalogue-size step (a shop on PostgreSQL with
// BENCH_CATALOGUE_PRODUCTS products and BENCH_CATALOGUE_COMBOS combos).
import { catalogueSizeSection } from './catalogue-size.ts';

console.log('Growing a shop on PostgreSQL to a large catalogue…');
const rows = await catalogueSizeSection();
for (const row of rows) {
  const verdict = row.ok === undefined ? '' : row.ok ? ' ok' : ' MISS';
  console.log(`${row.measure}: ${row.value}${row.target ? ` (target ${row.target})` : ''}${verdict}`);
}
process.exitCode = rows.every((row) => row.ok !== false) ? 0 : 1;
