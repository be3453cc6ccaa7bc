import { LoginScreen } from '../features/sign-in/login-screen.tsx';

export default LoginScreen;
