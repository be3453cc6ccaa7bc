import { AccountFormScreen } from '../features/account-details/account-form-screen.tsx';

export default AccountFormScreen;
