import { useEffect, useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'shared/routing';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { notFoundPageShown } from 'shared/store/ui-slice';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { AdminOnly } from './admin-only.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { findRoute, type RouteEntry } from './route-table.ts';
import { SignedInOnly } from './signed-in-only.tsx';

const guarded = (access: RouteEntry['access'], page: ReactNode) => {
  if (access === 'signed-in') return <SignedInOnly>{page}</SignedInOnly>;
  if (access === 'admin') return <AdminOnly>{page}</AdminOnly>;
  return page;
};

/**
 * A route's page. Where the server found the page's subject missing (a product id) it answered 404 with the
 * not-found page, for crawlers and browsers without JavaScript; the browser attaches to that page, then shows
 * the route's own, which does what the page does on a failed load (a product leads to the product list).
 */
function RoutePage({ entry: { page, access } }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const notFoundOnServer = useAppSelector((state) => state.ui.notFoundPath === pathname);
  useEffect(() => {
    if (notFoundOnServer) dispatch(notFoundPageShown());
  }, [notFoundOnServer, dispatch]);
  return notFoundOnServer ? <NotFoundPage /> : guarded(access, <RemoteModule id={page} />);
}

/**
 * Gives React Router only the route of the current address (and the not-found fallback): with the whole table it
 * ranked and matched every route, compiling a regular expression for each, on each render. The route is found
 * once per address, in the table's order, as the server finds it.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const entry = useMemo(() => findRoute(pathname), [pathname]);
  return (
    <Routes>
      {entry && <Route path={entry.path} element={<RoutePage entry={entry} />} />}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
