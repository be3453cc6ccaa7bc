import { Route, Routes } from 'react-router-dom';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routeTable } from './route-table.ts';
import { SignedInOnly } from './signed-in-only.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page, access }) => (
        <Route
          key={path}
          path={path}
          element={
            access === 'signed-in' ? (
              <SignedInOnly>
                <RemoteModule id={page} />
              </SignedInOnly>
            ) : (
              <RemoteModule id={page} />
            )
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
