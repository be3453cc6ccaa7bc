import type { ReactNode } from 'react';
import { Navigate } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';

/** A signed-in page redirects to my-account when no one is signed in; its remote is not even loaded. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector((state) => state.auth.isSignedIn);
  return isSignedIn ? children : <Navigate to={paths.myAccount} replace />;
}
