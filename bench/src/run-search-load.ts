// `npm run bench:search-load -w bench`: only the bench's search load on the embedded database at 10,000 products,
// with `BENCH_BASELINE=<git ref>` measured against that revision in the same run.
import { searchLoadSection } from './search-load.ts';

console.log('Searching a shop of 10,000 products on the embedded database while a shopper reads her cart…');
const rows = await searchLoadSection();
for (const row of rows) {
  const verdict = row.ok === undefined ? '' : row.ok ? ' ok' : ' MISS';
  console.log(`${row.measure}: ${row.value}${row.target ? ` (target ${row.target})` : ''}${verdict}`);
}
process.exitCode = rows.every((row) => row.ok !== false) ? 0 : 1;
