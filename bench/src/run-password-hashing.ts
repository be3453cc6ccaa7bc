// `npm run bench:password-hashing -w bench`: another customer's sign-in while one account keeps password changes
// in flight, in this checkout and, with `BENCH_BASELINE=<git ref>`, in that revision, side by side in one run.
import { loadavg } from 'node:os';
import { repoRoot, type ShopProcess } from '../../scripts/testing/shop-process.ts';
import { startBaselineShop } from './baseline-shop.ts';
import {
  benchDatabase,
  passwordHashingLoad,
  type PasswordHashingFigures,
  startApiOnly,
} from './password-hashing-load.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function measure(label: string, start: (database: string) => Promise<ShopProcess>, stop?: () => Promise<void>) {
  const database = await benchDatabase(label.replace(/\W+/g, '_').toLowerCase().slice(0, 30));
  const shop = await start(database);
  try {
    return await passwordHashingLoad(label, shop, database);
  } finally {
    await (stop ?? shop.stop)();
  }
}

const figures: PasswordHashingFigures[] = [];
const ref = process.env.BENCH_BASELINE;
if (ref) {
  let stopBaseline: (() => Promise<void>) | undefined;
  figures.push(
    await measure(
      'baseline',
      async (database) => {
        const baseline = await startBaselineShop(ref, (dir) => startApiOnly(dir, database));
        stopBaseline = () => baseline.remove();
        return baseline.shop;
      },
      () => stopBaseline!(),
    ),
  );
  figures[0]!.label = `baseline ${ref}`;
}
figures.push(await measure('this checkout', (database) => startApiOnly(repoRoot, database)));

for (const { label, aloneMs, besideMs, changes } of figures) {
  console.log(
    `${label}: the other customer's sign-in alone ${ms(median(aloneMs))} (median of ${aloneMs.length}); ` +
      `beside the changes median ${ms(median(besideMs))}, max ${ms(Math.max(...besideMs))} ` +
      `(${besideMs.map(ms).join(', ')}); the changes answered ${JSON.stringify(changes)}`,
  );
}
console.log(
  `Load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
