import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { User, UserUpdateResponse } from 'shared/contracts/account';

/** `GET api/users/getUserRecords`, named in the style of the other back-office lists' calls. */
interface UserListResponse {
  status: true;
  data: User[];
}

const usersApi = injectEndpoints('mfe-admin/features/users/api', {
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => 'users/getUserRecords',
      transformResponse: (answer: UserListResponse) => answer.data,
      providesTags: ['User'],
    }),
    updateUserStatus: build.mutation<UserUpdateResponse, { id: number; status: 0 | 1 }>({
      query: (body) => ({ url: 'user/update', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery, useUpdateUserStatusMutation } = usersApi;
