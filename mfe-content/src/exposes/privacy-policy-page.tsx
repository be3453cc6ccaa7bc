import { privacyPolicyHead, PrivacyPolicyScreen } from '../features/policies/privacy-policy-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(privacyPolicyHead) : undefined;
export default PrivacyPolicyScreen;
