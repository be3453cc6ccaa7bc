import { type ShopProcess, startShopProcess } from '../../../scripts/testing/shop-process.ts';
import { MANY_SHOPPERS_ON_ONE_ADDRESS } from '../../../scripts/testing/many-shoppers.ts';
import { startTcpProxy, type TcpProxy } from '../../../scripts/testing/tcp-proxy.ts';
import { openTestDatabase, testDatabaseUrl } from './test-shop.ts';

export type ShopBehindProxy = {
  /** between the shop and PostgreSQL: the test cuts and restores it */
  proxy: TcpProxy;
  shop: ShopProcess;
  /** the test database itself, not through the proxy */
  databaseUrl: URL;
};

/**
 * The shop as `npm start` runs it, a real process on the test's PostgreSQL, reaching the database through a proxy
 * the test can cut: only a real process shows what a dropped connection does to it.
 */
export async function startShopBehindProxy({
  tempDirPrefix,
  applicationName,
}: {
  tempDirPrefix: string;
  /** names the shop's connections in pg_stat_activity */
  applicationName?: string;
}): Promise<ShopBehindProxy> {
  // migrated before the shop starts
  await (await openTestDatabase()).close();
  const databaseUrl = new URL(testDatabaseUrl());
  const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  const throughProxy = new URL(databaseUrl);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  if (applicationName) throughProxy.searchParams.set('application_name', applicationName);
  try {
    const shop = await startShopProcess({
      command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
      tempDirPrefix,
      // its shoppers all come from this one address
      env: () => ({ DATABASE_URL: throughProxy.href, ...MANY_SHOPPERS_ON_ONE_ADDRESS }),
      startupTimeoutMs: 60_000,
    });
    return { proxy, shop, databaseUrl };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
