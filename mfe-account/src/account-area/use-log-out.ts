import { useEffect, useRef } from 'react';
import { useNavigate } from 'shared/routing';
import { baseApi } from 'shared/api/base-api';
import { paths } from 'shared/config/routes';
import { signedOut } from 'shared/store/auth-slice';
import { replaceSession } from 'shared/store/session-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { useLogoutMutation } from './api.ts';

/** Log Out: the server revokes the token, the browser moves to a new session, goes home and forgets the user. */
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
    const answer = await logout()
      .unwrap()
      .catch(() => undefined);
    // A new session (the one the server handed out, or else a fresh one), so nothing done while signed in, the
    // account's cart or its orders, stays reachable through the id this browser had.
    await dispatch(replaceSession(answer?.session_id));
    leavingSignedOut.current = true;
    navigate(paths.home);
  };

  return { logOut, busy: isLoading };
}
