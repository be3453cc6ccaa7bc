import { Suspense, useContext, useState, type ReactNode } from 'react';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { RemoteModuleId } from '../routes/remote-modules.ts';
import { RemoteBoundary } from './remote-boundary.tsx';
import { PageSourceContext } from './page-source.ts';

interface RemoteModuleProps {
  id: RemoteModuleId;
  /** shown while the module loads; pages show a spinner, widgets nothing */
  fallback?: ReactNode;
}

/** A remote's page or widget, loaded lazily inside its own boundary; "Try again" loads it afresh. */
export function RemoteModule({ id, fallback = <Spinner label="Loading" /> }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const { lazyPage, forgetPage } = useContext(PageSourceContext);
  const Module = lazyPage(id);

  const retry = () => {
    forgetPage(id);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={fallback}>
        {/* eslint-disable-next-line react-hooks/static-components -- one per module (lazyPage), not per render; anew only after a retry, which remounts */}
        <Module />
      </Suspense>
    </RemoteBoundary>
  );
}
