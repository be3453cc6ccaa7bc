import { useEffect } from 'react';
import { useLocation } from 'shared/routing';

/** The view scrolls to the top on every route change, and on a new query (the product list's next page). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
