import { returnPolicyHead, ReturnPolicyScreen } from '../features/policies/return-policy-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(returnPolicyHead);
export default ReturnPolicyScreen;
