import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'shared/routing';

/**
 * Goes to `path` `delayMs` after it is set (the spec's redirect delays); null waits. Once per path set: the
 * router's `navigate` changes with every move, and a component that stays mounted (a widget of the shell's) would
 * otherwise be sent back to `path` after each move the shopper makes.
 */
export function useDelayedNavigation(path: string | null, delayMs: number) {
  const navigate = useNavigate();
  const go = useEffectEvent((to: string) => navigate(to));
  useEffect(() => {
    if (path === null) return;
    const timer = setTimeout(() => go(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs]);
}
