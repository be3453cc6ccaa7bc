import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAppSelector } from 'shared/store/hooks';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { AdminOnly } from './admin-only.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routeTable, type RouteEntry } from './route-table.ts';
import { SignedInOnly } from './signed-in-only.tsx';

const guarded = (access: RouteEntry['access'], page: ReactNode) => {
  if (access === 'signed-in') return <SignedInOnly>{page}</SignedInOnly>;
  if (access === 'admin') return <AdminOnly>{page}</AdminOnly>;
  return page;
};

/** A route's page, or the not-found page where the server found the page's subject missing (a product id). */
function RoutePage({ entry: { page, access } }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const notFound = useAppSelector((state) => state.ui.notFoundPath === pathname);
  return notFound ? <NotFoundPage /> : guarded(access, <RemoteModule id={page} />);
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<RoutePage entry={entry} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
