import { startShopProcess, type ShopProcess } from '../../scripts/testing/shop-process.ts';

/** `npm start` (builds what is missing, then the API serving the whole shop) on a free port with a fresh database. */
export function startShop(env: Record<string, string> = {}): Promise<ShopProcess> {
  return startShopProcess({
    command: ['npm', 'start'],
    tempDirPrefix: 'healthy-grains-bench-',
    env: () => env,
    startupTimeoutMs: 240_000,
  });
}
