import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'shared/routing';

/**
 * Goes to `path` `delayMs` after it is set (the screens' redirect delays); null waits. Once per path set: the
 * router's `navigate` changes with every move, and a component that stays mounted (a widget of the shell's) would
 * otherwise be sent back to `path` after each move the shopper makes. A shopper who moves elsewhere before the
 * delay is over stays there: the redirect was for the page they left.
 */
export function useDelayedNavigation(path: string | null, delayMs: number) {
  const navigate = useNavigate();
  const { key: here } = useLocation();
  const locationNow = useEffectEvent(() => here);
  const goUnlessMoved = useEffectEvent((to: string, setOn: string) => {
    if (here === setOn) navigate(to);
  });
  useEffect(() => {
    if (path === null) return;
    const setOn = locationNow();
    const timer = setTimeout(() => goUnlessMoved(path, setOn), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs]);
}
