import { Route, Routes } from 'react-router-dom';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routeTable } from './route-table.ts';

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page }) => (
        <Route key={path} path={path} element={<RemoteModule id={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
