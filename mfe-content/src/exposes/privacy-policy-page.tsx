import { PrivacyPolicyScreen } from '../features/policies/privacy-policy-screen.tsx';

export default PrivacyPolicyScreen;
