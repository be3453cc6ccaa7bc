import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'shared/routing';

/**
 * Goes to `path` `delayMs` after it is set (the spec's redirect delays); null waits. Once per path set: the
 * router's `navigate` changes with every move, and a component that stays mounted (a widget of the shell's) would
 * otherwise be sent back to `path` after each move the shopper makes. A shopper who moves elsewhere before the
 * delay is over stays there: the redirect was for the page they left.
 */
export function useDelayedNavigation(path: string | null, delayMs: number) {
  const navigate = useNavigate();
  const { key: here } = useLocation();
  const go = useEffectEvent((to: string) => navigate(to));
  const setOn = useRef<{ path: string; location: string } | null>(null);
  useEffect(() => {
    if (path === null) {
      setOn.current = null;
      return;
    }
    if (setOn.current?.path !== path) setOn.current = { path, location: here };
    if (setOn.current.location !== here) return;
    const timer = setTimeout(() => go(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, here]);
}
