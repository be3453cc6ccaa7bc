import { MANY_SHOPPERS_ON_ONE_ADDRESS } from '../../scripts/testing/many-shoppers.ts';
import { startShopProcess, type ShopProcess } from '../../scripts/testing/shop-process.ts';

/** `npm start` (builds what is missing, then the API serving the whole shop) on a free port with a fresh database. */
export function startShop(env: Record<string, string> = {}, cwd?: string): Promise<ShopProcess> {
  return startShopProcess({
    command: ['npm', 'start'],
    cwd,
    tempDirPrefix: 'healthy-grains-bench-',
    // the load's shoppers all come from this one address
    env: () => ({ ...MANY_SHOPPERS_ON_ONE_ADDRESS, ...env }),
    // another checkout builds all its front ends first
    startupTimeoutMs: cwd ? 900_000 : 240_000,
  });
}
