import { returnPolicyHead, ReturnPolicyScreen } from '../features/policies/return-policy-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(returnPolicyHead) : undefined;
export default ReturnPolicyScreen;
