import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Spinner } from 'shared/ui/spinner.tsx';
import { RemoteBoundary } from './remote-boundary.tsx';
import { resetRemote } from './register-remotes.ts';
import type { RemotePageId } from '../routes/remote-pages.ts';

interface PageModule {
  default: ComponentType;
}

async function loadPage(id: RemotePageId): Promise<PageModule> {
  const module = await loadRemote<PageModule>(id);
  if (!module?.default) throw new Error(`Remote module "${id}" has no default page`);
  return module;
}

/** A page of a remote, loaded lazily inside its own boundary; "Try again" loads it afresh. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so a retry really loads again.
  const Page = useMemo(() => lazy(() => loadPage(id)), [id, attempt]);

  const retry = () => {
    resetRemote(id.split('/')[0]!);
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
