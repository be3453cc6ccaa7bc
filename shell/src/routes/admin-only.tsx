import type { ReactNode } from 'react';
import { Navigate } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';

/** An admin screen sends a visitor without the stored admin token (a_token) to /; its remote is not even registered. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const hasAdminToken = useAppSelector((state) => Boolean(state.auth.adminToken));
  return hasAdminToken ? children : <Navigate to={paths.home} replace />;
}
