import type { PageRenderJob, PageRenderResult } from 'shared/contracts/page-rendering';

/**
 * The task a worker of the API's pool runs (the file's default export). The dynamic import is the async
 * boundary: the federation runtime sets up the shared singletons before the renderer's imports run.
 */
export default async function renderInWorker({ startedAt, ...task }: PageRenderJob): Promise<PageRenderResult> {
  Atomics.store(startedAt, 0, BigInt(Date.now()));
  const { renderPage } = await import('./render-page.tsx');
  return renderPage(task);
}
