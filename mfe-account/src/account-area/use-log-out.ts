import { useEffect, useRef } from 'react';
import { useNavigate } from 'shared/routing';
import { baseApi } from 'shared/api/base-api';
import { paths } from 'shared/config/routes';
import { signedOut } from 'shared/store/auth-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { useLogoutMutation } from './api.ts';

/** Log Out: the server revokes the token, the shopper goes home, and the browser forgets the user. */
export function useLogOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const leavingSignedOut = useRef(false);

  // The user is forgotten once this signed-in page has made way for home: forgotten while it still shows, the
  // shell's guard would send the shopper to my-account instead (navigation renders in a transition, the store at once).
  useEffect(
    () => () => {
      if (!leavingSignedOut.current) return;
      dispatch(signedOut());
      // Read afresh without the token: what was read for this shopper is not the next one's.
      dispatch(baseApi.util.invalidateTags(['Cart', 'Order', 'User', 'Address']));
    },
    [dispatch],
  );

  const logOut = async () => {
    // Signed out here even when the server cannot be reached: the token then simply expires there.
    await logout().catch(() => undefined);
    leavingSignedOut.current = true;
    navigate(paths.home);
  };

  return { logOut, busy: isLoading };
}
