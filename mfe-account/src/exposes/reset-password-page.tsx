import { ResetPasswordScreen } from '../features/password/reset-password-screen.tsx';

export default ResetPasswordScreen;
