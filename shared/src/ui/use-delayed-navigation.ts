import { useEffect } from 'react';
import { useNavigate } from 'shared/routing';

/** Goes to `path` `delayMs` after it is set (the spec's redirect delays); null waits. */
export function useDelayedNavigation(path: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (path === null) return;
    const timer = setTimeout(() => navigate(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
