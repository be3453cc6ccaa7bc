import { UsersScreen } from '../features/users/users-screen.tsx';

export default UsersScreen;
