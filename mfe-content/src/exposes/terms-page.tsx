import { TermsScreen } from '../features/policies/terms-screen.tsx';

export default TermsScreen;
