import { CreatePasswordScreen } from '../features/password/create-password-screen.tsx';

export default CreatePasswordScreen;
