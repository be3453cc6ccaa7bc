import { loadTest, runLoad, type LoadResult } from './api-load.ts';

/**
 * A server-rendered page under load: as kept by the page cache (the same address again and again), and rendered
 * every time (each request a new address, by a query the page ignores).
 */
export async function pageRenderingLoad(pageUrl: string): Promise<{ cached: LoadResult; uncached: LoadResult }> {
  const cached = await loadTest(pageUrl);
  const { pathname } = new URL(pageUrl);
  let request = 0;
  const uncachedOptions = {
    url: pageUrl,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: `${pathname}?bench=${(request += 1)}` }) }],
  };
  await runLoad({ ...uncachedOptions, duration: 1 });
  const uncached = await runLoad({ ...uncachedOptions, duration: 5 });
  return { cached, uncached };
}
