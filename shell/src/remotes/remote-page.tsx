import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { RemotePageId } from '../routes/remote-pages.ts';
import { RemoteBoundary } from './remote-boundary.tsx';
import { forgetPage, loadPage } from './page-loader.ts';

/** A page of a remote, loaded lazily inside its own boundary; "Try again" loads it afresh. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so a retry really loads again.
  const Page = useMemo(() => lazy(() => loadPage(id)), [id, attempt]);

  const retry = () => {
    forgetPage(id);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
