import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/routing';
import { HAS_VISITED_KEY } from 'shared/config/first-visit';
import { paths } from 'shared/config/routes';

/** When the local flag `hasVisited` is absent and the path is `/`, the flag is set and the visitor goes to the splash. */
export function FirstVisitSplash() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (pathname !== paths.home || localStorage.getItem(HAS_VISITED_KEY)) return;
    localStorage.setItem(HAS_VISITED_KEY, 'true');
    navigate(paths.splash, { replace: true });
  }, [pathname, navigate]);

  return null;
}
