import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { User, UserUpdateRequest, ValidatePasswordRequest } from 'shared/contracts/account';
import { signedIn } from 'shared/store/auth-slice';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import type { ShopAnswer } from '../ui/shop-answer.ts';

/** `POST /api/user/update` answers the record as it now is. */
interface UserUpdateResponse {
  status: true;
  success: true;
  message: string;
  data: User;
}

/** The password change checks the current password on the server as well. */
export type AccountUpdate = UserUpdateRequest & { current_password?: string };

const userApi = injectEndpoints('mfe-account/account-area/user-api', {
  endpoints: (build) => ({
    updateUser: build.mutation<UserUpdateResponse, AccountUpdate>({
      query: (body) => ({ url: 'user/update', method: 'POST', body }),
      invalidatesTags: ['User', 'Address'],
    }),
    validatePassword: build.mutation<ShopAnswer, ValidatePasswordRequest>({
      query: (body) => ({ url: 'validate-password', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateUserMutation, useValidatePasswordMutation } = userApi;

/**
 * Keeps the browser's copy of the user (the `user` key, which checkout prefills from) in step with the
 * server's: the sign-in stays, the record is replaced.
 */
export function useKeepUser() {
  const dispatch = useAppDispatch();
  const { token, adminToken } = useAppSelector((state) => state.auth);
  return (user: User) => {
    if (token) dispatch(signedIn({ token, adminToken, user }));
  };
}
