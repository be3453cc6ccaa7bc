import { RegisterScreen } from '../features/registration/register-screen.tsx';

export default RegisterScreen;
