import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../remotes/remote-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routeTable } from './route-table.ts';

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page }) => (
        <Route key={path} path={path} element={<RemotePage id={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
