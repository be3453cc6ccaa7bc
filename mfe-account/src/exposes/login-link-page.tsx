import { LoginLinkScreen } from '../features/sign-in/login-link-screen.tsx';

export default LoginLinkScreen;
