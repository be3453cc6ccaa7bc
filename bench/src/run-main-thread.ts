// `npm run bench:main-thread -w bench`: only the main-thread work of a cold home and product page, with
// `BENCH_BASELINE=<git ref>` measured against that revision in the same run.
import { uptime, loadavg } from 'node:os';
import { mainThreadPages } from './pages.ts';
import { mainThreadSection } from './main-thread-work.ts';
import { startShop } from './shop-server.ts';

console.log('Starting the shop (npm start; builds any front end that is missing)…');
const shop = await startShop();
try {
  const products = (await (await fetch(`${shop.baseURL}/api/products`)).json()) as { data: { id: number }[] };
  const rows = await mainThreadSection(
    { label: 'this checkout', baseURL: shop.baseURL },
    mainThreadPages(products.data[0]?.id ?? 1),
  );
  for (const row of rows) {
    const verdict = row.error ? ' ERROR' : row.ok === undefined ? '' : row.ok ? ' ok' : ' MISS';
    console.log(`${row.measure}: ${row.value}${row.target ? ` (target ${row.target})` : ''}${verdict}`);
  }
  console.log(
    `Load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}, up ${Math.round(uptime())} s`,
  );
  process.exitCode = rows.every((row) => !row.error && row.ok !== false) ? 0 : 1;
} finally {
  await shop.stop();
}
