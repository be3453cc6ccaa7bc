import { ReturnPolicyScreen } from '../features/policies/return-policy-screen.tsx';

export default ReturnPolicyScreen;
