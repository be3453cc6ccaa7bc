import { LostPasswordScreen } from '../features/password/lost-password-screen.tsx';

export default LostPasswordScreen;
