import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
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

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page, access }) => (
        <Route key={path} path={path} element={guarded(access, <RemoteModule id={page} />)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
