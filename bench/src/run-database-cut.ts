// `npm run bench:database-cut -w bench`: only the bench's load with faults (200 shoppers, PostgreSQL cut for 5 s).
import { databaseCutLoad } from './database-cut-load.ts';

const shoppers = Number(process.env.BENCH_CUT_SHOPPERS || 200);
console.log(`${shoppers} shoppers check out and pay while the database connection is cut…`);
const { rows, problems } = await databaseCutLoad(shoppers);
for (const row of rows) {
  const verdict = row.ok === undefined ? '' : row.ok ? ' ok' : ' MISS';
  console.log(`${row.measure}: ${row.value}${row.target ? ` (target ${row.target})` : ''}${verdict}`);
}
for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
process.exitCode = rows.every((row) => row.ok !== false) ? 0 : 1;
